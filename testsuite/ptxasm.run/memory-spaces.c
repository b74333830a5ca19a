/* State spaces through "l" addresses: isspacep.global on mapped data,
   cvta.to.global and back (the generic address comes back unchanged),
   ld.global / st.global with a "memory" clobber, ld.global.nc,
   prefetch, and a .local scratch array declared inside braces.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 1024

int
main (void)
{
  static unsigned in[N], out[N];
  static float fin[N], fout[N];
  unsigned long long round[2] = { 0, 0 };
  unsigned isglob = 0, scratch = 0;
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      in[i] = (unsigned) i * 3u + 1u;
      fin[i] = (float) i * 0.5f;
    }

#pragma omp target teams distribute parallel for map(to: in, fin) \
	map(from: out, fout)
  for (int i = 0; i < N; i++)
    {
      unsigned v;
      float f;
      asm volatile ("{\n\t"
		    ".reg .u64 g;\n\t"
		    ".reg .u32 t;\n\t"
		    "cvta.to.global.u64 g, %1;\n\t"
		    "prefetch.global.L2 [g];\n\t"
		    "ld.global.u32 t, [g];\n\t"
		    "add.u32 %0, t, %2;\n\t"
		    "cvta.to.global.u64 g, %3;\n\t"
		    "st.global.u32 [g], %0;\n\t"
		    "}" : "=&r" (v) : "l" (&in[i]), "r" ((unsigned) i), "l" (&out[i])
		    : "memory");
      asm ("{\n\t"
	   ".reg .u64 g;\n\t"
	   "cvta.to.global.u64 g, %1;\n\t"
	   "ld.global.nc.f32 %0, [g];\n\t"
	   "}" : "=f" (f) : "l" (&fin[i]) : "memory");
      fout[i] = f + 1.0f;
      (void) v;
    }

#pragma omp target map(to: in) map(from: round, isglob, scratch)
  {
    unsigned long long g, back;
    asm ("{\n\t"
	 ".reg .pred p;\n\t"
	 "isspacep.global p, %1;\n\t"
	 "selp.u32 %0, 1, 0, p;\n\t"
	 "}" : "=r" (isglob) : "l" (&in[5]));
    asm ("cvta.to.global.u64 %0, %1;" : "=l" (g) : "l" (&in[5]));
    asm ("cvta.global.u64 %0, %1;" : "=l" (back) : "l" (g));
    round[0] = back;
    round[1] = (unsigned long long) &in[5];
    asm volatile ("{\n\t"
		  ".local .align 4 .b32 buf[4];\n\t"
		  ".reg .u32 a, b;\n\t"
		  "st.local.u32 [buf+4], %1;\n\t"
		  "st.local.u32 [buf+8], 5;\n\t"
		  "ld.local.u32 a, [buf+4];\n\t"
		  "ld.local.u32 b, [buf+8];\n\t"
		  "add.u32 %0, a, b;\n\t"
		  "}" : "=r" (scratch) : "r" (37u) : "memory");
  }

  for (int i = 0; i < N; i++)
    if (out[i] != in[i] + (unsigned) i || fout[i] != fin[i] + 1.0f)
      {
	printf ("memory-spaces: %d: out %u (want %u) fout %g (want %g)\n", i,
		out[i], in[i] + (unsigned) i, fout[i], fin[i] + 1.0f);
	if (++errors > 10)
	  break;
      }
  if (isglob != 1 || round[0] != round[1] || scratch != 42)
    {
      printf ("memory-spaces: isspacep.global %u, round trip %#llx -> %#llx, "
	      "local scratch %u\n", isglob, round[1], round[0], scratch);
      errors++;
    }
  if (errors)
    return 1;
  puts ("memory-spaces: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
