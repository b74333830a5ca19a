/* At the default target, templates that only look like sm_90 features
   (a comment, a register named like an opcode, sm_80's cp.async and
   integer redux.sync) are not errors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-warn-warp=no" } */

void
g (unsigned *x)
{
#pragma omp target map(tofrom: x[0:4])
  {
    asm volatile ("// elect.sync, wgmma.fence and %%cluster_nctarank\n\t"
		  "add.u32 %0, %0, 1;" : "+r" (x[0]));
    asm volatile ("{\n\t.reg .b32 mapa;\n\tmov.u32 mapa, %1;\n\t"
		  "add.u32 %0, mapa, 1;\n}" : "=r" (x[1]) : "r" (x[2]));
    asm volatile ("redux.sync.add.u32 %0, %0, 0xffffffff;" : "+r" (x[3]));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
