/* nvcc: an asm operand may specify only one constraint letter.  */
/* { dg-do compile } */

void
f (int i, int j, int k)
{
#pragma omp target map(tofrom: i, j, k)
  {
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "rf" (j), "r" (k)); /* { dg-error "only one constraint letter" } */
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "rr" (j), "r" (k)); /* { dg-error "only one constraint letter" } */
    asm ("add.s32 %0, %1, %2;" : "=r,r" (i) : "r,r" (j), "r,r" (k)); /* { dg-error "only one constraint letter" } */
    asm ("add.s32 %0, %1, %2;" : "=rf" (i) : "r" (j), "r" (k)); /* { dg-error "only one constraint letter" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
