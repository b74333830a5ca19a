/* 64-bit integer arithmetic through "l" operands: add/sub with wrap,
   mul.lo, mul.hi (signed and unsigned), mad.lo, div/rem (signed and
   unsigned), shifts, min, a 128-bit addition with add.cc/addc, clz,
   popc and bfind into "r" results, brev, and mul.wide.u32 from two "r"
   inputs.  Checked against C (with __int128 for the high halves).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 64
#define K 15

int
main (void)
{
  long long a[N], b[N], r[N][K];
  unsigned bitsr[N][3];
  int errors = 0;
  unsigned long long s = 0x9e3779b97f4a7c15ULL;

  for (int i = 0; i < N; i++)
    {
      s ^= s << 13; s ^= s >> 7; s ^= s << 17;
      a[i] = (long long) s >> (i % 40);
      s ^= s << 13; s ^= s >> 7; s ^= s << 17;
      b[i] = (long long) s >> (i % 50);
      if (b[i] == 0)
	b[i] = 7;
    }
  a[0] = 0x7fffffffffffffffLL; b[0] = 1;
  a[1] = -1; b[1] = -1;
  a[2] = 0; b[2] = 5;

#pragma omp target teams distribute parallel for map(to: a, b) \
	map(from: r, bitsr)
  for (int i = 0; i < N; i++)
    {
      long long x = a[i], y = b[i];
      unsigned long long ux = x, uy = y;
      asm ("add.s64 %0, %1, %2;" : "=l" (r[i][0]) : "l" (x), "l" (y));
      asm ("sub.s64 %0, %1, %2;" : "=l" (r[i][1]) : "l" (x), "l" (y));
      asm ("mul.lo.s64 %0, %1, %2;" : "=l" (r[i][2]) : "l" (x), "l" (y));
      asm ("mul.hi.s64 %0, %1, %2;" : "=l" (r[i][3]) : "l" (x), "l" (y));
      asm ("mul.hi.u64 %0, %1, %2;" : "=l" (r[i][4]) : "l" (ux), "l" (uy));
      asm ("mad.lo.s64 %0, %1, %2, %1;" : "=l" (r[i][5]) : "l" (x), "l" (y));
      asm ("div.s64 %0, %1, %2;" : "=l" (r[i][6]) : "l" (x), "l" (y));
      asm ("rem.s64 %0, %1, %2;" : "=l" (r[i][7]) : "l" (x), "l" (y));
      asm ("div.u64 %0, %1, %2;" : "=l" (r[i][8]) : "l" (ux), "l" (uy));
      asm ("shl.b64 %0, %1, 40;" : "=l" (r[i][9]) : "l" (x));
      asm ("shr.s64 %0, %1, %2;" : "=l" (r[i][10]) : "l" (x), "r" (i % 64));
      asm ("min.s64 %0, %1, %2;" : "=l" (r[i][11]) : "l" (x), "l" (y));
      /* (x:y) + (y:x) as 128-bit numbers, high half out.  */
      asm ("{\n\t"
	   ".reg .u64 lo;\n\t"
	   "add.cc.u64 lo, %2, %1;\n\t"
	   "addc.u64 %0, %1, %2;\n\t"
	   "}" : "=l" (r[i][12]) : "l" (x), "l" (y));
      asm ("brev.b64 %0, %1;" : "=l" (r[i][13]) : "l" (x));
      asm ("mul.wide.u32 %0, %1, %2;" : "=l" (r[i][14])
	   : "r" ((unsigned) x), "r" ((unsigned) y));
      asm ("clz.b64 %0, %1;" : "=r" (bitsr[i][0]) : "l" (x));
      asm ("popc.b64 %0, %1;" : "=r" (bitsr[i][1]) : "l" (x));
      asm ("bfind.u64 %0, %1;" : "=r" (bitsr[i][2]) : "l" (x));
    }

  for (int i = 0; i < N; i++)
    {
      long long x = a[i], y = b[i];
      unsigned long long ux = x, uy = y, rev = 0, lo;
      for (int k = 0; k < 64; k++)
	if (ux >> k & 1)
	  rev |= 1ULL << (63 - k);
      lo = uy + ux;
      long long want[K] = {
	(long long) (ux + uy), (long long) (ux - uy), (long long) (ux * uy),
	(long long) (((__int128) x * y) >> 64),
	(long long) (((unsigned __int128) ux * uy) >> 64),
	(long long) (ux * uy + ux),
	x == (-0x7fffffffffffffffLL - 1) && y == -1 ? 0 : x / y,
	x == (-0x7fffffffffffffffLL - 1) && y == -1 ? 0 : x % y,
	(long long) (ux / uy), (long long) (ux << 40), x >> (i % 64),
	x < y ? x : y, (long long) (ux + uy + (lo < uy)), (long long) rev,
	(long long) ((unsigned long long) (unsigned) x * (unsigned) y) };
      for (int k = 0; k < K; k++)
	if (r[i][k] != want[k])
	  {
	    printf ("int64: a=%lld b=%lld op %d: got %lld, want %lld\n", x, y,
		    k, r[i][k], want[k]);
	    errors++;
	  }
      unsigned clz = ux ? (unsigned) __builtin_clzll (ux) : 64;
      unsigned pop = (unsigned) __builtin_popcountll (ux);
      unsigned bf = ux ? 63 - clz : 0xffffffffu;
      if (bitsr[i][0] != clz || bitsr[i][1] != pop || bitsr[i][2] != bf)
	{
	  printf ("int64: a=%lld: clz %u (%u) popc %u (%u) bfind %u (%u)\n",
		  x, bitsr[i][0], clz, bitsr[i][1], pop, bitsr[i][2], bf);
	  errors++;
	}
    }
  if (errors)
    return 1;
  puts ("int64: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
