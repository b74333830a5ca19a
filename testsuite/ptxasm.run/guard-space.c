/* Guarded warp instructions whose guard is written with a blank after
   its '@' ("@ p", "@ !q"), which ptxas takes (and nvptx-none-as prints)
   as it takes "@p": the instruction after the guard is a shuffle and a
   ballot all the same, on the GPU and in the host's lockstep.  Before
   ptxscan.c read guards, the words after "@ " were not taken for an
   opcode, and the host ran the loop without lockstep, each lane its own
   warp.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-output "guard-space: 33216 4 1 91 aaaaaaaa" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned r[W], b[W];

#pragma omp target map(from: r, b)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      unsigned v = 3u * (unsigned) i + 1u, t, m;
      asm volatile ("{\n\t"
		    ".reg .pred p, q;\n\t"
		    "setp.ne.u32 p, %2, 0;\n\t"
		    "setp.eq.u32 q, %2, 0;\n\t"
		    "mov.u32 %0, 0;\n\t"
		    "@ p shfl.sync.bfly.b32 %0, %1, 1, 0x1f, 0xffffffff;\n\t"
		    "@ !q mov.u32 %0, %0;\n\t"
		    "}" : "=&r" (t) : "r" (v), "r" (1u));
      asm volatile ("{\n\t"
		    ".reg .pred p, e;\n\t"
		    "and.b32 %0, %1, 1;\n\t"
		    "setp.eq.u32 e, %0, 0;\n\t"
		    "setp.ne.u32 p, %2, 0;\n\t"
		    "@ p vote.sync.ballot.b32 %0, e, 0xffffffff;\n\t"
		    "}" : "=&r" (m) : "r" (v), "r" (1u));
      r[i] = t;
      b[i] = m;
    }

  unsigned long sum = 0;
  int same = 1;
  for (int i = 0; i < W; i++)
    {
      sum += (unsigned long) r[i] * (unsigned long) (i + 1);
      same &= b[i] == b[0];
    }
  printf ("guard-space: %lu %u %u %u %08x%s\n", sum, r[0], r[1], r[31],
	  b[0], same ? "" : " (ballots differ)");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
