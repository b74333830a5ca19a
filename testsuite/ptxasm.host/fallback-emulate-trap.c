/* A statement outside the emulated set still stops the program on the
   host; -fplugin-arg-ptxasm-warn-host-fallback says so at compile time,
   quoting the first instruction that is not emulated (issue 23).  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-ptxasm-warn-host-fallback" } */
/* { dg-shouldfail "host fallback of inline PTX" } */

int
main (void)
{
  int i = 0, j = 3;
#pragma omp target map(from: i) map(to: j)
  asm ("add.s32 %0, %1, 1; mov.u32 %0, %%dynamic_smem_size;" : "=r" (i) : "r" (j)); /* { dg-warning "the host fallback of this 'asm' stops the program: 'mov.u32 %0, %dynamic_smem_size': this special register is not emulated" } */
  return i;
}

/* { dg-output "fallback-emulate-trap.c:13: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
