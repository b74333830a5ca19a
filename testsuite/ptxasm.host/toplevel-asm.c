/* File-scope asm is host code: GCC streams it to the offload compiler
   with the offloaded functions, where ptxas rejects it, so stock GCC
   cannot link such a file.  With the plugin it stays on the host: the
   program links and the data the asm defines is there.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

asm (".pushsection .rodata\n"
     "\t.globl ptxasm_toplevel_data\n"
     "\t.p2align 2\n"
     "ptxasm_toplevel_data:\n"
     "\t.long 42\n"
     "\t.popsection");
extern const int ptxasm_toplevel_data;

int
main (void)
{
  int i = 0, j = 3, k = 4;
#pragma omp target map(from: i) map(to: j, k)
  i = j + k;
  printf ("%d %d\n", i, ptxasm_toplevel_data);
  return i != 7 || ptxasm_toplevel_data != 42;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
