// The CUDA guide's "C" example: function-local static const and static
// constexpr arrays (string and brace initialized) and class-static
// constexpr arrays give "The Quick Brown Fox Jumped Over"; the template
// doit<v3, v4, buf3> (non-type template parameters) gives "Brown Fox
// Jumped".  In a PTX comment, so that ptxas accepts it.
/* { dg-do link } */
/* { dg-options "-std=c++17" } */

struct S1
{
  static constexpr char buf1[] = "Jumped";
  static constexpr char buf2[] = { 'O', 'v', 'e', 'r', 0 };
};

template <const char *p1, const char *p2, const char *p3>
void
doit ()
{
  asm volatile ("// %0 %1 %2" :: "C" (p1), "C" (p2), "C" (p3));
}

const char buf3[] = "Jumped";

int
main ()
{
#pragma omp target
  {
    static const char v1[] = "The";
    static constexpr char v2[] = "Quick";
    static const char v3[] = { 'B', 'r', 'o', 'w', 'n', 0 };
    static constexpr char v4[] = { 'F', 'o', 'x', 0 };
    asm volatile ("// %0 %1 %2 %3 %4 %5" :: "C" (v1), "C" (v2), "C" (v3), "C" (v4), "C" (S1::buf1), "C" (S1::buf2));
    doit<v3, v4, buf3> ();
  }
  return 0;
}

/* { dg-final { scan-ptx {\t// The Quick Brown Fox Jumped Over\n} } } */
/* { dg-final { scan-ptx {\t// Brown Fox Jumped\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
