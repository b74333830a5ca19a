// A non-constant "n" operand in C++: why it is not a constant, at the
// declaration (issue 14).
// { dg-do compile }

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    const int k = j; // { dg-note "15: .k. is not initialized with a constant expression" }
    int m = 3; // { dg-note "9: .m. is a variable, not a constant; declare it .constexpr." }
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "n" (k)); // { dg-error "55: an asm operand must be an integral constant expression" }
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "n" (m)); // { dg-error "55: an asm operand must be an integral constant expression" }
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
