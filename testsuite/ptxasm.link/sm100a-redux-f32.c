/* redux.sync on f32 needs sm_100a (ptxas: "not supported on .target
   'sm_90a'"): with -fplugin-arg-ptxasm-arch=sm_100a it passes ptxas.
   (No run test: the GPU the tests run on is an sm_90.)  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_100a" } */

#define W 32

int
main (void)
{
  float in[W], mn[W], mx[W];
  for (int i = 0; i < W; i++)
    in[i] = (float) (i * 7 % 11) - 5.0f;
#pragma omp target map(to: in) map(from: mn, mx)
#pragma omp simd
  for (int i = 0; i < W; i++)
    {
      asm volatile ("redux.sync.min.f32 %0, %1, 0xffffffff;"
		    : "=f" (mn[i]) : "f" (in[i]));
      asm volatile ("redux.sync.max.abs.f32 %0, %1, 0xffffffff;"
		    : "=f" (mx[i]) : "f" (in[i]));
    }
  return !(mn[0] == -5.0f && mx[0] == 5.0f);
}

/* { dg-final { scan-ptx-as {\.target sm_100a\n} } } */
/* { dg-final { scan-ptx-as {redux\.sync\.min\.f32} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
