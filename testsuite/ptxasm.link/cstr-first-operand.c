/* A "C" operand as operand 0 (an asm with no outputs), followed by
   register operands numbered 1 and 2.  */
/* { dg-do link } */

static const char st[] = "st.u32";

int
main (void)
{
  int v = 0;
#pragma omp target map(tofrom: v)
  {
    int x = 5, *p = &v;
    asm volatile ("%0 [%1], %2;" :: "C" (st), "l" (p), "r" (x) : "memory");
  }
  return v != 5;
}

/* { dg-final { scan-ptx {\tst\.u32 \[%ptxasm([0-9]+)_1\], %ptxasm\1_2;} } } */
/* { dg-final { scan-ptx {\.reg \.b64 %ptxasm([0-9]+)_1;\n\t\.reg \.b32 %ptxasm\1_2;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
