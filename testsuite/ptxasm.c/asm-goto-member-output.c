/* asm goto with an output in a member of a local structure crashes
   GCC 12's SRA pass at -O1 and above (plugin or not): an error that
   names the way around it instead, in host code too.  */
/* { dg-do compile } */
/* { dg-require-gcc-major "12" "12" } */
/* { dg-options "-O1" } */

struct S { int m; };

int
f (void)
{
  struct S s = { 1 };
  asm goto ("" : "+r" (s.m) : : : l); /* { dg-error ".asm goto. with output operand 0 in a member or element of the local .s. would crash GCC 12 \\(its SRA pass\\); make the output a local scalar variable and copy it, or compile with .-fno-tree-sra." } */
  return s.m;
l:
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
