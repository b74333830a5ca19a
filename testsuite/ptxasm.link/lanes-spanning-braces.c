/* Statements whose braces open or close a scope of other statements run
   on every lane: the other lanes could not branch past half a scope.
   A statement inside that scope that names a register of the scope (t)
   runs on every lane too: run on one, it would leave the lanes' copies
   of t different.  One that names only its own operands runs on the
   master lane.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a;

int
main (void)
{
#pragma omp target map(tofrom: a)
  {
    asm volatile ("{ .reg .u32 t; mov.u32 t, 1;");
    asm volatile ("red.add.u32 [%0], t; // shared t" :: "l" (&a) : "memory");
    asm volatile ("red.add.u32 [%0], 2; // own" :: "l" (&a) : "memory");
    asm volatile ("}");
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*. \.reg \.u32 t; mov\.u32 t, 1;\s+// end inline asm} } } */
/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*\.reg \.b64 (%ptxasm[0-9]+)_0;\s*mov\.b64 \1_0, %r[0-9]+;\s*red\.add\.u32 \[\1_0\], t; // shared t} } } */
/* { dg-final { scan-ptx {setp\.ne\.u32 (%ptxasm[0-9]+)_xp, %r[0-9]+, 0;\s*\.reg \.b64 \1_0;\s*mov\.b64 \1_0, %r[0-9]+;\s*@\1_xp red\.add\.u32 \[\1_0\], 2; // own} } } */
/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*.\s+// end inline asm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
