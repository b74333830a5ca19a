/* Issue 22: a statement that declares a special register's name hides
   the special register from every statement of the function; a read of
   it that the table would know is then left to ptxas, which reports the
   mismatch.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify-cache=no" } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm volatile (".reg .u64 %%laneid;\n\tmov.u32 %0, 0;" : "=r" (j));
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (i)); /* { dg-error "ptxas: Arguments mismatch for instruction 'mov'" } */
  }
}
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
