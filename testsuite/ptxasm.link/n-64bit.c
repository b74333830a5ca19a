/* A 64-bit "n" constant is printed in full.  */
/* { dg-do link } */

int
main (void)
{
  long long x = 0;
#pragma omp target map(from: x)
  asm ("mov.b64 %0, %1;" : "=l" (x) : "n" (5000000000LL));
  return x != 5000000000LL;
}

/* { dg-final { scan-ptx {mov\.b64 %ptxasm[0-9]+_0, 5000000000;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
