/* The host fallback of a volatile asm keeps its promise: the statement is
   not deleted, and the loop around it stays a loop, though nothing reads
   its output.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#pragma omp declare target
int
spin (int n)
{
  unsigned t;
  for (int i = 0; i < n; i++)
    asm volatile ("add.u32 %0, %1, 1;" : "=r" (t) : "r" (i));
  return 0;
}
#pragma omp end declare target

int
main (void)
{
  int r = 1;
#pragma omp target map(from: r)
  r = spin (1000);
  return r;
}

/* A backward branch to a label: the loop.  */
/* { dg-final { scan-host-asm {\n(\.L[0-9]+):\n[^.]*?j[a-z]+\s+\1\M} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
