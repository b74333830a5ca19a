/* An asm statement in a loop, unrolled or inlined into several copies at
   -O2: each copy's registers must be distinct, or ptxas rejects the
   duplicate declarations.  */
/* { dg-do link } */
/* { dg-options "-O2 -funroll-loops" } */

static inline int
add_one (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1;" : "=r" (r) : "r" (x));
  return r;
}

int
main (void)
{
  int a[8] = { 0 };
#pragma omp target map(tofrom: a)
  {
    for (int k = 0; k < 8; k++)
      a[k] = add_one (a[k]);
    a[0] = add_one (add_one (a[0]));
  }
  return a[0] != 3;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
