/* OpenACC compute regions with inline PTX: a "parallel loop" whose body
   computes fma.rn.f32 and mul.hi.u32 per element, a "kernels" region
   with an explicitly partitioned gang/vector loop, and an atomic
   increment in a vector loop, which must happen exactly once per
   iteration (each iteration runs on one lane).  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>

#define N 4096

int
main (void)
{
  static float x[N], y[N], z[N];
  static unsigned u[N], hi[N], mix[N];
  unsigned counter = 0;
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      x[i] = (float) (i % 64) * 0.5f;
      y[i] = (float) (i / 64) - 16.0f;
      u[i] = (unsigned) i * 2654435761u;
    }

#pragma acc parallel loop copyin(x, y, u) copyout(z, hi)
  for (int i = 0; i < N; i++)
    {
      asm ("fma.rn.f32 %0, %1, %2, %3;" : "=f" (z[i]) : "f" (x[i]), "f" (y[i]), "f" (1.0f));
      asm ("mul.hi.u32 %0, %1, %2;" : "=r" (hi[i]) : "r" (u[i]), "r" (u[i]));
    }

#pragma acc kernels copyin(u) copyout(mix)
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; i++)
      asm ("xor.b32 %0, %1, %2;" : "=r" (mix[i]) : "r" (u[i]), "r" ((unsigned) i));
  }

#pragma acc parallel num_gangs(8) vector_length(128) copy(counter)
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; i++)
      {
	unsigned old;
	asm volatile ("atom.add.u32 %0, [%1], 1;"
		      : "=r" (old) : "l" (&counter) : "memory");
      }
  }

  for (int i = 0; i < N; i++)
    {
      unsigned long long p = (unsigned long long) u[i] * u[i];
      if (z[i] != x[i] * y[i] + 1.0f || hi[i] != (unsigned) (p >> 32)
	  || mix[i] != (u[i] ^ (unsigned) i))
	{
	  printf ("acc-parallel: %d: fma %g (want %g) mul.hi %#x (want %#x) "
		  "xor %#x\n", i, z[i], x[i] * y[i] + 1.0f, hi[i],
		  (unsigned) (p >> 32), mix[i]);
	  if (++errors > 10)
	    break;
	}
    }
  if (counter != N)
    {
      printf ("acc-parallel: atomic counter %u, want %d\n", counter, N);
      errors++;
    }
  if (errors)
    return 1;
  puts ("acc-parallel: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
