/* Outside simd code an output that nothing reads is not broadcast from
   the master lane: an atom whose old value is dropped gets no shuffle;
   one whose value is stored gets one.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a, out;

int
main (void)
{
#pragma omp target map(tofrom: a, out)
  {
    unsigned dropped, kept;
    asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (dropped) : "l" (&a)
		  : "memory");
    asm volatile ("atom.add.u32 %0, [%1], 2;" : "=r" (kept) : "l" (&a)
		  : "memory");
    out = kept;
  }
  return 0;
}

/* { dg-final { scan-ptx {atom\.add\.u32 (%ptxasm[0-9]+)_0, \[\1_1\], 1;\s*mov\.b32 %r[0-9]+, \1_0;\s*[/][/] end inline asm} } } */
/* { dg-final { scan-ptx {atom\.add\.u32 (%ptxasm[0-9]+)_0, \[\1_1\], 2;(.|\n)*@\1_xz shfl\.sync\.idx\.b32} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
