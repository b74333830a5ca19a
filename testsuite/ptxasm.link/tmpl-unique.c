/* "%=" is a number unique to each asm statement: two statements that
   define the label "L%=" at function scope get two different labels, or
   ptxas would reject the duplicate.  */
/* { dg-do link } */

int
main (void)
{
  int a = 0, b = 0;
#pragma omp target map(tofrom: a, b)
  {
    asm volatile ("bra.uni L%=;\nL%=: // unique %=" : "+r" (a));
    asm volatile ("bra.uni L%=;\nL%=: // unique %=" : "+r" (b));
  }
  return a + b;
}

/* { dg-final { scan-ptx {bra\.uni L([0-9]+);\nL\1: // unique \1\n} } } */
/* { dg-final { scan-ptx-not {%=} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
