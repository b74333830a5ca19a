// An empty template keeps GCC's "r" on a pointer (libgomp.c++/pr69555-2.C).
// { dg-do compile }

int
f ()
{
  int c[4] = { 1, 2, 3, 4 };
#pragma omp target map(tofrom: c)
  {
    asm volatile ("" : : "r" (&c[0]) : "memory");
  }
  return c[0];
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
