// A target region inside a member function: its asm is checked.
/* { dg-do compile } */

struct K
{
  int v;
  void go ()
  {
    int x = v;
#pragma omp target map(tofrom: x)
    asm ("mov.b32 %0, %1;" : "=r" (x) : "=r" (x)); /* { dg-error "input operand constraint contains .=." } */
    v = x;
  }
};

void
f (K &k)
{
  k.go ();
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
