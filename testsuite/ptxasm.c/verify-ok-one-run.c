/* Issue 22: a file without mistakes costs one run of ptxas; the runs
   after a syntax error cost it nothing.
   (verify-known=no: ptxas sees both statements; by default the table
   knows them and ptxas does not run: verify-known.c.)  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose -fplugin-arg-ptxasm-verify-known=no" } */

void
f (int i, long l)
{
#pragma omp target map(tofrom: i, l)
  {
    asm ("add.s32 %0, %0, 1;" : "+r" (i));
    asm ("add.s64 %0, %0, %1;" : "+l" (l) : "l" (l));
  }
}
/* { dg-message "ptxas checked 2 offloaded 'asm' statements for sm_\[0-9\]+ \\(1 run\\)" "" { target *-*-* } 0 } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
