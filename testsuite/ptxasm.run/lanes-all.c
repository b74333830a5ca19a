/* -fplugin-arg-ptxasm-lanes=all keeps the earlier execution model:
   outside simd code every lane of the OpenMP thread's warp runs the
   statement, so an atomic happens 32 times per OpenMP thread.  */
/* { dg-do run } */
/* { dg-ptxasm-warp-output "" } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-lanes=all" } */

#include <omp.h>
#include <stdio.h>

int
main (void)
{
  unsigned a = 0, lanes[2] = { 0, 0 };
#pragma omp target parallel num_threads(2) map(tofrom: a, lanes)
  {
    unsigned l;
    asm volatile ("atom.add.u32 _, [%0], 1;" :: "l" (&a) : "memory");
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (l));
    /* GCC's own store, done by lane 0: its lane number.  */
    lanes[omp_get_thread_num ()] = l + 1;
  }
  printf ("lanes-all: a = %u, lanes %u %u\n", a, lanes[0], lanes[1]);
  return !(a == 64 && lanes[0] == 1 && lanes[1] == 1);
}

/* { dg-output "lanes-all: a = 64, lanes 1 1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
