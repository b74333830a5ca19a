// A template whose instantiation gives a wrong type for the letter: the
// error is found in the instantiation used by the target region.
/* { dg-do compile } */

template <typename T>
T
mov32 (T j)
{
  T i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (j)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .r." } */
  return i;
}

void
f (long long *p, int *q)
{
#pragma omp target map(tofrom: p[0:1], q[0:1])
  {
    q[0] = mov32 (q[0]);
    p[0] = mov32 (p[0]);
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
