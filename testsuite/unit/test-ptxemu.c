/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxemu.c -- reading templates for the host fallback (ptxemu.c).  */

#include "ptxemu.h"
#include "unit.h"
#include "../rt/ptxrt.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static const int r3[] = { 32, 32, 32, 32 };

/* Read T; true if supported.  *WHY_OUT gets the reason (static copy).  */
static bool
rd (const char *t, size_t nops, const int *bits, struct ptxemu_prog *p,
    const char **why_out)
{
  static char buf[512];
  char *why;
  bool ok = ptxemu_read (t, nops, bits, p, &why);
  snprintf (buf, sizeof buf, "%s", why ? why : "");
  free (why);
  if (why_out)
    *why_out = buf;
  return ok;
}

int
main (void)
{
  struct ptxemu_prog p;
  const char *why;

  CHECK (rd ("add.s32 %0, %1, %2;", 3, r3, &p, &why) && p.ninsns == 1
	 && p.insns[0].op == PTXEMU_ADD && p.insns[0].type.bits == 32
	 && p.insns[0].type.is_signed && p.insns[0].nargs == 3
	 && p.insns[0].args[2].kind == PTXEMU_ARG_USER
	 && p.insns[0].args[2].n == 2, "add.s32 on operands");
  ptxemu_free (&p);

  CHECK (rd ("{ .reg .pred p; setp.lt.s32 p, %1, -5;\n\t@p mov.u32 %0, 1;"
	     " @!p mov.u32 %0, 0x10; }", 2, r3, &p, &why)
	 && p.ninsns == 3 && p.nregs == 1 && p.regs[0].bits == 0
	 && p.insns[0].op == PTXEMU_SETP && p.insns[0].cmp == PTXEMU_LT
	 && p.insns[0].args[2].kind == PTXEMU_ARG_IMM
	 && p.insns[0].args[2].imm == -5
	 && p.insns[1].has_guard && !p.insns[1].guard.negated
	 && p.insns[2].guard.negated && p.insns[2].args[1].imm == 16,
	 "setp, guards, braces, immediates");
  ptxemu_free (&p);

  /* The parts as ptxscan.h reads them: a guard written "@ p" (as
     nvptx-none-as prints one), an opcode whose operands follow it
     without a space.  */
  CHECK (rd ("{ .reg .pred p; setp.ne.s32 p, %1, 0;\n\t@ !p mov.u32 %0, 7;"
	     " @ p add.u32%0, %1, 1; }", 2, r3, &p, &why)
	 && p.ninsns == 3 && p.insns[1].has_guard && p.insns[1].guard.negated
	 && p.insns[2].has_guard && !p.insns[2].guard.negated
	 && p.insns[2].op == PTXEMU_ADD && p.insns[2].nargs == 3,
	 "\"@ p\" guards, operands right after the opcode");
  ptxemu_free (&p);

  /* mma as CUTLASS writes it: .satfinite after the types, and
     operands right after the opcode (ptxas takes both).  */
  static const int r11[11] = { 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32 };
  CHECK (rd ("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32.satfinite "
	     "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};", 11, r11, &p,
	     &why) && p.ninsns == 1
	 && p.insns[0].mode == PTXRT_MMA_KIND (PTXRT_M16N8K16, PTXRT_S32,
					       PTXRT_S8, PTXRT_S8, PTXRT_S32, 1),
	 "mma: .satfinite after the types");
  ptxemu_free (&p);
  CHECK (rd ("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32{%0,%1,%2,%3},"
	     "{%4,%5},{%6},{%7,%8,%9,%10};", 11, r11, &p, &why)
	 && p.ninsns == 1
	 && p.insns[0].mode == PTXRT_MMA_KIND (PTXRT_M16N8K8, PTXRT_F32,
					       PTXRT_F16, PTXRT_F16, PTXRT_F32, 0),
	 "mma: operands right after the opcode");
  ptxemu_free (&p);

  CHECK (rd ("{ .reg .b32 t<2>; // comment\n mov.b32 t0, %1; /* c */"
	     " shl.b32 t1, t0, 3; mov.b32 %0, t1; }", 2, r3, &p, &why)
	 && p.ninsns == 3 && p.nregs == 2
	 && p.insns[1].args[0].kind == PTXEMU_ARG_REG
	 && p.insns[1].args[0].n == 1, "register ranges and comments");
  ptxemu_free (&p);

  CHECK (rd (".reg .u32 %%r;\n\tmov.u32 %%r, %1; add.u32 %0, %%r, %%r;", 2,
	     r3, &p, &why) && p.nregs == 1 && p.ninsns == 2,
	 "registers named with %%");
  ptxemu_free (&p);

  static const int wide[] = { 64, 32, 32 };
  CHECK (rd ("mul.wide.s32 %0, %1, %2;", 3, wide, &p, &why),
	 "mul.wide: a destination twice as wide");
  ptxemu_free (&p);
  CHECK (!rd ("mul.wide.s32 %0, %1, %2;", 3, r3, &p, &why)
	 && strstr (why, "another width"), "mul.wide: the width is checked");
  ptxemu_free (&p);

  static const int imm[] = { 32, -1 };
  CHECK (rd ("shr.s32 %0, %0, %1;", 2, imm, &p, &why)
	 && p.insns[0].args[2].kind == PTXEMU_ARG_USER,
	 "an \"n\" operand as a source");
  ptxemu_free (&p);
  CHECK (!rd ("mov.u32 %1, 1;", 2, imm, &p, &why),
	 "an \"n\" operand is no destination");
  ptxemu_free (&p);

  CHECK (!rd ("ld.global.u32 %0, [%1];", 2, r3, &p, &why)
	 && strcmp (why, "'ld.global.u32 %0, [%1]': an address that is not "
		    "a 64-bit register (or a 32-bit one of shared memory) is "
		    "not emulated") == 0, "ld of a 32-bit address, quoted");
  ptxemu_free (&p);
  static const int rl[] = { 32, 64, 32 };
  CHECK (rd ("ld.global.nc.s8 %0, [%1+-4]; st.relaxed.gpu.global.u32 [%1+8], %0;"
	     " atom.global.cas.b32 %0, [%1], %2, 7; red.add.u32 [%1], 1;",
	     3, rl, &p, &why) && p.ninsns == 4 && p.insns[0].op == PTXEMU_LD
	 && p.insns[0].type.bits == 8 && p.insns[0].reg_bits == 32
	 && p.insns[0].offset == -4 && p.insns[1].offset == 8
	 && p.insns[1].order == PTXEMU_ORDER_RELAXED
	 && p.insns[2].mode == PTXEMU_ATOM_CAS && p.insns[2].nargs == 3
	 && p.insns[3].op == PTXEMU_RED
	 && p.insns[3].order == PTXEMU_ORDER_RELAXED, "ld, st, atom, red");
  ptxemu_free (&p);
  CHECK (rd ("ld.shared.u32 %0, [%2];", 3, rl, &p, &why)
	 && p.insns[0].space == PTXEMU_SPACE_SHARED && p.uses_window
	 && p.insns[0].addr.bits == 32, "ld.shared, a 32-bit address");
  ptxemu_free (&p);
  CHECK (rd ("{ .shared .align 16 .b8 buf[2][64], b2; .local .u32 l[4]; "
	     ".reg .u64 a; .reg .u32 s; mov.u32 s, buf+4; "
	     "cvta.shared.u64 a, buf; st.shared.u32 [buf+8], s; "
	     "ld.local.u32 %0, [l+4]; cvta.local.u64 a, l; }", 2, rl, &p, &why)
	 && p.nvars == 3 && p.vars[0].bytes == 128 && p.vars[0].align == 16
	 && p.vars[1].bytes == 1 && p.vars[2].space == PTXEMU_SPACE_LOCAL
	 && p.vars[2].bytes == 16 && p.vars[2].align == 4
	 && p.insns[0].args[1].kind == PTXEMU_ARG_VAR
	 && p.insns[0].args[1].imm == 4 && p.insns[2].addr.kind == PTXEMU_ARG_VAR
	 && p.insns[2].offset == 8 && p.insns[3].space == PTXEMU_SPACE_LOCAL,
	 ".shared and .local declarations");
  ptxemu_free (&p);
  CHECK (!rd ("{ .local .u32 l[4]; mov.u32 %0, l; }", 2, rl, &p, &why)
	 && strstr (why, "variable's address of this width"),
	 "a 32-bit local address");
  ptxemu_free (&p);
  CHECK (!rd ("{ .extern .shared .b8 d[]; }", 2, rl, &p, &why)
	 && strstr (why, "directives other than"), "extern shared");
  ptxemu_free (&p);
  CHECK (!rd ("{ .shared .b8 d[]; }", 2, rl, &p, &why)
	 && strstr (why, "dynamic shared memory"), "shared of unknown size");
  ptxemu_free (&p);
  CHECK (!rd ("{ .local .u32 l[4]; ld.shared.u32 %0, [l]; }", 2, rl, &p, &why)
	 && strstr (why, "variable of another space"), "ld.shared of a local");
  ptxemu_free (&p);
  CHECK (!rd ("ld.local.u32 %0, [%2];", 3, rl, &p, &why)
	 && strstr (why, "32-bit one of shared"), "a 32-bit local address");
  ptxemu_free (&p);
  CHECK (rd ("bar.sync 0; barrier.sync.aligned 1, %2; cvt.pack.sat.s4.s32.b32 %0, %2, %2, %0;",
	     3, rl, &p, &why)
	 && p.insns[0].op == PTXEMU_BAR && p.insns[0].nargs == 1
	 && p.insns[1].op == PTXEMU_BAR && p.insns[1].nargs == 2
	 && p.insns[2].op == PTXEMU_CVT_PACK && p.insns[2].dtype.bits == 4
	 && p.insns[2].dtype.is_signed && p.insns[2].nargs == 4,
	 "bar.sync, barrier.sync, cvt.pack");
  ptxemu_free (&p);
  CHECK (rd ("bar.arrive 3, 64;", 2, rl, &p, &why)
	 && p.insns[0].op == PTXEMU_BAR && p.insns[0].mode == PTXEMU_BAR_ARRIVE,
	 "bar.arrive");
  ptxemu_free (&p);
  CHECK (!rd ("bar.arrive 3;", 2, rl, &p, &why), "bar.arrive needs a count");
  ptxemu_free (&p);
  CHECK (rd ("{ .reg .pred q; mbarrier.init.shared::cta.b64 [%2], 4; "
	     "mbarrier.arrive.noComplete.shared.b64 %1, [%2], %0; "
	     "mbarrier.try_wait.parity.shared.b64 q, [%2], 1; "
	     "mbarrier.pending_count.b64 %0, %1; "
	     "cp.async.mbarrier.arrive.noinc.shared.b64 [%2]; "
	     "cp.async.mbarrier.arrive.b64 [%1]; }", 3, rl, &p, &why)
	 && p.insns[0].op == PTXEMU_MBAR && p.insns[0].mode == PTXEMU_MBAR_INIT
	 && p.insns[0].space == PTXEMU_SPACE_SHARED
	 && p.insns[1].mode == PTXEMU_MBAR_ARRIVE
	 && p.insns[2].mode == PTXEMU_MBAR_TEST_WAIT_PARITY
	 && p.insns[3].mode == PTXEMU_MBAR_PENDING_COUNT
	 && p.insns[4].op == PTXEMU_MBAR && p.insns[5].op == PTXEMU_NOP,
	 "mbarrier and cp.async.mbarrier.arrive");
  ptxemu_free (&p);
  CHECK (!rd ("mbarrier.arrive.expect_tx.shared.b64 %1, [%2], %0;", 3, rl, &p,
	      &why), "mbarrier's transaction counts are refused");
  ptxemu_free (&p);
  CHECK (!rd ("{ .reg .pred q; @q bar.sync 0; }", 2, rl, &p, &why)
	 && !rd ("cvt.pack.sat.u8.s32 %0, %2, %2;", 3, rl, &p, &why)
	 && !rd ("cvt.pack.sat.u16.s32.b32 %0, %2, %2, %0;", 3, rl, &p, &why),
	 "a guarded bar, cvt.pack without c or with c at 16 bits");
  ptxemu_free (&p);
  CHECK (!rd ("ld.const.u32 %0, [%1];", 2, rl, &p, &why)
	 && strstr (why, "other than global, generic, shared and local"),
	 "ld.const");
  ptxemu_free (&p);
  CHECK (rd ("{ .reg .pred q; @q ld.u32 %0, [%1]; }", 2, rl, &p, &why)
	 && p.needs_blocks, "a guarded ld needs blocks");
  ptxemu_free (&p);
  CHECK (rd ("atom.max.u32 %0, [%1], %2;", 3, rl, &p, &why)
	 && p.needs_blocks && p.insns[0].mode == PTXEMU_ATOM_MAX,
	 "atom.max: a compare-and-swap loop");
  ptxemu_free (&p);
  CHECK (rd ("add.u32 %0, %0, 1;", 3, rl, &p, &why) && !p.needs_blocks,
	 "straight code needs no blocks");
  ptxemu_free (&p);
  CHECK (!rd ("atom.inc.s32 %0, [%1], %2;", 3, rl, &p, &why)
	 && !rd ("atom.and.u32 %0, [%1], %2;", 3, rl, &p, &why),
	 "atom's types");
  ptxemu_free (&p);
  CHECK (rd ("mov.b32 %0, 0f3F800000; add.f32 %0, %0, 1.5;"
	     " mov.b64 %1, 0d3FF0000000000000;", 2, rl, &p, &why)
	 && p.insns[0].args[1].imm == 0x3f800000
	 && p.insns[1].args[2].imm == 0x3fc00000
	 && p.insns[2].args[1].imm == 0x3ff0000000000000ll,
	 "floating-point immediates");
  ptxemu_free (&p);
  CHECK (rd ("mov.u32 %0, %%laneid;", 1, r3, &p, &why)
	 && p.insns[0].args[1].kind == PTXEMU_ARG_SREG
	 && p.insns[0].args[1].n == PTXEMU_SREG_LANEID, "special registers");
  ptxemu_free (&p);
  CHECK (!rd ("mov.u32 %0, %%dynamic_smem_size;", 1, r3, &p, &why)
	 && strstr (why, "special register is not emulated"),
	 "a special register that is not emulated");
  ptxemu_free (&p);
  CHECK (!rd ("mov.u64 %0, %%laneid;", 1, r3, &p, &why)
	 && strstr (why, "another width"), "a special register's width");
  ptxemu_free (&p);
  CHECK (rd ("add.f32 %0, %1, %2; fma.rz.ftz.sat.f32 %0, %1, %2, %0;", 3, r3,
	     &p, &why) && p.insns[0].type.is_float
	 && p.insns[0].round == PTXEMU_RN && !p.insns[0].ftz
	 && p.insns[1].op == PTXEMU_FMA && p.insns[1].round == PTXEMU_RZ
	 && p.insns[1].ftz && p.insns[1].sat, "floats: rounding, .ftz, .sat");
  ptxemu_free (&p);
  CHECK (!rd ("fma.f32 %0, %1, %2, %0;", 3, r3, &p, &why),
	 "fma needs a rounding");
  ptxemu_free (&p);
  static const int l3[] = { 64, 64, 64 };
  CHECK (!rd ("add.ftz.f64 %0, %1, %2;", 3, l3, &p, &why), "no .ftz at f64");
  ptxemu_free (&p);
  CHECK (rd ("cvt.rzi.s32.f32 %0, %1; cvt.rn.f32.s32 %0, %1;"
	     " cvt.rpi.f32.f32 %0, %1;", 2, r3, &p, &why)
	 && p.insns[0].round == PTXEMU_RZI && p.insns[0].dtype.bits == 32
	 && !p.insns[0].dtype.is_float && p.insns[0].type.is_float,
	 "cvt's roundings");
  ptxemu_free (&p);
  CHECK (!rd ("cvt.rn.s32.f32 %0, %1;", 2, r3, &p, &why)
	 && !rd ("cvt.rni.f32.s32 %0, %1;", 2, r3, &p, &why),
	 "cvt's roundings: the wrong kind");
  ptxemu_free (&p);
  CHECK (rd ("{ .reg .pred p, q; setp.ltu.f32 p, %1, %2;"
	     " setp.nan.and.f32 q, %1, %2, p; }", 3, r3, &p, &why)
	 && p.insns[0].cmp == PTXEMU_LTU && p.insns[1].cmp == PTXEMU_NAN,
	 "unordered comparisons");
  ptxemu_free (&p);
  CHECK (!rd ("setp.ltu.s32 %0, %1, %2;", 3, r3, &p, &why)
	 && !rd ("setp.lo.f32 %0, %1, %2;", 3, r3, &p, &why),
	 "comparisons of the other kind");
  ptxemu_free (&p);
  CHECK (rd ("ex2.approx.ftz.f32 %0, %1; div.full.f32 %0, %0, %1;", 2, r3,
	     &p, &why) && p.insns[0].op == PTXEMU_EX2 && p.insns[0].ftz
	 && p.insns[0].round == PTXEMU_RN && p.insns[1].op == PTXEMU_FDIV,
	 "approximate instructions: to nearest on the host");
  ptxemu_free (&p);
  CHECK (!rd ("ex2.approx.f16 %0, %1;", 2, r3, &p, &why),
	 "ex2.approx.f16: not emulated");
  ptxemu_free (&p);
  CHECK (rd ("add.s32 %0, %1, 2; L%=: bra L%=;", 2, r3, &p, &why)
	 && p.ninsns == 3 && p.insns[1].op == PTXEMU_LABEL
	 && p.insns[2].op == PTXEMU_BRA && p.insns[2].mode == 0
	 && p.nlabels == 1 && p.needs_blocks, "a label and a branch");
  ptxemu_free (&p);
  CHECK (!rd ("bra Lnowhere;", 1, r3, &p, &why)
	 && strstr (why, "'Lnowhere': a branch to a label"),
	 "a branch to a label that is not there");
  ptxemu_free (&p);
  CHECK (!rd ("L1: add.s32 %0, %0, 1; L1: ret;", 1, r3, &p, &why),
	 "a label defined twice");
  ptxemu_free (&p);
  CHECK (rd ("add.cc.u32 %0, %1, %2; addc.u32 %0, %0, 0;", 3, r3, &p, &why)
	 && p.insns[0].op == PTXEMU_ADD && p.insns[0].cc_out
	 && !p.insns[0].cc_in && p.insns[1].cc_in && !p.insns[1].cc_out
	 && p.uses_cc, "add.cc, addc");
  ptxemu_free (&p);
  CHECK (!rd ("add.cc.u16 %0, %1, %2;", 3, r3, &p, &why),
	 "add.cc.u16 is not PTX");
  ptxemu_free (&p);
  CHECK (rd ("prmt.b32.f4e %0, %1, %2, %3; shf.r.clamp.b32 %0, %1, %2, %3;"
	     " dp2a.hi.s32.u32 %0, %1, %2, %3;", 4, r3, &p, &why)
	 && p.insns[0].op == PTXEMU_PRMT && p.insns[0].mode == 1
	 && p.insns[1].op == PTXEMU_SHF && p.insns[1].mode == 3
	 && p.insns[2].op == PTXEMU_DP2A && p.insns[2].mode == 1
	 && p.insns[2].type.is_signed && !p.insns[2].dtype.is_signed,
	 "modifiers after the type, two types");
  ptxemu_free (&p);
  CHECK (rd ("{ .reg .pred p, q; setp.lt.and.s32 p|q, %1, %2, p; }", 3,
	     r3, &p, &why) && p.insns[0].boolop == PTXEMU_BOOL_AND
	 && p.insns[0].has_dest2 && p.insns[0].nargs == 4,
	 "setp with a boolean op and two destinations");
  ptxemu_free (&p);
  static const int l2[] = { 64, 32, 32 };
  CHECK (rd ("mov.b64 %0, {%1, %2}; mov.b64 {%1, %2}, %0;", 3, l2, &p,
	     &why) && p.ninsns == 2 && p.insns[0].op == PTXEMU_PACK
	 && p.insns[0].nargs == 3 && p.insns[1].op == PTXEMU_UNPACK
	 && p.insns[1].args[2].n == 0, "vector operands of mov");
  ptxemu_free (&p);
  CHECK (rd ("{ .reg .b32 t; shfl.sync.down.b32 t|_, %1, 1, 0x1f, -1;"
	     " vote.sync.ballot.b32 %0, 1, -1; }", 2, r3, &p, &why) == false,
	 "vote's predicate must be a predicate");
  ptxemu_free (&p);
  CHECK (rd ("bar.warp.sync -1; membar.gl; activemask.b32 %0;", 1, r3, &p,
	     &why) && p.ninsns == 3 && p.insns[0].op == PTXEMU_NOP
	 && p.insns[1].nargs == 0, "instructions without a destination");
  ptxemu_free (&p);
  CHECK (!rd ("setp.lt.b32 %0, %1, %2;", 3, r3, &p, &why),
	 "setp.lt.b32 is not PTX");
  ptxemu_free (&p);
  static const int f[] = { 32, 0 };
  CHECK (!rd ("mov.b32 %0, %1;", 2, f, &p, &why)
	 && strstr (why, "letter"), "a letter that is not emulated");
  ptxemu_free (&p);

  CHECK (rd ("div.s32 %0, %1, %2; rem.u32 %0, %0, %2; brev.b32 %0, %0;", 3,
	     r3, &p, &why) && p.ninsns == 3 && p.insns[0].op == PTXEMU_DIV
	 && p.insns[1].op == PTXEMU_REM && p.insns[2].op == PTXEMU_BREV,
	 "div, rem, brev");
  ptxemu_free (&p);
  CHECK (!rd ("brev.b16 %0, %1;", 2, r3, &p, &why), "brev.b16 is not PTX");
  ptxemu_free (&p);

  static const int eb[] = { 32, -1, 64 }, eo[] = { 0, -1, 1 },
    ei[] = { 2, 0, -1 };
  char *c = ptxemu_record_encode ("add.s32 %0, %1, 5; // a \"b\"\n",
				  0xffffffffu, 3, eb, eo, ei);
  char *dt;
  unsigned dl = 0;
  size_t dn;
  int *db, *dout, *din;
  char *with = c ? malloc (strlen (c) + 40) : NULL;
  if (with)
    sprintf (with, "{ add.s32 %%r1, %%r2; }\n\t%s", c);
  CHECK (with && strspn (c + strlen (PTXEMU_RECORD_MARK),
			 "0123456789abcdef/,;-") == strlen (c)
	 - strlen (PTXEMU_RECORD_MARK)
	 && ptxemu_record_decode (with, &dt, &dl, &dn, &db, &dout, &din)
	 && dl == 0xffffffffu && dn == 3 && strcmp (dt, "add.s32 %0, %1, 5; // a \"b\"\n") == 0
	 && db[1] == -1 && db[2] == 64 && dout[2] == 1 && din[0] == 2
	 && din[2] == -1, "the record for lto1, through a PTX comment");
  if (with && dn == 3)
    {
      free (dt);
      free (db);
      free (dout);
      free (din);
    }
  CHECK (!ptxemu_record_decode ("add.s32 %0, %1, 5;", &dt, &dl, &dn, &db,
				&dout, &din)
	 && !ptxemu_record_decode ("// ptxasm-host 1/2;1,2;", &dt, &dl, &dn,
				   &db, &dout, &din)
	 && !ptxemu_record_decode ("// ptxasm-host 2;1,2,3;", &dt, &dl, &dn,
				   &db, &dout, &din), "no record, or a broken one");
  free (with);
  free (c);

  static const int q2[] = { 128, 64, 64 };
  CHECK (rd ("{ .reg .b128 t; mov.b128 t, %0; mov.b128 {%1, %2}, t;"
	     " mov.b128 %0, {%2, %1}; }", 3, q2, &p, &why)
	 && p.nregs == 1 && p.regs[0].bits == 128
	 && p.insns[1].op == PTXEMU_UNPACK && p.insns[2].op == PTXEMU_PACK,
	 "128-bit registers and their halves");
  ptxemu_free (&p);
  CHECK (!rd ("atom.cas.b128 %0, [%1], %0, %0;", 2, (const int[]) { 128, 64 },
	      &p, &why) && strstr (why, "128-bit atomic"), "no 128-bit atomics");
  ptxemu_free (&p);

  UNIT_DONE ();
}
