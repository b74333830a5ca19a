/* nvcc rejects "=m": no memory operands in offloaded asm.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("st.u32 %0, %1;" : "=m" (i) : "r" (j)); /* { dg-error "constraint letter .m. is not allowed" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
