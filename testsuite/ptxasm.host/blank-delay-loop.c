/* libgomp's fallback_usleep (testsuite/libgomp.c/usleep.h): a delay loop
   around an empty asm volatile.  It holds no PTX: the host fallback
   keeps it as stock GCC does, loop and all, and the GPU code is stock
   GCC's too.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

int
fallback_usleep (unsigned d)
{
  int i;
  int N = d * 2000;
  for (i = 0; i < N; i++)
    asm volatile ("" : : : "memory");
  return 0;
}
#pragma omp declare target to (fallback_usleep)

int
main (void)
{
  int r = 1;
#pragma omp target map(from: r)
  r = fallback_usleep (10);
  return r;
}

/* A backward branch to a label: the loop.  */
/* { dg-final { scan-host-asm {\n(\.L[0-9]+):\n[^.]*?j[a-z]+\s+\1\M} } } */
/* { dg-final { same-as-stock } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
