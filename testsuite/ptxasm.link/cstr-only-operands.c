/* An asm whose only operands are "C" operands: once they are pasted it
   has no operands left, yet its "%%" is still turned into '%' (it had
   operands as the user wrote it).  */
/* { dg-do link } */

static const char s[] = "only";

int
main (void)
{
#pragma omp target
  asm volatile ("// %0 50%%" :: "C" (s));
  return 0;
}

/* { dg-final { scan-ptx {// only 50%\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
