/* Text pasted by "C" is literal: a '%' in it is not a template escape,
   "%r1" and "%0" in it are not operands, "%%" stays "%%".  */
/* { dg-do link } */

static const char pct[] = "100% %r1 %0 %%";

int
main (void)
{
  int j = 2;
#pragma omp target map(to: j)
  asm volatile ("// %0 | %1" :: "C" (pct), "r" (j));
  return 0;
}

/* { dg-final { scan-ptx {// 100% %r1 %0 %% \| %ptxasm[0-9]+_1\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
