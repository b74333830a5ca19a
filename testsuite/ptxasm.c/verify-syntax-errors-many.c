/* Issue 22: ptxas stops at the first syntax error; the statement is
   blanked and ptxas runs again, until the file parses: every syntax
   error, and then the other errors, in one compile.
   (verify-known=no: ptxas sees every statement, the two correct ones
   too, as the run count below assumes.)  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose -fplugin-arg-ptxasm-verify-known=no" } */

void
f (int i, long l)
{
#pragma omp target map(tofrom: i, l)
  {
    asm ("add.s32 %0 %0, 1;" : "+r" (i)); /* { dg-error "ptxas: Parsing error" } */
    asm ("mov.u32 %0, %0;" : "+r" (i));
    asm ("sub.s32 %0, , 1;" : "+r" (i)); /* { dg-error "ptxas: Parsing error" } */
    asm ("add.s32 %0, %0, %1;" : "+r" (i) : "l" (l)); /* { dg-error "ptxas: Arguments mismatch" } */
  }
#pragma omp target map(tofrom: i)
  asm ("mul.lo.s32 %0, %0 3;" : "+r" (i)); /* { dg-error "ptxas: Parsing error" } */
}
/* One run without sentinels, one with them, one after each of the three
   statements is blanked.  */
/* { dg-message "ptxas checked 5 offloaded 'asm' statements for sm_\[0-9\]+ \\(5 runs\\)" "" { target *-*-* } 0 } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
