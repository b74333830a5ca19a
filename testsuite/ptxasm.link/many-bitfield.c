/* Bit-field operands of a statement with more than 30 operands: an "="
   and a "+" bit-field, written back into their fields after the last
   piece.  */
/* { dg-do link } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

struct s { unsigned a : 3, b : 20; };

int
main (void)
{
  struct s v = { 1, 2 };
  int x = 5;
#pragma omp target map(tofrom: v) map(to: x)
  asm ("add.u32 %0, %2, %33; add.u32 %1, %1, %3;"
       : "=r" (v.a), "+r" (v.b) : R16 (x), R16 (x));
  return v.a != 2 || v.b != 7;
}

/* { dg-final { scan-ptx {add\.u32 %ptxasm_0, %ptxasm_2, %ptxasm_33; add\.u32 %ptxasm_1, %ptxasm_1, %ptxasm_3;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
