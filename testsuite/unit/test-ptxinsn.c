/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxinsn.c -- ptxinsn.def is the one list of PTX's instructions:
   every instruction that the emulator's reader (ptxemu.c,
   ptxemu-forms.c) and the statements ptxas certainly accepts
   (ptxknown.c) know has its row there (ptxfeature.c's
   ptx_insn_known).  */

#include "ptxemu.h"
#include "ptxfeature.h"
#include "ptxknown.h"
#include "unit.h"

#include <stdio.h>
#include <string.h>

static int missing;

/* Check that OP (LEN bytes) has a row; WHERE names its table.  */
static void
known (const char *op, size_t len, const char *where)
{
  if (ptx_insn_known (op, len))
    return;
  printf ("  %s: %.*s has no row in ptxinsn.def\n", where, (int) len, op);
  missing++;
}

int
main (void)
{
  unsigned n = 0;
  for (size_t i = 0; ptxemu_table_name (i); i++, n++)
    known (ptxemu_table_name (i), strlen (ptxemu_table_name (i)),
	   "ptxemu.c");
  CHECK (missing == 0 && n > 100, "the emulator's table");

  missing = 0;
  bool prefix;
  const char *f;
  for (size_t i = 0; (f = ptxemu_form_name (i, &prefix)); i++)
    {
      size_t len = strlen (f);
      if (strcmp (f, "v") == 0)
	/* The video instructions, below.  */
	continue;
      /* "mma.": the stem.  */
      known (f, len - (prefix && f[len - 1] == '.'), "ptxemu-forms.c");
    }
  for (size_t i = 0; (f = ptxemu_video_name (i)); i++)
    {
      char name[32];
      snprintf (name, sizeof name, "%s2", f);
      known (name, strlen (name), "ptxemu-forms.c (video)");
      snprintf (name, sizeof name, "%s4", f);
      known (name, strlen (name), "ptxemu-forms.c (video)");
    }
  CHECK (missing == 0, "the emulator's forms of their own");

  missing = 0;
  n = 0;
  const char *name, *ops;
  unsigned sm, ptx;
  for (size_t i = 0; ptxknown_entry (i, &name, &ops, &sm, &ptx); i++, n++)
    known (name, strlen (name), "ptxknown.c");
  CHECK (missing == 0 && n > 1000, "the statements ptxas certainly accepts");

  CHECK (!ptx_insn_known ("frobnicate.u32", 14)
	 && !ptx_insn_known ("shflx", 5) && ptx_insn_known ("shfl", 4)
	 && ptx_insn_known ("wgmma.mma_async", 15),
	 "ptx_insn_known: a row's name, then '.' or its end");
  UNIT_DONE ();
}
