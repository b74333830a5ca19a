/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxfeature.c -- unit tests of ptxfeature.c.  */

#include "ptxfeature.h"
#include "ptxtarget.h"
#include "unit.h"

static const char *
missing (const char *t, unsigned sm, unsigned ptx)
{
  size_t off;
  const struct ptx_feature *f = ptx_feature_missing (t, sm, ptx, &off);
  return f ? f->name : "";
}

#define SM80 80, PTX_VERSION (7, 0)
#define SM90A 90, PTX_VERSION (9, 0)

int
main (void)
{
  size_t off = 99;

  CHECK_STR (missing ("elect.sync %0|p, 0xffffffff;", SM80), "elect.sync",
	     "elect.sync needs sm_90");
  /* The classes of ptxinsn.def and the lane registers of sreg.def.  */
  CHECK_STR (ptx_lane_dependent ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;"),
	     "shfl", "lane: shfl");
  CHECK_STR (ptx_lane_dependent ("mov.u32 %0, %laneid;"), "%laneid",
	     "lane: %laneid");
  /* A guard with a blank after its '@' (ptxscan.h): the opcode after
     it is still an opcode.  */
  CHECK_STR (ptx_lane_dependent ("@ %0 shfl.sync.bfly.b32 %1, %2, 1, 31,"
				 " -1;"), "shfl", "lane: shfl after \"@ %0\"");
  CHECK_STR (ptx_needs_warp ("@ !%0 bar.sync 0;"), "bar",
	     "warp: bar.sync after \"@ !%0\"");
  CHECK_STR (ptx_lane_dependent ("mov.u32 %0, %%lanemask_lt;"),
	     "%lanemask_lt", "lane: %%lanemask_lt");
  CHECK_STR (ptx_lane_dependent ("mov.u32 %0, %tid.x;"), "%tid.x",
	     "lane: %tid.x");
  CHECK (ptx_lane_dependent ("mov.u32 %0, %tid.y;") == NULL,
	 "lane: not %tid.y");
  CHECK (ptx_lane_dependent ("mov.u32 %0, %clock;") == NULL,
	 "lane: not %clock");
  CHECK (ptx_lane_dependent ("mov.u32 %0, %lanemask_xy;") == NULL,
	 "lane: not a register that is not");
  CHECK_STR (ptx_lane_dependent ("bar.warp.sync -1;"), "bar.warp",
	     "lane: bar.warp.sync");
  CHECK (ptx_lane_dependent ("bar.sync 0;") == NULL, "lane: not bar.sync");
  CHECK (ptx_lane_dependent ("wgmma.fence.sync.aligned;") == NULL,
	 "lane: not wgmma");
  CHECK_STR (ptx_lane_dependent ("{ .reg .b32 t; add.u32 t, %1, 1; "
				 "mma.sync.aligned.m16n8k16.row.col.f32.f16"
				 ".f16.f32 {%0}, {%1}, {%2}, {%0}; }"),
	     "mma", "lane: mma after add");
  CHECK_STR (ptx_needs_warp ("bar.warp.sync -1;"), "bar",
	     "warp: bar.warp.sync is a bar");
  CHECK_STR (ptx_needs_warp ("barrier.sync 0;"), "barrier",
	     "warp: barrier");
  CHECK (ptx_needs_warp ("setp.eq.u32 p, %1, 0;") == NULL,
	 "warp: not setp");
  CHECK_STR (ptx_warp_collective ("activemask.b32 %0;"), "activemask",
	     "collective: activemask");
  CHECK (ptx_warp_collective ("elect.sync %0|p, -1;") == NULL,
	 "collective: not elect");
  CHECK_STR (missing ("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32"
		      ".and.popc {%0, %1}, {%2}, {%3}, {%0, %1};", SM80),
	     "mma", "mma of b1 with .and.popc needs PTX 7.1");
  CHECK_STR (missing ("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32"
		      ".and.popc {%0, %1}, {%2}, {%3}, {%0, %1};", 80,
		      PTX_VERSION (7, 1)), "", "and.popc with PTX 7.1");
  CHECK_STR (missing ("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32"
		      ".xor.popc {%0, %1}, {%2}, {%3}, {%0, %1};", SM80),
	     "", "mma of b1 with .xor.popc is PTX 7.0's");
  CHECK (ptx_text_version ("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1"
			   ".s32.and.popc {%0, %1, %2, %3}, {%4, %5, %6, "
			   "%7}, {%8, %9}, {%0, %1, %2, %3};")
	 == PTX_VERSION (7, 1), "and.popc: the as step's version 7.1");
  CHECK_STR (missing ("cvt.rn.bf16.s32 %0, %1;", SM80), "cvt",
	     "cvt of bf16 from an integer needs sm_90");
  CHECK_STR (missing ("cvt.rzi.s64.bf16 %0, %1;", SM80), "cvt",
	     "cvt of bf16 to an integer needs sm_90");
  CHECK_STR (missing ("cvt.rn.bf16.f32 %0, %1;", SM80), "",
	     "cvt of bf16 from f32 is sm_80's");
  CHECK_STR (missing ("cvt.rn.bf16x2.f32 %0, %1, %2;", SM80), "",
	     "cvt of bf16x2 from f32 is sm_80's");
  CHECK_STR (missing ("cvt.rn.f16.s32 %0, %1;", SM80), "", "cvt of f16");
  CHECK_STR (missing ("add.rn.bf16x2 %0, %1, %2;", SM80), "add",
	     "add.bf16x2 needs sm_90");
  CHECK_STR (missing ("fma.rn.bf16 %0, %1, %2, %3;", SM80), "",
	     "fma.bf16 is sm_80's");
  CHECK_STR (missing ("atom.global.add.noftz.bf16 %0, [%1], %2;", SM80), "",
	     "atom.add of bf16 is not add");
  CHECK_STR (missing ("setp.eq.bf16 p, %1, %2;", SM80), "setp",
	     "setp.bf16 needs sm_90");
  CHECK_STR (missing ("set.eq.u32.bf16x2 %0, %1, %2;", SM90A), "",
	     "set.bf16x2 on sm_90a");
  CHECK_STR (missing ("min.bf16 %0, %1, %2; mul.f32 %0, %0, %0;", SM80), "",
	     "min.bf16 and mul.f32 are sm_80's");
  CHECK_STR (missing ("elect.sync %0|p, 0xffffffff;", SM90A), "",
	     "elect.sync on sm_90a");
  CHECK_STR (missing ("elect.sync %0|p, -1;", 90, PTX_VERSION (7, 8)),
	     "elect.sync", "elect.sync needs PTX 8.0");
  CHECK_STR (missing ("mov.u32 %0, %%cluster_nctarank;", SM80),
	     "%cluster_nctarank",
	     "%%cluster_nctarank");
  CHECK_STR (missing ("mov.u32 %0, %cluster_ctarank;", SM80),
	     "%cluster_ctarank",
	     "%cluster_ctarank in nvcc's one-% form");
  CHECK_STR (missing ("mov.u32 %0, %%clusterid.x;", SM80), "%clusterid.x",
	     "%clusterid.x");
  CHECK_STR (missing ("mov.u32 %0, %%nclusterid.x;", SM80),
	     "%nclusterid.x",
	     "%nclusterid.x");
  CHECK_STR (missing ("mov.u32 %0, %%cluster_nctarank;", SM90A), "",
	     "cluster register on sm_90a");
  CHECK_STR (missing ("{ .reg .pred p; wgmma.fence.sync.aligned; }", SM80),
	     "wgmma.", "wgmma in a block");
  CHECK_STR (missing ("wgmma.fence.sync.aligned;", 100, PTX_VERSION (8, 6)),
	     "", "wgmma on sm_100a: left to ptxas");
  CHECK_STR (missing ("@p bra L; L: mbarrier.try_wait.parity.shared::cta.b64 "
		      "p, [%1], 0;", SM80), "mbarrier.try_wait",
	     "after a guard and a label");
  CHECK_STR (missing ("W%=:\n\tmbarrier.try_wait.parity.b64 p, [%1], 0;",
		      SM80), "mbarrier.try_wait", "after a %= label");
  CHECK_STR (missing ("cp.async.bulk.shared::cluster.global.mbarrier::"
		      "complete_tx::bytes [%0], [%1], 256, [%2];", SM80),
	     "cp.async.bulk", "cp.async.bulk with ::");
  CHECK_STR (missing ("@!p setmaxnreg.inc.sync.aligned.u32 240;", SM80),
	     "setmaxnreg", "setmaxnreg after @!p");
  CHECK_STR (missing ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta"
		      ".b32 [%0], 32;", SM90A), "tcgen05.",
	     "tcgen05 on sm_90a");
  CHECK_STR (missing ("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};",
		      90, PTX_VERSION (7, 8)), "", "stmatrix on sm_90, 7.8");

  /* No false positives.  */
  CHECK_STR (missing ("// elect.sync and wgmma.fence here\n\tadd.s32 %0, "
		      "%1, %2;", SM80), "", "names in // comments");
  CHECK_STR (missing ("/* %cluster_nctarank */ add.s32 %0, %1, %2;", SM80),
	     "", "names in /* */ comments");
  CHECK_STR (missing ("mov.b64 {mapa, stmatrix}, %0;", SM80), "",
	     "register names in a vector operand");
  CHECK_STR (missing ("add.s32 mapa, mapa, 1;", SM80), "",
	     "a register named like an opcode");
  CHECK_STR (missing ("call elect_sync_helper;", SM80), "",
	     "a function name that starts like a feature");
  CHECK_STR (missing ("mbarrier.arrive.shared.b64 st, [%0];", SM80), "",
	     "mbarrier.arrive is sm_80");
  CHECK_STR (missing ("redux.sync.add.u32 %0, %1, -1;", SM80), "",
	     "integer redux.sync is sm_80");
  CHECK_STR (missing ("cp.async.ca.shared.global [%0], [%1], 16;", SM80), "",
	     "cp.async (sm_80) is not cp.async.bulk");
  CHECK_STR (missing ("mapax.u32 %0, %1;", SM80), "",
	     "an opcode that only starts like a feature");
  CHECK_STR (missing ("", SM80), "", "empty template");

  CHECK (ptx_feature_missing ("add.s32 %0, %0, 1; elect.sync %0|p, -1;",
			      SM80, &off) && off == 19,
	 "offset of the feature");

  /* Instructions that the lanes of a warp run together.  */
#define WARP(t) (ptx_needs_warp (t) ? ptx_needs_warp (t) : "")
  CHECK_STR (WARP ("shfl.sync.idx.b32 %0, %1, 0, 0x1f, -1;"), "shfl",
	     "shfl.sync needs the warp");
  CHECK_STR (WARP ("{ .reg .pred p; setp.ne.u32 p, %1, 0; "
		   "vote.sync.ballot.b32 %0, p, -1; }"), "vote",
	     "vote.sync after other instructions, in braces");
  CHECK_STR (WARP ("@p bar.sync 0;"), "bar", "a guarded CTA barrier");
  CHECK_STR (WARP ("barrier.sync.aligned 1, 64;"), "barrier", "barrier");
  CHECK_STR (WARP ("bar.warp.sync -1;"), "bar", "bar.warp.sync");
  CHECK_STR (WARP ("activemask.b32 %0;"), "activemask",
	     "activemask names every lane that runs it");
#define COLL(t) (ptx_warp_collective (t) ? ptx_warp_collective (t) : "")
  CHECK_STR (COLL ("{ .reg .pred p; setp.ne.u32 p, %1, 0; "
		   "vote.sync.ballot.b32 %0, p, -1; }"), "vote",
	     "collective: a ballot");
  CHECK_STR (COLL ("redux.sync.add.u32 %0, %1, -1;"), "redux",
	     "collective: redux");
  CHECK_STR (COLL ("bar.warp.sync -1;"), "", "not collective: bar.warp.sync");
  CHECK_STR (COLL ("bar.sync 0;"), "", "not collective: a CTA barrier");
  CHECK_STR (COLL ("mov.u32 %0, %%laneid;"), "", "not collective: a mov");
  CHECK_STR (WARP ("wgmma.fence.sync.aligned;"), "wgmma", "wgmma");
  CHECK_STR (WARP ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
		   "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"),
	     "mma", "mma");
  CHECK_STR (WARP ("L1: exit;"), "exit", "exit after a label");
  CHECK_STR (WARP ("atom.global.add.u32 %0, [%1], 1;"), "",
	     "an atomic is one lane's");
  CHECK_STR (WARP ("st.global.u32 [%0], %1; membar.gl;"), "",
	     "a store and a fence are one lane's");
  CHECK_STR (WARP ("mov.u32 %0, %laneid; // shfl.sync here\n"), "",
	     "names in comments and registers do not count");
  CHECK_STR (WARP ("add.u32 bar, bar, 1;"), "", "a register named bar");
  CHECK_STR (WARP ("barrierx.u32 %0;"), "", "an opcode that only starts "
	     "like one");

  /* Texts that give every lane of a warp the same outputs.  */
  /* The version a whole text needs, whatever the target.  */
  CHECK (ptx_text_version ("add.s32 %r1, %r2, %r3;") == 0, "version: none");
  CHECK (ptx_text_version (".reg .b128 %q;\nmov.b128 %q, {%a, %b};")
	 == PTX_VERSION (8, 3), "version: .b128 needs 8.3");
  CHECK (ptx_text_version ("elect.sync %r1|%p, -1;\nst.async.b32 [%r1], %r2;")
	 == PTX_VERSION (8, 1), "version: the highest feature, st.async 8.1");
  CHECK (ptx_text_version ("mov.u32 %r1, %clusterid.x;")
	 == PTX_VERSION (7, 8), "version: a special register");
  CHECK (ptx_text_version ("// wgmma.fence in a comment\nret;") == 0,
	 "version: comments do not count");
  CHECK (ptx_text_version ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r1], 32;\n"
			   ".reg .b128 %x;") == PTX_VERSION (8, 6),
	 "version: tcgen05 8.6 over .b128's 8.3");

  CHECK (ptx_replayable ("{\n\t.reg .b32 t;\n\t"
			 "shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			 "add.u32 %0, %0, t;\n\t}"),
	 "replayable: a shuffle and an add");
  CHECK (ptx_replayable ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
			 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"),
	 "replayable: mma");
  CHECK (ptx_replayable ("mov.u32 %0, %%laneid;"), "replayable: %laneid");
  CHECK (!ptx_replayable ("shfl.sync.idx.b32 %0, %1, 0, 31, -1;\n\t"
			  "st.global.u32 [%2], %0;"),
	 "not replayable: a store beside a shuffle");
  CHECK (!ptx_replayable ("ld.shared.u32 %0, [%1]; vote.sync.ballot.b32 %0, p, -1;"),
	 "not replayable: a load");
  CHECK (!ptx_replayable ("atom.global.add.u32 %0, [%1], 1;"),
	 "not replayable: an atomic");
  CHECK (!ptx_replayable ("bar.sync 0;"), "not replayable: a CTA barrier");
  CHECK (!ptx_replayable ("frobnicate.u32 %0;"), "not replayable: unknown");
  CHECK (!ptx_replayable ("L: shfl.sync.down.b32 t, %0, 1, 0x1f, -1;\n\t"
			  "setp.gt.u32 q, t, %0;\n\t@q mov.u32 %0, t;\n\t"
			  "vote.sync.any.pred p, q, -1;\n\t@p bra L;"),
	 "not replayable: a loop on a vote");
  CHECK (ptx_replayable ("{ .reg .pred p; setp.eq.u32 p, %1, 0; @p bra.uni D%=;"
			 " add.u32 %0, %0, 1; D%=: }"),
	 "replayable: a branch without a warp instruction");
  CHECK (ptx_lane_waits ("mbarrier.try_wait.parity.shared::cta.b64 q, [%1], 0;")
	 && !strcmp (ptx_lane_waits ("mbarrier.try_wait.parity.b64 q, [%1], 0;"),
		     "mbarrier.try_wait"), "waits: mbarrier.try_wait");
  CHECK (ptx_lane_waits ("mbarrier.test_wait.shared.b64 p, [%0], %1;"),
	 "waits: mbarrier.test_wait");
  CHECK (!ptx_lane_waits ("mbarrier.arrive.shared.b64 %0, [%1];"),
	 "waits: not mbarrier.arrive");
  CHECK (ptx_warp_uniform ("add.s32 %0, %1, %2;"), "uniform: add");
  CHECK (ptx_warp_uniform ("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %1, %2;\n\t"
		   "@p bra L%=;\n\tmov.b32 %0, 1;\nL%=:\n\t}"),
	 "uniform: braces, .reg, a guard, a branch and a label");
  CHECK (ptx_warp_uniform ("cvt.rn.f16.f32 %0, %1; fma.rn.f32 %%1, %%2, %%3, %%4;"),
	 "uniform: cvt, fma, %% operands");
  CHECK (ptx_warp_uniform (""), "uniform: empty");
  CHECK (ptx_warp_uniform ("// st.global.u32 [%0], %1;\n"), "uniform: comment only");
  CHECK (ptx_warp_uniform ("st.global.u32 [%0], %1;"), "uniform: st.global");
  CHECK (ptx_warp_uniform ("ld.global.u32 %0, [%1];"), "uniform: ld.global");
  CHECK (ptx_warp_uniform ("ld.global.nc.L1::no_allocate.v4.f32 {%0, %1, %2, %3}, [%4];"),
	 "uniform: ld.global.nc with a cache hint and a vector");
  CHECK (ptx_warp_uniform ("ldu.global.u64 %0, [%1];"), "uniform: ldu");
  CHECK (ptx_warp_uniform ("ld.volatile.shared::cta.u32 %0, [%1];"),
	 "uniform: volatile ld.shared::cta");
  CHECK (ptx_warp_uniform ("ld.acquire.gpu.global.u32 %0, [%1];"),
	 "uniform: ld.acquire");
  CHECK (ptx_warp_uniform ("ld.const.f32 %0, [%1];"), "uniform: ld.const");
  CHECK (ptx_warp_uniform ("prefetch.global.L2::evict_last [%0];"),
	 "uniform: prefetch");
  CHECK (ptx_warp_uniform ("cvta.to.global.u64 %0, %1; isspacep.shared %2, %1;"),
	 "uniform: cvta, isspacep");
  CHECK (ptx_warp_uniform ("mov.u32 %0, %tid.y; mov.u32 %1, %ctaid.x; "
			   "mov.u32 %2, %smid; mov.u32 %3, %%nctaid.y;"),
	 "uniform: the warp's special registers");
  CHECK (!ptx_warp_uniform ("ld.u32 %0, [%1];"), "not uniform: generic ld");
  CHECK (!ptx_warp_uniform ("ld.local.u32 %0, [%1];"), "not uniform: ld.local");
  CHECK (!ptx_warp_uniform ("ld.param.u32 %0, [%1];"), "not uniform: ld.param");
  CHECK (!ptx_warp_uniform ("ld.mmio.relaxed.sys.global.u32 %0, [%1];"),
	 "not uniform: ld.mmio");
  CHECK (ptx_warp_uniform ("ld.global.u32 %0, [%1]; st.global.u32 [%1], %0;"),
	 "uniform: a load and a store");
  CHECK (ptx_warp_uniform ("st.u32 [%0], %1; st.volatile.shared.v2.u32 [%2], {%1, %1};"),
	 "uniform: generic and shared stores");
  CHECK (ptx_warp_uniform ("st.release.gpu.global.u32 [%0], %1;"),
	 "uniform: st.release");
  CHECK (!ptx_warp_uniform ("st.local.u32 [%0], %1;"), "not uniform: st.local");
  CHECK (!ptx_warp_uniform ("st.param.b32 [%0], %1;"), "not uniform: st.param");
  CHECK (!ptx_warp_uniform ("st.mmio.relaxed.sys.global.u32 [%0], %1;"),
	 "not uniform: st.mmio");
  CHECK (!ptx_warp_uniform ("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];"),
	 "not uniform: st.async");
  CHECK (!ptx_warp_uniform ("red.global.add.u32 [%0], 1;"), "not uniform: red");
  CHECK (!ptx_warp_uniform ("mov.u32 %0, %tid.x;"), "not uniform: %tid.x");
  CHECK (!ptx_warp_uniform ("mov.u32 %0, %tid;"), "not uniform: %tid");
  CHECK (!ptx_warp_uniform ("mov.u32 %0, %lanemask_lt;"),
	 "not uniform: %lanemask_lt");
  CHECK (!ptx_warp_uniform ("ldx.global.u32 %0, [%1];"),
	 "not uniform: an opcode that only starts like ld");
  CHECK (!ptx_warp_uniform ("add.s32 %0, %1, 1; atom.add.u32 %0, [%1], 1;"),
	 "not uniform: atom after add");
  CHECK (!ptx_warp_uniform ("mov.u32 %0, %laneid;"), "not uniform: %laneid");
  CHECK (!ptx_warp_uniform ("mov.u64 %0, %%clock64;"), "not uniform: %%clock64");
  CHECK (!ptx_warp_uniform ("membar.gl;"), "not uniform: membar");
  CHECK (!ptx_warp_uniform ("call f, (%0);"), "not uniform: call");
  CHECK (!ptx_warp_uniform ("addx.u32 %0, %1, %2;"), "not uniform: unknown opcode");

  /* Texts that name only their own registers.  */
  CHECK (ptx_self_contained ("atom.add.u32 _, [%0], 1;"),
	 "self-contained: operands and the sink");
  CHECK (ptx_self_contained ("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %1, %2;"
			     "\n\t@p bra L%=;\n\tmov.b32 %0, 1;\nL%=:\n\t}"),
	 "self-contained: a declared predicate, a guard, a label");
  CHECK (ptx_self_contained ("{ .reg .b32 r<4>; mov.b32 r3, %0; }"),
	 "self-contained: a register range");
  CHECK (ptx_self_contained ("{ .shared .align 8 .b64 bar%=[4]; .reg .u32 a;"
			     " mov.u32 a, bar%=; st.shared.u32 [a+8], %0; }"),
	 "self-contained: a shared array of the text");
  CHECK (ptx_self_contained ("{ .reg .pred %p; setp.ne.u32 %p, %0, 0; "
			     "@%p st.global.u32 [%1], 0; }"),
	 "self-contained: a %-named register of the text");
  CHECK (ptx_self_contained ("mov.u32 %0, %laneid; mov.u64 %1, %%clock64;"),
	 "self-contained: special registers");
  CHECK (ptx_self_contained ("st.global.v2.u32 [%0+8], {%1, %2};"),
	 "self-contained: offsets and vectors");
  CHECK (!ptx_self_contained ("ld.global.u32 t, [%0];"),
	 "not self-contained: a register of another statement");
  CHECK (!ptx_self_contained ("@p atom.add.u32 _, [%0], 1;"),
	 "not self-contained: a guard of another statement");
  CHECK (!ptx_self_contained ("mov.b32 %0, %myreg;"),
	 "not self-contained: a %-named register of another statement");
  CHECK (!ptx_self_contained ("st.global.u32 [counter], %0;"),
	 "not self-contained: a global symbol");
  CHECK (!ptx_self_contained ("bra outside;"),
	 "not self-contained: a label elsewhere");
  /* Texts that only the PTX assembler takes.  */
  {
    size_t n = 0;
    const char *w = ptx_host_rejects ("bfind.u32 %0, %1;", &n);
    CHECK (w && n == 9 && strncmp (w, "bfind.u32", n) == 0,
	   "host rejects: bfind.u32");
    w = ptx_host_rejects ("{ .reg .pred p; setp.ne.u32 p, %1, 0; }", &n);
    CHECK (w && n == 4, "host rejects: a .reg declaration first");
    w = ptx_host_rejects ("@p ld.global.nc.f32 %0, [%1];", &n);
    CHECK (w && strncmp (w, "ld.global.nc.f32", n) == 0,
	   "host rejects: a guarded load");
  }
  CHECK (!ptx_host_rejects ("mov.s %%eax, %%ebx", NULL),
	 "host takes: x86's mov.s");
  CHECK (!ptx_host_rejects ("movl %1, %0\n\taddl $1, %0", NULL),
	 "host takes: x86 instructions");
  CHECK (!ptx_host_rejects (".byte 0x0f, 0x0b", NULL),
	 "host takes: a directive");
  CHECK (!ptx_host_rejects ("b.eq 1f", NULL),
	 "host takes: AArch64's b.eq");
  CHECK (!ptx_host_rejects ("", NULL), "host takes: empty");
  CHECK (!ptx_host_rejects ("// bfind.u32 %0, %1;", NULL),
	 "host takes: a comment");
  UNIT_DONE ();
}
