/* Outside simd code (lanes=one, the default) a statement runs on GCC's
   master lane only, the lane whose number equals its number ANDed with
   __nvptx_uni[%tid.y], and its outputs are broadcast from that lane
   after the copies out of the shims.  Outside simd regions
   (__nvptx_uni[%tid.y] == 0) the master is lane 0, whose value the
   other lanes then read; inside, every lane is its own master.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a, out;

int
main (void)
{
#pragma omp target map(tofrom: a, out)
  {
    unsigned o;
    asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (o) : "l" (&a)
		  : "memory");
    out = o;
  }
  return 0;
}

/* __nvptx_uni[%tid.y] and whether the lane is the master, read once at
   the function's entry.  */
/* { dg-final { scan-ptx {mov\.u64 %ptxasm_uni_u, __nvptx_uni;\s*add\.u64 %ptxasm_uni_a, %ptxasm_uni_a, %ptxasm_uni_u;\s*ld\.shared\.u32 (%r[0-9]+), \[%ptxasm_uni_a\];\s*mov\.u32 %ptxasm_uni_t, %laneid;\s*and\.b32 (%r[0-9]+), \1, %ptxasm_uni_t;\s*setp\.eq\.u32 %ptxasm_uni_p, \2, %ptxasm_uni_t;\s*selp\.u32 \2, 1, 0, %ptxasm_uni_p;} } } */
/* A statement of one instruction: the master flag guards it, as GCC
   guards its own atomics; no branch.  */
/* { dg-final { scan-ptx {\.reg \.pred (%ptxasm[0-9]+)_xp;\s*setp\.ne\.u32 \1_xp, %r[0-9]+, 0;} } } */
/* { dg-final { scan-ptx-not {bra \$Lptxasm} } } */
/* The copies and the text stay together; then, outside simd regions, the
   output register gets lane 0's value.  No lane left the others: no
   bar.warp.sync, as after GCC's own atomics.  */
/* { dg-final { scan-ptx-not {bar\.warp\.sync} } } */
/* The output's shim register is set before the guarded instruction
   writes it, so that its value is not live from the function's entry
   in the other lanes.  */
/* { dg-final { scan-ptx {mov\.b64 (%ptxasm[0-9]+)_1, %r[0-9]+;\s*mov\.b32 \1_0, 0;\s*@\1_xp atom\.add\.u32 \1_0, \[\1_1\], 1;\s*mov\.b32 (%r[0-9]+), \1_0;\s*setp\.eq\.u32 \1_xz, %r[0-9]+, 0;\s*mov\.b32 \1_xw, \2;\s*@\1_xz shfl\.sync\.idx\.b32 \1_xw, \1_xw, 0, 31, -1;\s*mov\.b32 \2, \1_xw;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
