/* A C comment in a template must not swallow what follows it on the
   line: nvptx's tools turn "/" "* ... *" "/" into a "//" comment, which
   silently dropped the add.  ptxasm starts a new line after each C
   comment.  */
/* { dg-do link } */

int
main (void)
{
  int v = 21;
#pragma omp target map(tofrom: v)
  asm ("/* double it */ add.u32 %0, %0, %0;" : "+r" (v));
  return v != 42;
}

/* { dg-final { scan-ptx {/[*] double it [*]/\n\s*add\.u32 %ptxasm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
