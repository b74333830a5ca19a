/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* hello-ptx.c -- inline PTX in an OpenMP target region, built with
   ptxasm:

     gcc -O2 -fopenmp -foffload=nvptx-none \
         -fplugin=plugin/ptxasm.so examples/hello-ptx.c -o hello-ptx

   On a machine with an NVIDIA GPU the loop runs there, through the PTX.
   Without one, OpenMP runs the region on the host; the branch on
   omp_is_initial_device () gives the host its own code, so the program
   works either way.  */

#include <omp.h>
#include <stdio.h>

#define N 1024

/* y = a * x + y, one element, in PTX: "f" operands are .f32 registers.  */
#pragma omp declare target
static float
saxpy1 (float a, float x, float y)
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
  static float x[N], y[N];
  int on_host = 1, lanes = 0;

  for (int i = 0; i < N; i++)
    {
      x[i] = (float) i;
      y[i] = 1.0f;
    }

#pragma omp target teams distribute parallel for map(tofrom: y) map(to: x)
  for (int i = 0; i < N; i++)
    y[i] = saxpy1 (2.0f, x[i], y[i]);

#pragma omp target map(from: on_host, lanes)
  {
    on_host = omp_is_initial_device ();
    if (on_host)
      lanes = 1;
    else
      /* WARP_SZ is a PTX constant: 32 on NVIDIA GPUs.  */
      asm volatile ("mov.u32 %0, WARP_SZ;" : "=r" (lanes));
  }

  for (int i = 0; i < N; i++)
    if (y[i] != 2.0f * i + 1.0f)
      {
	printf ("hello-ptx: wrong result at %d: %g\n", i, y[i]);
	return 1;
      }
  printf ("hello-ptx: saxpy of %d elements correct, run on the %s "
	  "(warp size %d)\n", N, on_host ? "host (no GPU found)" : "GPU", lanes);
  return 0;
}
