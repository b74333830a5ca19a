// The CUDA guide's doit<p1, p2, p3>: "C" operands that are non-type
// template parameters of type const char *, instantiated with static
// arrays; accepted.
/* { dg-do compile } */
/* { dg-options "-std=c++17" } */

template <const char *p1, const char *p2, const char *p3>
void
doit ()
{
  asm volatile ("// %0 %1 %2" :: "C" (p1), "C" (p2), "C" (p3));
}

const char buf3[] = "Jumped";

void
f ()
{
#pragma omp target
  {
    static const char v3[] = { 'B', 'r', 'o', 'w', 'n', 0 };
    static constexpr char v4[] = { 'F', 'o', 'x', 0 };
    doit<v3, v4, buf3> ();
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
