// "C" errors in C++: the note is at the declaration of the variable at
// fault, also when a constexpr pointer leads to it, and at the
// out-of-class initialization of a member (issue 14).
// { dg-do compile }
// { dg-options "-std=c++17" }

static char s[] = "abc"; // { dg-note "13: .s. declared here" }
constexpr char *p = s;
struct S { static const char m[]; };
const char S::m[] = "x"; // { dg-note "12: .m. is initialized here, outside its class; initialize it in the class, .static constexpr." }

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile ("// %0" :: "C" (p)); // { dg-error "31: the expression for the .C. constraint evaluated to the address of a variable \\(.s.\\) with unsupported type" }
    asm volatile ("// %0" :: "C" (S::m)); // { dg-error "31: the expression for the .C. constraint evaluated to the address of a static class member variable" }
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
