/* "l" takes 8-byte integers and pointers: long long, long, unsigned
   long, a data pointer, a function pointer, an array (decays to a pointer)
   and a function's address.  */
/* { dg-do compile } */

void g (void);

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    long long a = j;
    long b = j;
    unsigned long c;
    int *p = &j;
    void (*fp) (void) = g;
    int arr[2] = { i, j };
    asm ("// %0 %1 %2 %3 %4 %5 %6 %7" : "=l" (a), "=l" (b), "=l" (c) : "l" (p), "l" (fp), "l" (arr), "l" (g), "l" (b));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
