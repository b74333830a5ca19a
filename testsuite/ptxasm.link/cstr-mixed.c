/* "C" operands next to "%%", "%=" and nvcc-style PTX names (%p, %clock):
   each keeps its meaning.  */
/* { dg-do link } */

static const char op[] = "mov.u32";

int
main (void)
{
  unsigned c = 0;
#pragma omp target map(from: c)
  asm volatile ("%1 %0, %clock; // 100%% %1 %p #%=" : "=r" (c) : "C" (op));
  return 0;
}

/* { dg-final { scan-ptx {\tmov\.u32 %ptxasm([0-9]+)_0, %clock; // 100% mov\.u32 %p #[0-9]+\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
