/* A register declared by one asm statement and written by another with
   a side effect: the writer runs on every lane (it names a register it
   does not declare), so every lane's copy of the register gets the
   loaded value and the later store, on every lane, stores it.  Run on
   the master lane only, lanes 1 to 31 would store their uninitialised
   copies.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned src = 42, dst;

int
main (void)
{
#pragma omp target map(tofrom: src, dst)
  {
    asm volatile (".reg .u32 shared_t;");
    asm volatile ("ld.global.u32 shared_t, [%0]; // writer" :: "l" (&src)
		  : "memory");
    asm volatile ("st.global.u32 [%0], shared_t;" :: "l" (&dst) : "memory");
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*\.reg \.b64 (%ptxasm[0-9]+)_0;\s*mov\.b64 \1_0, %r[0-9]+;\s*ld\.global\.u32 shared_t, \[\1_0\]; // writer} } } */
/* { dg-final { scan-ptx-not {_xm} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
