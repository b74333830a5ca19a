/* Branches and labels in the template (loops, forward jumps, guarded
   branches), memory instructions under a guard (never touched when the
   guard is false, a null pointer here), and the atomics that the host
   does in a compare-and-swap loop: min, max, inc, dec and the adds of
   floats (issue 23).  The dg-output lines below were printed by an
   NVIDIA H100; ptxasm.host/run-on-host.exp runs the same program on the
   host, where the host fallback computes them, and must print the
   same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

#pragma omp declare target
static inline __attribute__ ((always_inline)) unsigned
gcd (unsigned x, unsigned y)
{
  unsigned r;
  asm ("{ .reg .pred p; .reg .u32 a, b, t;\n\t"
       "mov.u32 a, %1; mov.u32 b, %2;\n"
       "Lloop%=: setp.eq.u32 p, b, 0;\n\t"
       "@p bra Ldone%=;\n\t"
       "rem.u32 t, a, b; mov.u32 a, b; mov.u32 b, t;\n\t"
       "bra.uni Lloop%=;\n"
       "Ldone%=: mov.u32 %0, a; }" : "=r" (r) : "r" (x), "r" (y));
  return r;
}

/* Bits set, counted with a loop that shifts; a forward jump over an
   instruction.  */
static inline __attribute__ ((always_inline)) unsigned
bits (unsigned long long v)
{
  unsigned n;
  asm ("{ .reg .pred p, z; .reg .u64 x, b;\n\t"
       "mov.u64 x, %1; mov.u32 %0, 0;\n\t"
       "setp.eq.u64 z, x, 0; @z bra $Lend%=;\n"
       "$Lnext%=: and.b64 b, x, 1; setp.eq.u64 p, b, 0;\n\t"
       "@p bra $Lskip%=; add.u32 %0, %0, 1;\n"
       "$Lskip%=: shr.u64 x, x, 1; setp.ne.u64 p, x, 0;\n\t"
       "@p bra $Lnext%=;\n"
       "$Lend%=: }" : "=r" (n) : "l" (v));
  return n;
}
#pragma omp end declare target

#define N 8
static const unsigned X[N] = { 48, 17, 0, 7, 1u << 31, 1000000007u, 12, 81 };
static const unsigned Y[N] = { 18, 5, 7, 0, 1u << 20, 998244353u, 12, 27 };
static const unsigned long long V[N] = { 0, 1, ~0ull, 1ull << 63,
					 0x123456789abcdefull, 0xf0f0, 7, 255 };
static unsigned r[N][4];
static unsigned spare[2] = { 40, 0 };
static unsigned cells[4] __attribute__ ((aligned (16)));
static int scells[2] __attribute__ ((aligned (8)));
static unsigned long long c64[2] __attribute__ ((aligned (16)));
static float fc[2] __attribute__ ((aligned (8)));
static double dc __attribute__ ((aligned (8)));
static unsigned old[N][8];

int
main (void)
{
  cells[0] = 10;	/* max */
  cells[1] = 10;	/* min */
  cells[2] = 0;		/* inc */
  cells[3] = 0;		/* dec */
  scells[0] = -5;
  scells[1] = 5;
  c64[0] = 5;
  c64[1] = 1ull << 40;
  fc[0] = 1.0f;
  fc[1] = 0.0f;
  dc = 0.25;
#pragma omp target map(to: X, Y, V) map(from: r, old) \
		   map(tofrom: cells, scells, c64, fc, dc, spare)
  for (int i = 0; i < N; i++)
    {
      unsigned *nul = 0, *here = &spare[0];
      r[i][0] = gcd (X[i], Y[i]);
      r[i][1] = bits (V[i]);
      /* Guarded loads and stores: a null pointer is never touched.  */
      asm volatile ("{ .reg .pred p; .reg .u64 a; mov.u64 a, %1;\n\t"
		    "setp.ne.u64 p, a, 0; mov.u32 %0, 99;\n\t"
		    "@p ld.u32 %0, [a]; @p st.u32 [a+4], %0;\n\t"
		    "@p add.u32 %0, %0, 1; @p st.u32 [a], %0; }"
		    : "=r" (r[i][2]) : "l" (i & 1 ? nul : here) : "memory");
      asm volatile ("{ .reg .pred p; setp.lt.u32 p, %1, 4;\n\t"
		    "@p atom.global.add.u32 %0, [%2], 0; @!p mov.u32 %0, 7; }"
		    : "=r" (r[i][3]) : "r" ((unsigned) i), "l" (&cells[0])
		    : "memory");
      unsigned *o = old[i];
      asm volatile ("atom.global.max.u32 %0, [%1], %2;" : "=r" (o[0])
		    : "l" (&cells[0]), "r" (X[i] % 97) : "memory");
      asm volatile ("atom.min.u32 %0, [%1], %2;" : "=r" (o[1])
		    : "l" (&cells[1]), "r" (Y[i] % 13) : "memory");
      asm volatile ("atom.global.inc.u32 %0, [%1], 3;" : "=r" (o[2])
		    : "l" (&cells[2]) : "memory");
      asm volatile ("atom.dec.u32 %0, [%1], 2;" : "=r" (o[3])
		    : "l" (&cells[3]) : "memory");
      asm volatile ("atom.max.s32 %0, [%1], %2;" : "=r" (o[4])
		    : "l" (&scells[0]), "r" ((int) i - 4) : "memory");
      asm volatile ("red.global.min.s32 [%0], %1;"
		    :: "l" (&scells[1]), "r" (3 - (int) i) : "memory");
      asm volatile ("{ .reg .u64 t; atom.global.max.s64 t, [%1], %2;"
		    " cvt.u32.u64 %0, t; }" : "=r" (o[5])
		    : "l" (&c64[0]), "l" ((long long) i * 3 - 10) : "memory");
      asm volatile ("red.global.min.u64 [%0], %1;"
		    :: "l" (&c64[1]), "l" (V[i]) : "memory");
      float fo;
      asm volatile ("atom.global.add.f32 %0, [%1], %2;" : "=f" (fo)
		    : "l" (&fc[0]), "f" (i == 3 ? 1e-40f : 0.25f) : "memory");
      memcpy (&o[6], &fo, 4);
      asm volatile ("red.add.f32 [%0], %1;"
		    :: "l" (&fc[1]), "f" (i == 5 ? -1e-39f : 1.5f) : "memory");
      double dold;
      asm volatile ("atom.add.f64 %0, [%1], %2;" : "=d" (dold)
		    : "l" (&dc), "d" (0.1) : "memory");
      o[7] = (unsigned) (dold * 1000);
    }
  for (int i = 0; i < N; i++)
    printf ("r %d: %u %u %u %u old %u %u %u %u %d %d %x %u\n", i, r[i][0],
	    r[i][1], r[i][2], r[i][3], old[i][0], old[i][1], old[i][2],
	    old[i][3], (int) old[i][4], (int) old[i][5], old[i][6],
	    old[i][7]);
  printf ("cells %u %u %u %u %d %d %lld %llx\n", cells[0], cells[1],
	  cells[2], cells[3], scells[0], scells[1], (long long) c64[0],
	  c64[1]);
  unsigned f0, f1;
  memcpy (&f0, &fc[0], 4);
  memcpy (&f1, &fc[1], 4);
  printf ("floats %x %x %.17g spare %u %u\n", f0, f1, dc, spare[0],
	  spare[1]);
  return 0;
}
/* { dg-output "r 0: 6 0 41 10 old 10 10 0 0 -5 5 3f800000 250" } */
/* { dg-output "\[\r\n\]+r 1: 1 1 99 48 old 48 5 1 2 -4 5 3fa00000 350" } */
/* { dg-output "\[\r\n\]+r 2: 7 64 42 48 old 48 5 2 1 -3 5 3fc00000 449" } */
/* { dg-output "\[\r\n\]+r 3: 7 1 99 48 old 48 5 3 0 -2 5 3fe00000 549" } */
/* { dg-output "\[\r\n\]+r 4: 1048576 32 43 7 old 48 0 0 2 -1 5 3fe00000 649" } */
/* { dg-output "\[\r\n\]+r 5: 1 8 99 7 old 66 0 1 1 0 5 40000000 749" } */
/* { dg-output "\[\r\n\]+r 6: 12 3 44 7 old 66 0 2 0 1 5 40100000 849" } */
/* { dg-output "\[\r\n\]+r 7: 27 8 99 7 old 66 0 3 2 2 8 40200000 949" } */
/* { dg-output "\[\r\n\]+cells 81 0 0 1 3 -4 11 0" } */
/* { dg-output "\[\r\n\]+floats 40300000 41280000 1\\.0499999999999998 spare 44 43" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
