// OpenACC: a C++ function (taking a reference) marked "acc routine seq"
// is checked.
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */

#pragma acc routine seq
int
m (const int &j)
{
  int i;
  asm ("mov.b32 %0, %1;" : "=r" (i) : "g" (j)); /* { dg-error "constraint letter .g. is not allowed" } */
  return i;
}

void
f (int *p)
{
#pragma acc parallel copy(p[0:1])
  p[0] = m (p[0]);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
