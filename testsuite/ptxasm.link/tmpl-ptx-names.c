/* '%' and a letter not followed by a digit is passed through verbatim:
   nvcc's way of writing PTX names with one '%' (%clock, %laneid, %tid.x,
   a predicate %p, and even %r alone); "%%" is a '%' too.  Every lane runs
   the statements as written (lanes=all): no execution-model wrapper
   (lanes-*.c test that).  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-lanes=all" } */

int
main (void)
{
  unsigned c = 0, l = 0, t = 0, t2 = 0;
  int i = 0, j = 5;
#pragma omp target map(from: c, l, t, t2, i) map(to: j)
  {
    asm volatile ("mov.u32 %0, %clock;" : "=r" (c));
    asm volatile ("mov.u32 %0, %laneid;" : "=r" (l));
    asm volatile ("mov.u32 %0, %tid.x;" : "=r" (t));
    asm volatile ("mov.u32 %0, %%tid.y;" : "=r" (t2));
    asm volatile ("{ .reg .pred %p; setp.ne.s32 %p, %1, 0; selp.s32 %0, 1, 0, %p; } // %r %rx" : "=r" (i) : "r" (j));
  }
  return 0;
}

/* { dg-final { scan-ptx {mov\.u32 %ptxasm[0-9]+_0, %clock;} } } */
/* { dg-final { scan-ptx {mov\.u32 %ptxasm[0-9]+_0, %laneid;} } } */
/* { dg-final { scan-ptx {mov\.u32 %ptxasm[0-9]+_0, %tid\.x;} } } */
/* { dg-final { scan-ptx {mov\.u32 %ptxasm[0-9]+_0, %tid\.y;} } } */
/* { dg-final { scan-ptx {\{ \.reg \.pred %p; setp\.ne\.s32 %p, %ptxasm([0-9]+)_1, 0; selp\.s32 %ptxasm\1_0, 1, 0, %p; \} // %r %rx} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
