/* The master-lane wrapper reads __nvptx_uni[%tid.y] once per function,
   at its entry, not once per statement: three wrapped statements in a
   loop, one read, outside the loop.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned h[64], out;

int
main (void)
{
#pragma omp target map(tofrom: h, out)
  {
    unsigned o = 0, t;
    for (unsigned i = 0; i < 64; i++)
      {
	asm volatile ("atom.global.add.u32 %0, [%1], 1;" : "=r" (t)
		      : "l" (&h[i]) : "memory");
	o += t;
	asm volatile ("red.global.add.u32 [%0], %1;" : : "l" (&h[i]),
		      "r" (i) : "memory");
	asm volatile ("membar.gl;" ::: "memory");
      }
    out = o;
  }
  return 0;
}

/* { dg-final { scan-ptx {ptxasm_uni_u, __nvptx_uni;} } } */
/* { dg-final { scan-ptx-not {ptxasm_uni_u, __nvptx_uni;(.|\n)*ptxasm_uni_u, __nvptx_uni;} } } */
/* { dg-final { scan-ptx-not {_xu, __nvptx_uni;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
