/* x86 asm in a host-only function ("nop", an "=a" output, an "m" input)
   links next to a target region with inline PTX; none of it reaches the
   PTX.  */
/* { dg-do link } */

static int
host_only (int x)
{
  int r;
  asm volatile ("nop");
  asm ("movl %1, %0" : "=a" (r) : "m" (x));
  return r;
}

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return host_only (i) != 7;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm} } } */
/* { dg-final { scan-ptx-not {\mnop\M} } } */
/* { dg-final { scan-ptx-not {movl} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
