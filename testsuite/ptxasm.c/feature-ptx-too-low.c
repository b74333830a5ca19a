/* The right target but a PTX ISA version below what the instruction
   needs: the error names the version.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90 -fplugin-arg-ptxasm-ptx=7.8" } */

void
f (unsigned b)
{
#pragma omp target map(to: b)
  asm volatile ("fence.proxy.async.shared::cta;" ::: "memory"); /* { dg-error ".fence.proxy.async. in the asm template needs PTX ISA 8.0 or later, not 7.8: compile with .-fplugin-arg-ptxasm-ptx=8.0." } */
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
