/* Two statements of one function define the same label: ptxas rejects
   the second definition.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile ("L1: add.u32 %0, %0, 1;" : "+r" (i));
    asm volatile ("L1: add.u32 %0, %0, 2;" : "+r" (i)); /* { dg-error "ptxas: Duplicate definition of label 'L1'" } */
  }
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
