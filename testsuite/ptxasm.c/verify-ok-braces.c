/* .reg and .pred declarations and labels inside braces, predicated
   instructions, %= names: correct templates, no diagnostic.  */
/* { dg-do compile } */

void
f (int i, unsigned u, float x)
{
#pragma omp target map(tofrom: i, u, x)
  {
    asm ("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
	 "@p add.s32 %0, %1, 1;\n\t@!p mov.s32 %0, 7;\n\t}"
	 : "=r" (i) : "r" (i));
    asm ("{ .reg .pred p; .reg .u32 t;\n\tsetp.eq.u32 p, %1, 0;\n\t"
	 "@p bra $Ldone%=;\n\tadd.u32 t, %1, 1;\n\tmov.u32 %0, t;\n"
	 "$Ldone%=:\n\t}" : "=r" (u) : "r" (u));
    asm ("{ .reg .f32 t; mul.f32 t, %1, %1; add.f32 %0, t, %1; }"
	 : "=f" (x) : "f" (x));
    asm ("mov.u32 %0, %%laneid;" : "=r" (u));
    asm volatile ("// a comment with { and no }" :: );
    asm volatile ("bar.warp.sync -1;");
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
