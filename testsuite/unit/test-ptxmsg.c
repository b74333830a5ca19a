/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxmsg.c -- unit tests of ptxmsg.c: ptxas's messages decoded.  */

#include "ptxmsg.h"
#include "unit.h"

#include <string.h>

static bool
decode (const char *line, struct ptxmsg *m)
{
  return ptxmsg_decode (line, line + strlen (line), m);
}

int
main (void)
{
  struct ptxmsg m;
  CHECK (decode ("ptxas /tmp/a.ptx, line 12; error   : Unknown symbol 'x'",
		 &m)
	 && m.kind == PTXMSG_ERROR && m.line == 12 && m.file_len == 10
	 && memcmp (m.file, "/tmp/a.ptx", 10) == 0 && m.text_len == 18
	 && memcmp (m.text, "Unknown symbol 'x'", 18) == 0, "an error");
  CHECK (decode ("ptxas a.ptx, line 3; warning : old", &m)
	 && m.kind == PTXMSG_WARNING && m.line == 3, "a warning");
  CHECK (decode ("ptxas a.ptx, line 7; fatal   : Parsing error near ';'",
		 &m)
	 && m.kind == PTXMSG_FATAL && m.line == 7, "a fatal error");
  CHECK (decode ("ptxas x, line 1.ptx, line 9; error : E", &m)
	 && m.line == 9 && m.file_len == 13, "the last \", line \"");
  CHECK (!decode ("ptxas fatal   : Ptx assembly aborted due to errors", &m),
	 "no line: not decoded");
  CHECK (!decode ("ptxas a.ptx, line x; error : E", &m)
	 && !decode ("nvptx-as: ptxas returned 255", &m)
	 && !decode ("ptxas a.ptx, line 2; info : E", &m), "not messages");
  UNIT_DONE ();
}
