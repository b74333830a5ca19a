/* The asm goto shapes that GCC 12 compiles are accepted: at -O0, with
   -fno-tree-sra, through a pointer, in a static, or with a memory
   constraint.  */
/* { dg-do compile } */
/* { dg-options "-O1" } */

struct S { int m; };

__attribute__ ((optimize ("O0"))) int
f0 (void)
{
  struct S s = { 1 };
  asm goto ("" : "+r" (s.m) : : : l);
  return s.m;
l:
  return 0;
}

__attribute__ ((optimize ("no-tree-sra"))) int
f1 (void)
{
  struct S s = { 1 };
  asm goto ("" : "+r" (s.m) : : : l);
  return s.m;
l:
  return 0;
}

int
f2 (struct S *p)
{
  asm goto ("" : "+r" (p->m) : : : l);
  return p->m;
l:
  return 0;
}

int
f3 (void)
{
  static struct S s;
  asm goto ("" : "+r" (s.m) : : : l);
  return s.m;
l:
  return 0;
}

int
f4 (void)
{
  struct S s = { 1 };
  asm goto ("" : "+m" (s.m) : : : l);
  return s.m;
l:
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
