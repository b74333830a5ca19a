// _Float16 in offloaded C++ (a template instantiated for it) is
// reported at the use.
// { dg-do compile }

#pragma omp declare target
template <typename T>
float
twice (float x)
{
  T y = static_cast<T> (x); // { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" }
  return y * 2;
}
#pragma omp end declare target

float
run (float x)
{
  float r = 0;
#pragma omp target map(from: r) map(to: x)
  r = twice<_Float16> (x);
  return r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
