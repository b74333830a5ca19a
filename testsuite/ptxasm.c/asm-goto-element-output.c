/* asm goto with an output in an element of a local array crashes GCC
   12's SRA pass too.  */
/* { dg-do compile } */
/* { dg-require-gcc-major "12" "12" } */
/* { dg-options "-O2" } */

int
f (void)
{
  int a[2] = { 1, 2 };
  asm goto ("" : "+rm" (a[1]) : : : l); /* { dg-error ".asm goto. with output operand 0 in a member or element of the local .a. would crash GCC 12" } */
  return a[1];
l:
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
