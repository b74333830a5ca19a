/* An array with an embedded NUL: the text up to the first NUL is
   pasted (nvcc 13 does the same, and also drops the rest of the
   template, which ptxasm keeps).  */
/* { dg-do link } */

static const char m[] = ".rn\0.rz";

int
main (void)
{
  float f = 1;
#pragma omp target map(tofrom: f)
  asm ("add.f32%1 %0, %0, %0; // kept" : "+f" (f) : "C" (m));
  return 0;
}

/* { dg-final { scan-ptx {add\.f32\.rn %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0; // kept} } } */
/* { dg-final { scan-ptx-not {\.rz} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
