/* With -fplugin-arg-ptxasm-host-fallback=error, inline PTX guarded by
   omp_is_initial_device () compiles (the host copy never holds the
   asm) and runs correctly on the host, at -O0.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-ptxasm-host-fallback=error" } */

#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static unsigned
popc (unsigned x)
{
  unsigned r;
  if (omp_is_initial_device ())
    r = (unsigned) __builtin_popcount (x);
  else
    asm ("popc.b32 %0, %1;" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  unsigned r[8];

#pragma omp target teams distribute parallel for map(from: r)
  for (int n = 0; n < 8; n++)
    r[n] = popc (0xffu >> n);

  for (int n = 0; n < 8; n++)
    if (r[n] != 8u - n)
      {
	printf ("guarded-error: popc(%#x) = %u, want %u\n", 0xffu >> n, r[n],
		8u - n);
	return 1;
      }
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
