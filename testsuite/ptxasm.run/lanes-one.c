/* One execution per OpenMP thread: outside simd code GCC runs an OpenMP
   thread as a whole warp, and does its own atomics on one lane; an asm
   statement with a side effect runs once per OpenMP thread too, in
   every construct.  Each count is checked against GCC's own atomic in
   the same place.  Before, the asm ran on all 32 lanes: the first
   count was 32000 where GCC's was 1000.  */
/* { dg-do run } */
/* { dg-ptxasm-warp-output "" } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma omp declare target
/* *P += 1 through each side-effecting kind of statement; returns the
   old value of the atom.  */
static unsigned
bump (unsigned *p)
{
  unsigned old;
  asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (old) : "l" (p)
		: "memory");
  asm volatile ("red.add.u32 [%0], 1;" :: "l" (p + 1) : "memory");
  asm volatile ("atom.add.u32 _, [%0], 1;" :: "l" (p + 2) : "memory");
  /* Two instructions, each guarded by the master flag: once per OpenMP
     thread; P[4] sums the old values of P[3].  */
  unsigned t;
  asm volatile ("atom.add.u32 %0, [%1], 1;\n\tred.add.u32 [%2], %0;"
		: "=&r" (t) : "l" (p + 3), "l" (p + 4) : "memory");
  /* A store into the slot of the lane that runs it: one slot set.  */
  asm volatile ("{\n\t.reg .u32 l;\n\t.reg .u64 a;\n\t"
		"mov.u32 l, %%laneid;\n\tmul.wide.u32 a, l, 4;\n\t"
		"add.u64 a, a, %0;\n\tst.u32 [a], 1;\n\t}"
		:: "l" (p + 8) : "memory");
  return old;
}
#pragma omp end declare target

static int errors;

static void
check (const char *what, const unsigned *c, unsigned gcc, unsigned want)
{
  unsigned slots = 0;
  for (int i = 0; i < 32; i++)
    slots += c[8 + i];
  if (c[0] != want || c[1] != want || c[2] != want || gcc != want
      || slots != 1 || c[3] != want || c[4] != want * (want - 1) / 2)
    {
      printf ("lanes-one: %s: atom %u, red %u, atom _ %u, gcc %u, "
	      "st slots %u, atom+red %u %u; want %u and 1 slot\n", what,
	      c[0], c[1], c[2], gcc, slots, c[3], c[4], want);
      errors++;
    }
}

int
main (void)
{
  unsigned c[40], gcc;

  /* The example: teams distribute parallel for.  */
  __builtin_memset (c, 0, sizeof c);
  gcc = 0;
#pragma omp target teams distribute parallel for map(tofrom: c, gcc) \
		   num_teams(4)
  for (int i = 0; i < 1000; i++)
    {
      bump (c);
#pragma omp atomic
      gcc += 1;
    }
  check ("teams distribute parallel for", c, gcc, 1000);

  /* parallel: one per thread.  */
  __builtin_memset (c, 0, sizeof c);
  gcc = 0;
#pragma omp target parallel num_threads(4) map(tofrom: c, gcc)
  {
    bump (c);
#pragma omp atomic
    gcc += 1;
  }
  check ("parallel num_threads(4)", c, gcc, 4);

  /* teams without parallel: one per team's initial thread.  */
  __builtin_memset (c, 0, sizeof c);
  gcc = 0;
#pragma omp target teams num_teams(3) thread_limit(1) map(tofrom: c, gcc)
  {
    bump (c);
    /* GCC's own atomic; "omp atomic" may not be nested in teams.  */
    __atomic_fetch_add (&gcc, 1, __ATOMIC_RELAXED);
  }
  check ("teams num_teams(3)", c, gcc, 3);

  /* A plain target region, the asm inlined into it.  */
  __builtin_memset (c, 0, sizeof c);
  gcc = 0;
#pragma omp target map(tofrom: c, gcc)
  {
    unsigned old;
    asm volatile ("atom.add.u32 %0, [%1], 5;" : "=r" (old) : "l" (c)
		  : "memory");
    c[3] = old + 1;	/* the old value, the same in every lane */
#pragma omp atomic
    gcc += 5;
  }
  if (c[0] != 5 || c[3] != 1 || gcc != 5)
    {
      printf ("lanes-one: target: atom %u, old+1 %u, gcc %u; want 5 1 5\n",
	      c[0], c[3], gcc);
      errors++;
    }

  /* Inside simd every iteration is one execution, as before.  */
  __builtin_memset (c, 0, sizeof c);
  gcc = 0;
#pragma omp target teams distribute parallel for simd map(tofrom: c, gcc)
  for (int i = 0; i < 1000; i++)
    {
      unsigned old;
      asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (old) : "l" (c)
		    : "memory");
#pragma omp atomic
      gcc += 1;
    }
  if (c[0] != 1000 || gcc != 1000)
    {
      printf ("lanes-one: parallel for simd: atom %u, gcc %u; want 1000\n",
	      c[0], gcc);
      errors++;
    }

  printf ("lanes-one: %d errors\n", errors);
  return errors != 0;
}

/* { dg-output "lanes-one: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
