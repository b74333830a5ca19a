/* The documented host alternative: branch on omp_is_initial_device ()
   around the asm, in a target region and in a "declare target"
   function.  With OMP_TARGET_OFFLOAD=disabled the host branch runs and
   the results are right; at -O0, where nothing is folded by the
   optimizers.  */
/* { dg-do run } */

#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static float
axpy (float a, float x, float y)
{
  float r;
  if (omp_is_initial_device ())
    r = a * x + y;
  else
    asm ("fma.rn.f32 %0, %1, %2, %3;" : "=f" (r) : "f" (a), "f" (x), "f" (y));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  int i = 0, j = 3, k = 4, host = -1;
  float y[16];

  for (int n = 0; n < 16; n++)
    y[n] = (float) n;

#pragma omp target map(from: i, host) map(to: j, k)
  {
    host = omp_is_initial_device ();
    if (omp_is_initial_device ())
      i = j + k;
    else
      asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  }

#pragma omp target teams distribute parallel for map(tofrom: y)
  for (int n = 0; n < 16; n++)
    y[n] = axpy (2.0f, (float) n, y[n]);

  if (host != 1 || i != 7)
    {
      printf ("guarded-O0: host %d, i %d (want 1, 7)\n", host, i);
      return 1;
    }
  for (int n = 0; n < 16; n++)
    if (y[n] != 3.0f * n)
      {
	printf ("guarded-O0: y[%d] = %g, want %g\n", n, y[n], 3.0f * n);
	return 1;
      }
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
