/* -fplugin-arg-ptxasm-lockstep=library: every simd loop with warp
   instructions runs through the run-time library's lanes, even one
   that the host could cut at them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-verbose -fplugin-arg-ptxasm-lockstep=library" } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:64])
#pragma omp simd
  for (int i = 0; i < 64; i++)
    {
      unsigned v = (unsigned) i * 3u;
      asm volatile ("shfl.sync.bfly.b32 %0, %0, 1, 0x1f, 0xffffffff;"
	/* { dg-message "note: ptxasm: the host runs this simd loop's iterations as the lanes of warps, through the run-time library" "" { target *-*-* } .-1 } */
		    : "+r" (v));
      out[i] = v;
    }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
