/* nvcc's barrier idiom with its own letters, which stock GCC's nvptx
   does not know: the statement is nvcc's, and builds as nvcc builds it.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  float x = 1;
  double d = 2;
  long l = 3;
  short h = 4;
#pragma omp target map(tofrom: x, d, l, h)
  {
    asm volatile ("" : "+f" (x));
    asm volatile ("" : "+d" (d));
    asm volatile ("" : "+l" (l));
    asm volatile ("" : "+h" (h));
    asm volatile ("" : : "f" (x), "l" (&l) : "memory");
  }
  return x != 1 || d != 2 || l != 3 || h != 4;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
