/* The pattern for a CUDA header's "#ifdef __CUDA_ARCH__ PTX #else C
   #endif": GCC preprocesses offloaded code once, with the host's macros,
   so the choice is made by OpenMP instead: a variant with the PTX for
   the nvptx device, the C as the base function (issue 35).  On the GPU
   the variant runs; on the host (the host fallback), the base.  The
   variant must not be static (GCC 12 leaves a static one out of the
   offloaded code, and the offload link fails, with or without the
   plugin).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>

#pragma omp declare target
unsigned
high_bit_ptx (unsigned x)
{
  unsigned r;
  asm ("bfind.u32 %0, %1;" : "=r" (r) : "r" (x));
  return r + 1000;		/* which ran: the variant */
}

#pragma omp declare variant (high_bit_ptx) match (device = {arch (nvptx)})
unsigned
high_bit (unsigned x)
{
  return x ? 31 - __builtin_clz (x) : 0xffffffffu;
}
#pragma omp end declare target

int
main (void)
{
  unsigned r[3];
  int host = -1;
#pragma omp target map(from: r, host)
  {
    host = omp_is_initial_device ();
    r[0] = high_bit (1);
    r[1] = high_bit (0x80000000u);
    r[2] = high_bit (0);
  }
  /* The variant's results are the base's plus 1000.  */
  unsigned k = host ? 0 : 1000;
  printf ("%s\n", r[0] == 0 + k && r[1] == 31 + k && r[2] == 0xffffffffu + k
	  ? "variant ok" : "variant wrong");
  return 0;
}

/* { dg-output "variant ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
