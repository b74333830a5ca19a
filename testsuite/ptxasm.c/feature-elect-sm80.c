/* elect.sync at the default target (sm_80): an error at the statement
   that names the target and the option, at compile time.  */
/* { dg-do compile } */

void
f (unsigned *e)
{
#pragma omp target map(from: e[0:1])
  asm volatile ("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\t"
		"selp.u32 %0, 1, 0, p;\n}" : "=r" (e[0]));
}

/* { dg-error ".elect.sync. in the asm template needs ..target sm_90. or later .PTX ISA 8.0., not .sm_80.: compile with .-fplugin-arg-ptxasm-arch=sm_90." "" { target *-*-* } 9 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
