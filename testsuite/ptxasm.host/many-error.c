/* With host-fallback=error, the pieces of a split statement give one
   error, at the statement.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=error" } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

int
main (void)
{
  int i = 0, j = 3;
#pragma omp target map(from: i) map(to: j)
  asm ("add.s32 %0, %1, %40;" : "=r" (i) : R16 (j), R16 (j), R4 (j), R4 (j)); /* { dg-error "inline PTX assembly in the host fallback" } */
  return i != 6;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
