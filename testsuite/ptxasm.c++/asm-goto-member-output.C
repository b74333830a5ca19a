// asm goto with an output in a member of a local structure crashes
// GCC 12's SRA pass: an error instead, in C++ as in C.
/* { dg-do compile } */
/* { dg-require-gcc-major "12" "12" } */
/* { dg-options "-O1" } */

struct S { int m; };

int
f ()
{
  S s = { 1 };
  asm goto ("" : "+r" (s.m) : : : l); /* { dg-error ".asm goto. with output operand 0 in a member or element of the local .s. would crash GCC 12" } */
  return s.m;
l:
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
