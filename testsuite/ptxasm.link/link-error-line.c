/* A template that only ptxas can fault fails at the offload link; the
   error names the asm statement's file and line (from GCC's line
   markers) and quotes the PTX line, instead of only a temporary file's
   line.  */
/* { dg-do link } */
/* { dg-require-ptxas "" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  {
    asm ("mov.u32 %0, 1;\n\tbogus.u32 %0;" : "=r" (x)); /* { dg-error "-:ptxas: Not a name of any known instruction: 'bogus'" } */
  }
  return x;
}

/* { dg-message "-:note: in this line of the asm statement: bogus.u32 %ptxasm" "" { target *-*-* } 14 } */
/* { dg-prune-output {ptxas [./]|ptxas fatal|nvptx-as: ptxas returned|returned 1 exit status|compilation terminated|lto-wrapper failed|ld returned 1 exit status} } */
/* The compile-time check (verify.cc) would report it first.  */
/* { dg-options "-fplugin-arg-ptxasm-verify=no" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
