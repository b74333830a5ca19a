/* The host fallback of an asm with a "memory" clobber keeps it a compiler
   barrier: the load of *FLAG after it is done again in every iteration,
   not hoisted out of the loop (x86-64's first argument register).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#pragma omp declare target
int
reload (const int *flag, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned t;
      asm volatile ("add.u32 %0, %1, 1;" : "=r" (t) : "r" (i) : "memory");
      s += *flag;
    }
  return s;
}
#pragma omp end declare target

int
main (void)
{
  int f = 2, r = 0;
#pragma omp target map(to: f) map(from: r)
  r = reload (&f, 5);
  return r != 10;
}

/* The load between the loop's label and its backward branch.  */
/* { dg-final { scan-host-asm {\n(\.L[0-9]+):\n[^.]*?\(%rdi\)[^.]*?j[a-z]+\s+\1\M} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
