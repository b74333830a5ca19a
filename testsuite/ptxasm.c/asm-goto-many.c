/* asm goto cannot be split into pieces: more than 30 operands and
   labels together are an error at the statement.  */
/* { dg-do compile } */

#define A8(x) "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x)

#pragma omp declare target
int
f (int x)
{
  asm goto ("@%0 bra %l32;" :: A8 (x), A8 (x), A8 (x), A8 (x) :: done); /* { dg-error "'asm goto' with more than 30 operands and labels \\(33\\)" } */
  return 0;
done:
  return 1;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
