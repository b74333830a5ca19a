/* Issue 22: statements that ptxasm's table knows ptxas accepts (common
   instructions on registers of the right types) are not given to
   ptxas; a file made only of them runs no ptxas at all.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose -fplugin-arg-ptxasm-verify-cache=no" } */

void
f (int i, long l, float x, double d, unsigned *p)
{
#pragma omp target map(tofrom: i, l, x, d) map(to: p[0:1])
  {
    asm ("add.s32 %0, %0, 1;" : "+r" (i));
    asm ("mul.wide.s32 %0, %1, 3;" : "=l" (l) : "r" (i));
    asm ("fma.rn.f32 %0, %0, %0, %0;" : "+f" (x));
    asm ("{\n\t.reg .pred p;\n\tsetp.lt.f64 p, %0, 0d0000000000000000;\n"
	 "\t@p neg.f64 %0, %0;\n\t}" : "+d" (d));
    asm volatile ("ld.global.u32 %0, [%1+4];" : "=r" (i) : "l" (p));
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (i));
  }
}
/* { dg-message "6 offloaded 'asm' statements known to be right for sm_\[0-9\]+ without ptxas" "" { target *-*-* } 0 } */
/* { dg-bogus "ptxas checked" "" { target *-*-* } 0 } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
