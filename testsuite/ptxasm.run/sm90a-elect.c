/* elect.sync (sm_90, PTX ISA 8.0) with -fplugin-arg-ptxasm-arch=sm_90a,
   over the 32 lanes of an "omp simd" loop: exactly one lane is elected,
   every lane learns its lane id, and it is the lowest lane of the
   member mask (the full mask, then the odd lanes only).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned leader[W], elected[W], lane[W], leader_odd[W], elected_odd[W];
  int errors = 0;

  for (int i = 0; i < W; i++)
    leader_odd[i] = elected_odd[i] = 99;

#pragma omp target map(from: leader, elected, lane) \
	map(tofrom: leader_odd, elected_odd)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane[i]));
      asm volatile ("{\n\t.reg .pred p;\n\t"
		    "elect.sync %0|p, 0xffffffff;\n\t"
		    "selp.u32 %1, 1, 0, p;\n}"
		    : "=r" (leader[i]), "=r" (elected[i]));
      if (i & 1)
	asm volatile ("{\n\t.reg .pred p;\n\t"
		      "elect.sync %0|p, 0xaaaaaaaa;\n\t"
		      "selp.u32 %1, 1, 0, p;\n}"
		      : "=r" (leader_odd[i]), "=r" (elected_odd[i]));
    }

  int n = 0, n_odd = 0;
  for (int i = 0; i < W; i++)
    {
      n += elected[i];
      if (lane[i] != (unsigned) i || leader[i] != 0
	  || elected[i] != (i == 0))
	{
	  printf ("sm90a-elect: FAIL lane %d: laneid %u, leader %u, "
		  "elected %u\n", i, lane[i], leader[i], elected[i]);
	  errors++;
	}
      if (i & 1)
	{
	  n_odd += elected_odd[i];
	  if (leader_odd[i] != 1 || elected_odd[i] != (i == 1))
	    {
	      printf ("sm90a-elect: FAIL odd lane %d: leader %u, elected "
		      "%u\n", i, leader_odd[i], elected_odd[i]);
	      errors++;
	    }
	}
    }
  if (n != 1 || n_odd != 1)
    {
      printf ("sm90a-elect: FAIL %d lanes elected (odd lanes: %d)\n", n,
	      n_odd);
      errors++;
    }
  if (errors)
    return 1;
  puts ("sm90a-elect: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
