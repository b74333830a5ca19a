/* redux.sync (sm_80, PTX ISA 7.0) over the 32 lanes that run an
   "omp simd" loop: add, min and max (signed and unsigned), and, or,
   xor, each with the full member mask; every lane gets the result.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define W 32

int
main (void)
{
  unsigned in[W], add[W], umin[W], umax[W], band[W], bor[W], bxor[W];
  int smin[W], smax[W];
  int errors = 0;

  for (int i = 0; i < W; i++)
    in[i] = (unsigned) (i * 2654435761u) ^ 0x80000000u * (i & 1);

#pragma omp target map(to: in) \
	map(from: add, umin, umax, band, bor, bxor, smin, smax)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      unsigned v = in[i];
      asm volatile ("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r" (add[i]) : "r" (v));
      asm volatile ("redux.sync.min.u32 %0, %1, 0xffffffff;" : "=r" (umin[i]) : "r" (v));
      asm volatile ("redux.sync.max.u32 %0, %1, 0xffffffff;" : "=r" (umax[i]) : "r" (v));
      asm volatile ("redux.sync.min.s32 %0, %1, 0xffffffff;" : "=r" (smin[i]) : "r" ((int) v));
      asm volatile ("redux.sync.max.s32 %0, %1, 0xffffffff;" : "=r" (smax[i]) : "r" ((int) v));
      asm volatile ("redux.sync.and.b32 %0, %1, 0xffffffff;" : "=r" (band[i]) : "r" (v));
      asm volatile ("redux.sync.or.b32 %0, %1, 0xffffffff;" : "=r" (bor[i]) : "r" (v));
      asm volatile ("redux.sync.xor.b32 %0, %1, 0xffffffff;" : "=r" (bxor[i]) : "r" (v));
    }

  unsigned wa = 0, wumin = ~0u, wumax = 0, wand = ~0u, wor = 0, wxor = 0;
  int wsmin = 0x7fffffff, wsmax = -0x7fffffff - 1;
  for (int i = 0; i < W; i++)
    {
      unsigned v = in[i];
      int s = (int) v;
      wa += v;
      wumin = v < wumin ? v : wumin;
      wumax = v > wumax ? v : wumax;
      wsmin = s < wsmin ? s : wsmin;
      wsmax = s > wsmax ? s : wsmax;
      wand &= v;
      wor |= v;
      wxor ^= v;
    }
  for (int i = 0; i < W; i++)
    if (add[i] != wa || umin[i] != wumin || umax[i] != wumax
	|| smin[i] != wsmin || smax[i] != wsmax || band[i] != wand
	|| bor[i] != wor || bxor[i] != wxor)
      {
	printf ("warp-redux: lane %d: add %#x/%#x umin %#x/%#x umax %#x/%#x "
		"smin %d/%d smax %d/%d and %#x/%#x or %#x/%#x xor %#x/%#x\n",
		i, add[i], wa, umin[i], wumin, umax[i], wumax, smin[i], wsmin,
		smax[i], wsmax, band[i], wand, bor[i], wor, bxor[i], wxor);
	errors++;
      }
  if (errors)
    return 1;
  puts ("warp-redux: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
