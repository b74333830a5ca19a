/* "n" operands are printed as literals: 42, -1, an enumerator, sizeof.  */
/* { dg-do link } */

enum e { E0 = 7, E1 };

int
main (void)
{
  int a, b, c, d;
#pragma omp target map(from: a, b, c, d)
  {
    asm ("mov.b32 %0, %1; // n=%1" : "=r" (a) : "n" (42));
    asm ("mov.b32 %0, %1; // n=%1" : "=r" (b) : "n" (-1));
    asm ("mov.b32 %0, %1; // n=%1" : "=r" (c) : "n" (E1));
    asm ("mov.b32 %0, %1; // n=%1" : "=r" (d) : "n" (sizeof (short)));
  }
  return a != 42 || b != -1 || c != 8 || d != 2;
}

/* { dg-final { scan-ptx {mov\.b32 %ptxasm[0-9]+_0, 42; // n=42} } } */
/* { dg-final { scan-ptx {mov\.b32 %ptxasm[0-9]+_0, -1; // n=-1} } } */
/* { dg-final { scan-ptx {mov\.b32 %ptxasm[0-9]+_0, 8; // n=8} } } */
/* { dg-final { scan-ptx {mov\.b32 %ptxasm[0-9]+_0, 2; // n=2} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
