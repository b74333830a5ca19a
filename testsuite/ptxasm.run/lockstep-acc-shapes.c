/* OpenACC loops partitioned over vector lanes, in the shapes ports
   write, on the GPU and in lockstep on the host: a vector loop in a
   worker loop (__shfl_sync from lane 7), `parallel loop gang vector'
   calling an `acc routine' whose butterfly sums the warp, an array
   declared in the body (each iteration's own) shuffled down element by
   element, a max reduction around shfl.up, and a ballot of a last warp
   of 8 iterations.  Iteration i runs on vector lane i % 32; the
   expected output is what an H200 prints.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -fplugin-arg-ptxasm-arch=sm_80" } */

#include <stdio.h>
#include <ptxasm/cuda.h>

#pragma acc routine seq
static unsigned
warp_sum (unsigned v)
{
  for (int o = 16; o; o >>= 1)
    v += __shfl_xor_sync (0xffffffffu, v, o);
  return v;
}

int
main (void)
{
  unsigned a[256], b[4][64], c[128], d[64], mx = 0, e[64];
  for (int i = 0; i < 256; i++) a[i] = 0;
  /* 1: worker + vector loops.  */
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) copyout(b)
#pragma acc loop worker
  for (int w = 0; w < 4; w++)
    {
#pragma acc loop vector
      for (int i = 0; i < 64; i++)
	b[w][i] = __shfl_sync (0xffffffffu, (unsigned) (i * (w + 1)), 7);
    }
  /* 2: combined parallel loop gang vector, routine with shuffles.  */
#pragma acc parallel loop gang vector num_gangs(4) vector_length(32) copyout(c)
  for (int i = 0; i < 128; i++)
    c[i] = warp_sum ((unsigned) i);
  /* 3: private array in a vector loop.  */
#pragma acc parallel num_gangs(1) vector_length(32) copyout(d)
#pragma acc loop vector
  for (int i = 0; i < 64; i++)
    {
      unsigned f[4];
      for (int k = 0; k < 4; k++)
	f[k] = (unsigned) (i + k);
      for (int k = 0; k < 4; k++)
	f[k] = __shfl_down_sync (0xffffffffu, f[k], k + 1);
      d[i] = f[0] + 10 * f[1] + 100 * f[2] + 1000 * f[3];
    }
  /* 4: max reduction with a shuffle.  */
#pragma acc parallel num_gangs(1) vector_length(32) copy(mx)
#pragma acc loop vector reduction(max:mx)
  for (int i = 0; i < 64; i++)
    {
      unsigned v = __shfl_up_sync (0xffffffffu, (unsigned) ((i * 37) % 64), 1);
      mx = v > mx ? v : mx;
    }
  /* 5: ballot and lane id, partial last warp (40 iterations).  */
#pragma acc parallel num_gangs(1) vector_length(32) copyout(e)
#pragma acc loop vector
  for (int i = 0; i < 40; i++)
    e[i] = __ballot_sync (__activemask (), i & 1) ^ ((unsigned) i << 24);
  unsigned long long h = 1469598103934665603ull;
#define MIX(x) h = (h ^ (x)) * 1099511628211ull
  for (int w = 0; w < 4; w++) for (int i = 0; i < 64; i++) MIX (b[w][i]);
  for (int i = 0; i < 128; i++) MIX (c[i]);
  for (int i = 0; i < 64; i++) MIX (d[i]);
  for (int i = 0; i < 40; i++) MIX (e[i]);
  printf ("%u %u %u %u %u %u %u %u %u %08x %08x %016llx\n", b[0][3], b[3][40],
	  c[0], c[100], d[0], d[31], d[33], d[63], mx, e[0], e[39], h);
  return 0;
}

/* { dg-output "7 156 496 3568 7531 37651 44194 73203 63 aaaaaaaa 270000aa f8cf8341925cbdb3" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
