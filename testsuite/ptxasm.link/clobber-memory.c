/* A store through an "l" address with a "memory" clobber links.  */
/* { dg-do link } */

int
main (void)
{
  int v = 0;
#pragma omp target map(tofrom: v)
  {
    int x = 9, *p = &v;
    asm volatile ("st.u32 [%0], %1;" :: "l" (p), "r" (x) : "memory");
  }
  return v != 9;
}

/* { dg-final { scan-ptx {st\.u32 \[%ptxasm([0-9]+)_0\], %ptxasm\1_1;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
