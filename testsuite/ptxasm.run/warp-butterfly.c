/* Butterfly reductions with shfl.sync.bfly across the 32 lanes that run
   an "omp simd" loop's iterations: an integer sum ("r"), a float
   maximum ("f", shuffled as .b32), a double sum ("d", shuffled as two
   32-bit halves), and a broadcast from lane 7 with shfl.sync.idx.
   Every lane must end with the same, exact result.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  int isum[W];
  float fmax[W];
  double dsum[W];
  unsigned bcast[W];
  int errors = 0;

#pragma omp target map(from: isum, fmax, dsum, bcast)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      int s = i * 3 - 40;
      float m = (float) ((i * 7) % 32) - 0.5f;
      double d = i * 0.25;
      unsigned b = 1000u + (unsigned) i;
      for (int x = 16; x >= 1; x >>= 1)
	{
	  asm volatile ("{\n\t"
			".reg .b32 t;\n\t"
			"shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.s32 %0, %0, t;\n\t"
			"}" : "+r" (s) : "r" (x));
	  asm volatile ("{\n\t"
			".reg .f32 t;\n\t"
			"shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			"max.f32 %0, %0, t;\n\t"
			"}" : "+f" (m) : "r" (x));
	  asm volatile ("{\n\t"
			".reg .b32 lo, hi;\n\t"
			".reg .f64 t;\n\t"
			"mov.b64 {lo, hi}, %0;\n\t"
			"shfl.sync.bfly.b32 lo, lo, %1, 0x1f, 0xffffffff;\n\t"
			"shfl.sync.bfly.b32 hi, hi, %1, 0x1f, 0xffffffff;\n\t"
			"mov.b64 t, {lo, hi};\n\t"
			"add.f64 %0, %0, t;\n\t"
			"}" : "+d" (d) : "r" (x));
	}
      asm volatile ("shfl.sync.idx.b32 %0, %0, 7, 0x1f, 0xffffffff;"
		    : "+r" (b));
      isum[i] = s;
      fmax[i] = m;
      dsum[i] = d;
      bcast[i] = b;
    }

  int want_s = 0;
  float want_m = -1.0f;
  double want_d = 0;
  for (int i = 0; i < W; i++)
    {
      float m = (float) ((i * 7) % 32) - 0.5f;
      want_s += i * 3 - 40;
      want_m = m > want_m ? m : want_m;
      want_d += i * 0.25;
    }
  for (int i = 0; i < W; i++)
    if (isum[i] != want_s || fmax[i] != want_m || dsum[i] != want_d
	|| bcast[i] != 1007u)
      {
	printf ("warp-butterfly: lane %d: sum %d (want %d) max %g (want %g) "
		"dsum %g (want %g) bcast %u (want 1007)\n", i, isum[i], want_s,
		fmax[i], want_m, dsum[i], want_d, bcast[i]);
	errors++;
      }
  if (errors)
    return 1;
  puts ("warp-butterfly: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
