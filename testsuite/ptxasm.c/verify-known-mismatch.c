/* Issue 22: an instruction the table knows, on a register of the wrong
   type, is not known: ptxas judges it and its error is reported, while
   the statements around it are known and skip ptxas.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose -fplugin-arg-ptxasm-verify-cache=no" } */

void
f (int i, long l, float x)
{
#pragma omp target map(tofrom: i, l, x)
  {
    asm ("add.s32 %0, %0, 1;" : "+r" (i));
    asm ("add.s32 %0, %0, %1;" : "+r" (i) : "l" (l)); /* { dg-error "ptxas: Arguments mismatch" } */
    asm ("add.f32 %0, %0, %0;" : "+f" (x));
  }
}
/* { dg-message "ptxas checked 1 offloaded 'asm' statement for sm_\[0-9\]+ \\(1 run\\)" "" { target *-*-* } 0 } */
/* { dg-message "2 more known to be right without ptxas" "" { target *-*-* } 0 } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
