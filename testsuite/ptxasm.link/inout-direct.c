/* A statement whose text closes a '{' that an earlier statement opened
   gets GCC's own registers (no shims).  Its "+" operands are untied too:
   each input is copied into its output register before the text, so
   that "+" operands of one value, or unnamed ones, keep their values.
   Tied, GCC's nvptx back end copied the shared 0 into the first output
   only and the others reached the text uninitialised.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int out[4];

int
main (void)
{
#pragma omp target map(from: out)
  {
    int a = 0, b = 0, c = 0, u = 0;
    asm volatile ("{ .reg .pred ptxasm_p;" ::);
    asm volatile ("add.s32 %0, %0, 1; add.s32 %1, %1, 2; "
		  "add.s32 %2, %2, 3; }"
		  : "+r" (a), "+r" (b), "+r" (c), "+r" (u));
    out[0] = a;
    out[1] = b;
    out[2] = c;
    out[3] = u;
  }
  return 0;
}

/* { dg-final { scan-ptx {mov\.b32 (%r[0-9]+), (%r[0-9]+);\s*mov\.b32 (%r[0-9]+), \2;\s*mov\.b32 (%r[0-9]+), \2;\s*mov\.b32 (%r[0-9]+), \2;\s*add\.s32 \1, \1, 1; add\.s32 \3, \3, 2; add\.s32 \4, \4, 3;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
