/* With -fplugin-arg-ptxasm-arch=sm_90a the check judges the statement for
   that target (and the PTX ISA version the plugin picks for it): an
   sm_90a instruction passes.  verify-above-target.c is the same
   statement for the default sm_80.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */

void
f (void)
{
#pragma omp target
  asm volatile ("setmaxnreg.inc.sync.aligned.u32 240;");
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
