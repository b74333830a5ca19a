/* "%n1": GCC's operand modifiers do not exist in nvcc's dialect (nvcc:
   "Asm operand modifier not supported").  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %n1;" : "=r" (i) : "r" (j)); /* { dg-error "modifier not supported at .%n1." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
