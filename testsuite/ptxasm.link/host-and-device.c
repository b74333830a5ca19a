/* A declare-target function with inline PTX, called from the host and
   from a target region: links; the PTX holds the rewritten statement and
   the host code none of it.  */
/* { dg-do link } */

#pragma omp declare target
int
add1 (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1; // add1" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  int d = 0;
#pragma omp target map(tofrom: d)
  d = add1 (d);
  if (d == 1)
    return 0;
  return add1 (d) == 2;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_1, 1; // add1\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
