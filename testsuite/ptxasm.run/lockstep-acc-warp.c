/* OpenACC loops partitioned over vector lanes, on the GPU and in
   lockstep on the host: `loop gang vector' over 128 iterations of two
   gangs (shfl.sync.idx from lane 3, a ballot), `loop vector' inside
   `loop gang' (redux.sync.add), `loop vector reduction(+:s)' around a
   butterfly shuffle, and a butterfly sum in an inner loop of the body.
   Iteration i runs on vector lane i % 32, 32 consecutive iterations a
   warp; what the H200 prints is the expected output.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -fplugin-arg-ptxasm-arch=sm_80" } */

#include <stdio.h>

int
main (void)
{
  unsigned a[128], bal[128], b[4][64], sum[64], s = 0;

#pragma acc parallel num_gangs(2) vector_length(32) copyout(a, bal)
#pragma acc loop gang vector
  for (int i = 0; i < 128; i++)
    {
      unsigned v = i, t, m;
      asm volatile ("shfl.sync.idx.b32 %0, %1, 3, 31, -1;" : "=r" (t) : "r" (v));
      asm volatile ("{ .reg .pred p; setp.ne.u32 p, %1, 0; "
		    "vote.sync.ballot.b32 %0, p, -1; }"
		    : "=r" (m) : "r" (i % 3 == 0));
      a[i] = t;
      bal[i] = m;
    }

#pragma acc parallel num_gangs(4) vector_length(32) copyout(b)
#pragma acc loop gang
  for (int g = 0; g < 4; g++)
    {
#pragma acc loop vector
      for (int i = 0; i < 64; i++)
	{
	  unsigned r;
	  asm volatile ("redux.sync.add.u32 %0, %1, -1;"
			: "=r" (r) : "r" (i * (g + 1)));
	  b[g][i] = r;
	}
    }

#pragma acc parallel num_gangs(1) vector_length(32) copy(s) copyout(sum)
  {
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < 64; i++)
      {
	unsigned t;
	asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;"
		      : "=r" (t) : "r" (i));
	s += t;
      }
#pragma acc loop vector
    for (int i = 0; i < 64; i++)
      {
	unsigned v = i * i, t;
	for (int o = 16; o; o >>= 1)
	  {
	    asm volatile ("shfl.sync.bfly.b32 %0, %1, %2, 31, -1;"
			  : "=r" (t) : "r" (v), "r" (o));
	    v += t;
	  }
	sum[i] = v;
      }
  }

  printf ("acc-warp: %u %u %u %u %08x %08x\n", a[0], a[40], a[127], a[64],
	  bal[0], bal[40]);
  printf ("acc-warp: %u %u %u %u %u %u\n", b[0][0], b[3][63], b[1][33], s,
	  sum[5], sum[60]);
  return 0;
}

/* { dg-output "acc-warp: 3 35 99 67 49249249 92492492.*" } */
/* { dg-output "acc-warp: 496 6080 3040 2016 10416 74928" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
