/* The lane registers outside simd code read the master lane's values,
   as the execution model says: %laneid 0, %tid.x 0 and the lane masks of
   lane 0 in an OpenMP thread; in a function called from a simd loop,
   where every lane is its own master, each lane's own.  The wrapper
   computes them from the function's mask (the lane's number ANDed with
   it); no statement here needs the master lane alone.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
/* The seven lane registers into V, and %laneid's slot of S (one store
   per lane that runs it, each into its own lane's slot: the lanes that
   store are the lanes that hold their own number).  */
__attribute__ ((noinline)) static void
lanes (unsigned *v, unsigned *s)
{
  asm volatile ("mov.u32 %0, %%laneid;" : "=r" (v[0]));
  asm volatile ("mov.u32 %0, %%tid.x;" : "=r" (v[1]));
  asm volatile ("mov.u32 %0, %%lanemask_eq;" : "=r" (v[2]));
  asm volatile ("mov.u32 %0, %%lanemask_lt;" : "=r" (v[3]));
  asm volatile ("mov.u32 %0, %%lanemask_le;" : "=r" (v[4]));
  asm volatile ("{\n\t.reg .u32 g, e;\n\t"
		"mov.u32 g, %%lanemask_gt;\n\tmov.u32 e, %%lanemask_ge;\n\t"
		"xor.b32 %0, g, e;\n\tmov.u32 %1, g;\n\t}"
		: "=r" (v[5]), "=r" (v[6]));
  asm volatile ("{\n\t.reg .u32 l;\n\t.reg .u64 a;\n\t"
		"mov.u32 l, %%laneid;\n\tmul.wide.u32 a, l, 4;\n\t"
		"add.u64 a, a, %0;\n\tst.global.u32 [a], 1;\n\t}"
		:: "l" (s) : "memory");
}
#pragma omp end declare target

static int errors;

/* V as lane L's values (V[5] is eq, gt ^ ge; V[6] is gt).  */
static void
check (const char *what, const unsigned *v, unsigned l)
{
  unsigned eq = 1u << l, lt = eq - 1, le = lt | eq, gt = ~le;
  if (v[0] != l || v[1] != l || v[2] != eq || v[3] != lt || v[4] != le
      || v[5] != eq || v[6] != gt)
    {
      printf ("lanes-laneid: %s: laneid %u tid.x %u eq %#x lt %#x le %#x "
	      "gt^ge %#x gt %#x; want lane %u\n", what, v[0], v[1], v[2],
	      v[3], v[4], v[5], v[6], l);
      errors++;
    }
}

int
main (void)
{
  unsigned v[7], w[32][7], s[32] = { 0 }, t[32] = { 0 };

  /* An OpenMP thread: its master lane, lane 0.  */
#pragma omp target map(from: v) map(tofrom: s)
  lanes (v, s);
  check ("target", v, 0);
  for (int i = 0; i < 32; i++)
    if (s[i] != (i == 0))
      {
	printf ("lanes-laneid: target: slot %d is %u\n", i, s[i]);
	errors++;
      }

  /* Each iteration of a simd loop: its lane.  */
#pragma omp target map(from: w) map(tofrom: t)
#pragma omp simd
  for (int i = 0; i < 32; i++)
    lanes (w[i], t);
  for (int i = 0; i < 32; i++)
    {
      char what[32];
      snprintf (what, sizeof what, "simd iteration %d", i);
      check (what, w[i], (unsigned) i);
      if (t[i] != 1)
	{
	  printf ("lanes-laneid: simd: slot %d is %u\n", i, t[i]);
	  errors++;
	}
    }

  printf ("lanes-laneid: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "lanes-laneid: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
