/* 128-bit atomics (sm_90, PTX ISA 8.3) through "q" operands, with
   -fplugin-arg-ptxasm-arch=sm_90a: each lane of an "omp simd" loop owns
   one 16-byte slot and does atom.global.cas.b128 that succeeds (right
   expected value), one that fails (wrong expected value: the slot is
   unchanged and the old value comes back), and atom.global.exch.b128;
   a mov.b128 round trip through "+q" checks the halves' order.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <stdio.h>

#define W 32

typedef unsigned __int128 u128;

static u128 slot[W] __attribute__ ((aligned (16)));

static u128
val (unsigned long long hi, unsigned long long lo)
{
  return (u128) hi << 64 | lo;
}

int
main (void)
{
  u128 old1[W], old2[W], old3[W], swapped[W];
  int errors = 0;

  for (int i = 0; i < W; i++)
    slot[i] = val (0x1111000000000000ull + i, 0x2222000000000000ull + i);

#pragma omp target map(tofrom: slot) map(from: old1, old2, old3, swapped)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      u128 *p = &slot[i];
      u128 expect = val (0x1111000000000000ull + i, 0x2222000000000000ull + i);
      u128 desired = val (0xaaaa000000000000ull + i, 0xbbbb000000000000ull + i);
      u128 wrong = val (1, 2);
      u128 r;
      asm volatile ("{\n\t.reg .b64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
		    "atom.global.cas.b128 %0, [g], %2, %3;\n}"
		    : "=q" (r) : "l" (p), "q" (expect), "q" (desired)
		    : "memory");
      old1[i] = r;
      asm volatile ("{\n\t.reg .b64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
		    "atom.global.cas.b128 %0, [g], %2, %3;\n}"
		    : "=q" (r) : "l" (p), "q" (wrong), "q" (expect)
		    : "memory");
      old2[i] = r;
      asm volatile ("{\n\t.reg .b64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
		    "atom.global.exch.b128 %0, [g], %2;\n}"
		    : "=q" (r) : "l" (p), "q" (~desired) : "memory");
      old3[i] = r;
      /* Swap the halves inside the template: {lo, hi} is the order.  */
      u128 s = desired;
      asm ("{\n\t.reg .b64 lo, hi;\n\tmov.b128 {lo, hi}, %0;\n\t"
	   "mov.b128 %0, {hi, lo};\n}" : "+q" (s));
      swapped[i] = s;
    }

  for (int i = 0; i < W; i++)
    {
      u128 expect = val (0x1111000000000000ull + i, 0x2222000000000000ull + i);
      u128 desired = val (0xaaaa000000000000ull + i, 0xbbbb000000000000ull + i);
      u128 want_swap = val (0xbbbb000000000000ull + i, 0xaaaa000000000000ull + i);
      if (old1[i] != expect || old2[i] != desired || old3[i] != desired
	  || slot[i] != ~desired || swapped[i] != want_swap)
	{
	  printf ("sm90a-atom128: FAIL lane %d: cas old %016llx%016llx, "
		  "failed cas old %016llx%016llx, exch old %016llx%016llx, "
		  "slot %016llx%016llx, swapped %016llx%016llx\n", i,
		  (unsigned long long) (old1[i] >> 64),
		  (unsigned long long) old1[i],
		  (unsigned long long) (old2[i] >> 64),
		  (unsigned long long) old2[i],
		  (unsigned long long) (old3[i] >> 64),
		  (unsigned long long) old3[i],
		  (unsigned long long) (slot[i] >> 64),
		  (unsigned long long) slot[i],
		  (unsigned long long) (swapped[i] >> 64),
		  (unsigned long long) swapped[i]);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("sm90a-atom128: PASS");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
