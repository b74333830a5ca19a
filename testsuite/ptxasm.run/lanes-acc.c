/* OpenACC: GCC neuters worker- and vector-single code itself, so an asm
   statement with a side effect runs once per gang in gang-redundant
   code, once per iteration of a gang loop in its worker-single code,
   once per iteration of a gang/worker/vector loop, as GCC's own atomics
   do (counted beside them).  */
/* { dg-do run } */
/* { dg-ptxasm-warp-output "" } */
/* { dg-options "-fopenacc -O2" } */

#include <stdio.h>

int
main (void)
{
  unsigned c[3] = { 0, 0, 0 }, gcc[3] = { 0, 0, 0 };
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) \
		     copy(c, gcc)
  {
    /* Gang-redundant: once per gang.  */
    asm volatile ("atom.add.u32 _, [%0], 1;" :: "l" (c) : "memory");
#pragma acc atomic update
    gcc[0] += 1;
#pragma acc loop gang worker vector
    for (int i = 0; i < 1000; i++)
      {
	asm volatile ("red.add.u32 [%0], 1;" :: "l" (c + 1) : "memory");
#pragma acc atomic update
	gcc[1] += 1;
      }
  }
  /* Worker-single code of a gang loop: once per iteration.  */
#pragma acc parallel num_gangs(2) num_workers(4) vector_length(32) \
		     copy(c, gcc)
#pragma acc loop gang
  for (int g = 0; g < 8; g++)
    {
      asm volatile ("atom.add.u32 _, [%0], 1;" :: "l" (c + 2) : "memory");
#pragma acc atomic update
      gcc[2] += 1;
#pragma acc loop worker vector
      for (int i = 0; i < 64; i++)
	asm volatile ("" ::: "memory");
    }
  printf ("lanes-acc: gang-redundant %u (gcc %u), loop %u (gcc %u), "
	  "worker-single %u (gcc %u)\n", c[0], gcc[0], c[1], gcc[1], c[2],
	  gcc[2]);
  return !(c[0] == gcc[0] && c[0] == 2 && c[1] == 1000 && gcc[1] == 1000
	   && c[2] == 8 && gcc[2] == 8);
}

/* { dg-output "lanes-acc: gang-redundant 2 .gcc 2., loop 1000 .gcc 1000., worker-single 8 .gcc 8." } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
