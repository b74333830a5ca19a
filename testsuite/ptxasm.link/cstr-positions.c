/* "C" operands at any position among the inputs (first, middle, last),
   with "n" operands between them: every other operand keeps its number,
   so the immediates land where the template says.  */
/* { dg-do link } */

static const char add[] = "add.s32";
static const char cmt[] = "sum";
static const char tail[] = "end";

int
main (void)
{
  int i = 0;
#pragma omp target map(from: i)
  asm ("%1 %0, %2, %4; // %3 %5" : "=r" (i) : "C" (add), "n" (11), "C" (cmt), "n" (22), "C" (tail));
  return i != 33;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, 11, 22; // sum end\n\tmov\.b32 %r[0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
