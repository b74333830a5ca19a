/* In the SIMT region of a simd loop every lane is its own master: the
   statement there gets no master-lane wrapper and costs nothing more
   (simt.cc).  The one after the loop, back in the OpenMP thread, has
   it.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a[64], total;

int
main (void)
{
#pragma omp target map(tofrom: a, total)
  {
#pragma omp simd
    for (int i = 0; i < 64; i++)
      asm volatile ("add.u32 %0, %0, 1; // in simd" : "+r" (a[i]));
    asm volatile ("red.add.u32 [%0], 1; // after" :: "l" (&total)
		  : "memory");
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*\.reg \.b32 (%ptxasm[0-9]+)_0;\s*mov\.b32 \1_0, %r[0-9]+;\s*add\.u32 \1_0, \1_0, 1; // in simd} } } */
/* { dg-final { scan-ptx {setp\.ne\.u32 (%ptxasm[0-9]+)_xp, %r[0-9]+, 0;\s*\.reg \.b64 \1_0;\s*mov\.b64 \1_0, %r[0-9]+;\s*@\1_xp red\.add\.u32 \[\1_0\], 1; // after} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
