/* A PTX statement that starts with a .reg declaration in host-only
   code (issue 35).  */
/* { dg-do compile } */

int
g (int x)
{
  int r;
  asm ("{ .reg .pred p; setp.ne.s32 p, %1, 0; selp.s32 %0, 1, 0, p; }" : "=r" (r) : "r" (x)); /* { dg-error "inline PTX assembly \\('.reg'\\) in code compiled for the host only" } */
  return r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
