/* An empty basic asm (libgomp's kernels-private-vars-loop-worker-1.c,
   private-variables.c) gets no marker comment: GCC would take a
   non-empty basic asm as a memory clobber.  PTX and host code are stock
   GCC's.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int
main (void)
{
  int a[32], x = 5;
#pragma omp target map(from: a) map(to: x)
#pragma omp parallel for
  for (int i = 0; i < 32; i++)
    {
      int t = 0;
      for (int j = 0; j < 4; j++)
	{
	  t += x;
	  __asm__ __volatile__ ("");
	}
      a[i] = t;
    }
  return a[1] != 20;
}

/* { dg-final { scan-ptx-not {ptxasm} } } */
/* { dg-final { same-as-stock } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
