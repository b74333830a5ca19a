/* A statement with an instruction that the lanes of a warp run together
   (shfl.sync) runs on every lane outside simd code: no branch past it;
   its output is still broadcast from the master lane.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-warp=no" } */

unsigned v = 7, out;

int
main (void)
{
#pragma omp target map(tofrom: v, out)
  {
    unsigned o;
    asm volatile ("shfl.sync.idx.b32 %0, %1, 3, 31, -1;" : "=r" (o)
		  : "r" (v));
    out = o;
  }
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.b64 (%ptxasm[0-9]+)_xv, \1_xq, \1_xr;\s*\.reg \.b32 \1_0;} } } */
/* { dg-final { scan-ptx-not {bra \$Lptxasm} } } */
/* { dg-final { scan-ptx {@(%ptxasm[0-9]+)_xz shfl\.sync\.idx\.b32 \1_xw, \1_xw, 0, 31, -1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
