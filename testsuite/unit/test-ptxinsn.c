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

  /* What an instruction needs is ptxinsn.def's; ptxknown.c reads it.  */
  struct { const char *op; unsigned sm, ptx; } needs[] = {
    { "redux.sync.add.u32", 80, 70 },
    { "atom.relaxed.gpu.global.add.f64", 70, 63 },
    { "atom.global.add.f64", 60, 50 },
    { "ld.global.nc.u32", 32, 31 },
    { "cvt.rn.bf16.s32", 90, 78 },
    { "add.u32", 0, 0 },
  };
  bool same = true;
  for (size_t i = 0; i < sizeof needs / sizeof *needs; i++)
    {
      ptx_insn_needs (needs[i].op, strlen (needs[i].op), &sm, &ptx);
      if (sm != needs[i].sm || ptx != needs[i].ptx)
	{
	  printf ("  %s: sm_%u, PTX %u\n", needs[i].op, sm, ptx);
	  same = false;
	}
    }
  CHECK (same, "ptx_insn_needs: the highest of the rows an opcode matches");
  /* The `as' step's version: the highest row, not the first that the
     opcode matches (.add.f64 needs PTX ISA 5.0, .relaxed 6.3).  */
  CHECK (ptx_text_version ("atom.relaxed.gpu.global.add.f64 %0, [%1], %2;")
	 == 63, "ptx_text_version: an opcode of two rows needs the higher");
  bool agree = true;
  for (size_t i = 0; ptxknown_entry (i, &name, &ops, &sm, &ptx); i++)
    {
      unsigned s2, p2;
      ptx_insn_needs (name, strlen (name), &s2, &p2);
      if (sm != (s2 > 30 ? s2 : 30) || ptx != (p2 > 60 ? p2 : 60))
	agree = false;
    }
  CHECK (agree, "ptxknown.c's targets are ptxinsn.def's, at least sm_30 "
	 "and PTX ISA 6.0");
  UNIT_DONE ();
}
