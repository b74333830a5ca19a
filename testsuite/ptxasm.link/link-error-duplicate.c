/* A statement that declares a register outside braces, in a loop that
   GCC unrolls: the function has it twice and ptxas reports a duplicate
   definition at the link; a note says how to make the register the
   statement's own.  */
/* { dg-do link } */
/* { dg-require-ptxas "" } */
/* { dg-options "-O2" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  {
#pragma GCC unroll 2
    for (int i = 0; i < 2; i++)
      asm volatile (".reg .u32 t;\n\tmov.u32 t, %1;\n\tadd.u32 %0, %0, t;" : "+r" (x) : "r" (i)); /* { dg-error "-:ptxas: Duplicate definition of variable 't'" } */
  }
  return x;
}

/* { dg-message "-:note: GCC may put an asm statement in a function more than once .an unrolled loop, an inlined function.; declare its registers and labels inside .* in the template" "" { target *-*-* } 17 } */
/* { dg-prune-output {ptxas [./]|ptxas fatal|nvptx-as: ptxas returned|returned 1 exit status|compilation terminated|lto-wrapper failed|ld returned 1 exit status|in this line of the asm statement} } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
