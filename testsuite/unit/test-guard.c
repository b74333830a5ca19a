/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-guard.c -- unit tests of guard.c: which instructions of a
   master-lane statement are guarded, which outputs hold the master
   lane's value, and the user's lines given back.  */

#include "guard.h"
#include "unit.h"

#include <stdlib.h>
#include <string.h>

/* The guarded opcodes of T (NOPS operands) as "at,at,..." and the
   broadcast operands as a string of 0/1, or "-" if T is not guarded so.  */
static char *
plan (const char *t, size_t nops)
{
  static char out[256];
  struct ptxasm_guard_plan pl;
  if (!ptxasm_guard_plan (t, nops, &pl, false))
    return strcpy (out, "-");
  size_t n = 0;
  out[0] = 0;
  for (size_t i = 0; i < pl.n; i++)
    n += (size_t) snprintf (out + n, sizeof out - n, "%c%zu%s",
			    pl.edit[i].kind, pl.edit[i].at,
			    i + 1 < pl.n ? "," : "");
  n += (size_t) snprintf (out + n, sizeof out - n, " ");
  for (size_t i = 0; i < nops; i++)
    n += (size_t) snprintf (out + n, sizeof out - n, "%d", pl.bcast[i]);
  ptxasm_guard_plan_free (&pl);
  return out;
}

int
main (void)
{
  /* Only what must run on the master lane is guarded; the broadcast is
     of what it wrote.  */
  CHECK_STR (plan ("atom.add.u32 %0, [%1], 1;", 2), "p0 10",
	     "an atom: guarded, its output broadcast");
  CHECK_STR (plan ("add.u32 %0, %1, 1; red.add.u32 [%1], %0;", 2),
	     "p19 00", "arithmetic on every lane, the red guarded");
  CHECK_STR (plan ("atom.add.u32 %0, [%1], 1; add.u32 %0, %0, 1;", 2),
	     "p0,p26 10", "what reads the master's value: guarded");
  CHECK_STR (plan ("atom.add.u32 %0, [%1], 1; mov.u32 %0, 5;", 2),
	     "p0 00", "overwritten on every lane: no broadcast");
  CHECK_STR (plan ("mov.u32 %0, %%laneid;", 1), "i12 0",
	     "a lane register: the wrapper's register, no guard");
  CHECK_STR (plan ("L: atom.add.u32 %0, [%1], 1;", 2), "-", "a label");
  CHECK_STR (plan ("@p atom.add.u32 %0, [%1], 1;", 2), "-", "a guard");
  CHECK_STR (plan ("atom.add.u32 %0, [%1], 1; ret;", 2), "-", "a return");
  CHECK_STR (plan ("ld.global.L2::128B.u32 %0, [%1];", 2), " 00",
	     "\"::\" is no label");

  /* What a reviewer found (each once wrong).  An opcode with its
     operands glued on.  */
  CHECK_STR (plan ("atom.global.add.u32%0, [%1], 1;", 2), "p0 10",
	     "glued operands are operands");
  CHECK_STR (plan ("ld.local.u64 a, [%1]; st.global.u32[a], %2;", 3),
	     "p0,p22 000",
	     "a store through the master's address, glued: guarded");
  /* An inner scope's register of the outer one's name: names alone
     cannot tell them apart, so all is guarded and broadcast.  */
  CHECK_STR (plan (".reg .u32 t; atom.global.add.u32 t, [%1], 1; { .reg "
		   ".u32 t; mov.u32 t, 0; } add.u32 %0, t, %2;", 3),
	     "p13,p60,p76 111",
	     "an inner scope hides a register: all guarded");
  /* After a guarded instruction that may write memory, a load of it is
     the master's.  */
  CHECK_STR (plan ("atom.global.exch.b32 _, [%1], %2; ld.global.u32 %0, "
		   "[%1];", 3),
	     "p0,p34 100",
	     "a load after a guarded write: guarded");
  /* "%00" is "%0", "%smidv" "%%smidv" (and no special register).  */
  CHECK_STR (plan ("atom.global.add.u32 %0, [%1], 1; "
		   "add.u32 %0, %00, 1;", 2),
	     "p0,p33 10",
	     "an operand spelled two ways");
  CHECK_STR (plan (".reg .u32 %%smidv; atom.global.add.u32 %%smidv, [%1], "
		   "1; add.u32 %0, %smidv, 1;", 1),
	     "p19,p57 1",
	     "a register spelled two ways");

  /* The user's lines of a rewritten statement, for ptxas's messages and
     the compile-time check: no guard, the lane registers by their
     names; the wrapper's own lines as they are.  */
  {
    static const char *const lines[][2] = {
      { "\t@%ptxasm17_xp atom.add.u32 %ptxasm17_0, [%ptxasm17_1], "
	"%ptxasm17_xs;",
	"\tatom.add.u32 %ptxasm17_0, [%ptxasm17_1], %lanemask_lt;" },
      { "@%ptxasm3_xp add.u32 k, %ptxasm3_xi, 1; @%ptxasm3_xp red.add.u32 "
	"[%ptxasm3_1], %ptxasm3_xt;",
	"add.u32 k, %laneid, 1; red.add.u32 [%ptxasm3_1], %tid.x;" },
      { "\t@ %ptxasm11_xp bogus.u32 %ptxasm11_0;",
	"\tbogus.u32 %ptxasm11_0;" },
      { "\t.reg .u32 %ptxasm17_xi;", "\t.reg .u32 %ptxasm17_xi;" },
      { "\tmov.u32 %ptxasm17_xi, %laneid;",
	"\tmov.u32 %ptxasm17_xi, %laneid;" },
      { "\tand.b32 %ptxasm17_xi, %ptxasm17_xi, %r3;",
	"\tand.b32 %ptxasm17_xi, %ptxasm17_xi, %r3;" },
      { "\tmov.b32 %r5, %ptxasm17_xw;", "\tmov.b32 %r5, %ptxasm17_xw;" },
      /* A line of the user's that starts with a .reg.  */
      { "\t.reg .u32 t; mov.u32 t, %ptxasm5_xi; addx.u32 %ptxasm5_0, t;",
	"\t.reg .u32 t; mov.u32 t, %laneid; addx.u32 %ptxasm5_0, t;" },
      { "\tmov.u32 %r5, %ptxasm17_xij;", "\tmov.u32 %r5, %ptxasm17_xij;" },
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
      {
	char *u = ptxasm_unwrap_line (lines[i][0], strlen (lines[i][0]));
	CHECK (u && strcmp (u, lines[i][1]) == 0, "unwrap a line");
	free (u);
      }
  }

  UNIT_DONE ();
}
