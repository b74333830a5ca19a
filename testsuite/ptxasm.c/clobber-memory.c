/* The "memory" clobber is accepted in offloaded code.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    int *p = &j;
    asm volatile ("st.u32 [%0], %1;" :: "l" (p), "r" (i) : "memory");
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
