/* Issue 22: the runs of ptxas after a syntax error stop at
   -fmax-errors.  */
/* { dg-do compile } */
/* { dg-options "-fmax-errors=2 -fplugin-arg-ptxasm-verbose" } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm ("add.s32 %0 %0, 1;" : "+r" (i)); /* { dg-error "ptxas: Parsing error" } */
    asm ("sub.s32 %0 %0, 1;" : "+r" (i)); /* { dg-error "ptxas: Parsing error" } */
    asm ("mul.lo.s32 %0 %0, 1;" : "+r" (i));
    asm ("add.s32 %0 %0, 1;" : "+r" (i));
  }
}
/* { dg-message "\\(3 runs\\)" "" { target *-*-* } 0 } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* { dg-prune-output "compilation terminated" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
