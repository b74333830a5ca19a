/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxmsg.h -- ptxas's messages decoded: "ptxas FILE, line N; KIND :
   MESSAGE", as the compile-time check (ptxcheck.c) and the `as' step
   (plugin/as) read them.  Plain C11.  */

#ifndef PTXASM_PTXMSG_H
#define PTXASM_PTXMSG_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ptxmsg_kind
{
  PTXMSG_WARNING,
  PTXMSG_ERROR,
  PTXMSG_FATAL			/* ptxas stopped parsing there */
};

/* One message: pointers into the line it was decoded from.  */
struct ptxmsg
{
  const char *file;		/* FILE_LEN bytes */
  size_t file_len;
  unsigned long line;
  enum ptxmsg_kind kind;
  const char *text;		/* the MESSAGE, TEXT_LEN bytes */
  size_t text_len;
};

/* Decode the line [P, END) of ptxas's output: true and *M set if it is
   "ptxas FILE, line N; warning|error|fatal : MESSAGE" (the last
   ", line " of it, as FILE may hold one).  */
bool ptxmsg_decode (const char *p, const char *end, struct ptxmsg *m);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXMSG_H */
