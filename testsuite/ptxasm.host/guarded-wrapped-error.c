/* A guarded statement that only the master lane runs outside simd code
   (an atom): its function reads the master lane's mask once at its
   entry, and that read is not PTX of the user's.  Under
   host-fallback=error it is no error; the host runs the guard's other
   branch.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=error" } */

#include <omp.h>
#include <stdio.h>

unsigned a;

int
main (void)
{
  unsigned old = 7;
#pragma omp target map(tofrom: a, old)
  {
    if (omp_is_initial_device ())
      old = a++;
    else
      asm volatile ("atom.global.add.u32 %0, [%1], 1;" : "=r" (old)
		    : "l" (&a) : "memory");
  }
  printf ("guarded: %u %u\n", old, a);
  return old != 0 || a != 1;
}

/* { dg-output "guarded: 0 1" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
