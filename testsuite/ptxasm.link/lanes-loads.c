/* A statement that only reads memory the warp shares (ld.global,
   ld.global.nc, ldu, ld.shared, ld.const, prefetch) or a special register
   whose value is the warp's (%ctaid.x, %tid.y) gets the same outputs in
   every lane: outside simd code it runs on every lane with no
   master-lane wrapper, as GCC's own loads do.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

float a[64];
int out[4];

int
main (void)
{
#pragma omp target map(to: a) map(from: out)
  {
    float s = 0, v;
    unsigned u;
    for (int i = 0; i < 64; i++)
      {
	asm ("ld.global.nc.f32 %0, [%1];" : "=f" (v) : "l" (&a[i]));
	s += v;
	asm volatile ("ld.volatile.global.f32 %0, [%1];" : "=f" (v) : "l" (&a[i]));
	s += v;
	asm ("prefetch.global.L2 [%0];" : : "l" (&a[i]));
      }
    out[0] = s;
    asm ("mov.u32 %0, %%ctaid.x;" : "=r" (u));
    out[1] = u;
    asm ("mov.u32 %0, %%tid.y;" : "=r" (u));
    out[2] = u;
  }
  return 0;
}

/* { dg-final { scan-ptx {ld\.global\.nc\.f32} } } */
/* { dg-final { scan-ptx-not {_xm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
