/* With verbose, a note says how the host runs each simd loop with warp
   instructions: cut at them where the control around them is the same
   in every lane (a loop whose bound is a constant, an if on a value from
   outside the loop), through the run-time library where a lane's own
   value decides whether one runs.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-verbose" } */
/* { dg-prune-output "prepared 'asm' for nvptx" } */

void
f (unsigned *out, int n, int c)
{
#pragma omp target map(from: out[0:64]) firstprivate(n, c)
  {
#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	unsigned v = (unsigned) i * 3u;
	for (int x = 16; x >= 1; x >>= 1)
	  asm volatile ("{\n\t.reg .b32 t;\n\t"
	/* { dg-message "note: ptxasm: the host runs this simd loop's iterations as the lanes of warps, cut at its warp instructions" "" { target *-*-* } .-1 } */
			"shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			"add.u32 %0, %0, t;\n\t}" : "+r" (v) : "r" (x));
	if (c > 1)
	  asm volatile ("shfl.sync.idx.b32 %0, %0, 3, 0x1f, 0xffffffff;"
			: "+r" (v));
	out[i] = v;
      }
#pragma omp simd
    for (int i = 0; i < 64; i++)
      {
	unsigned v = (unsigned) i;
	if (i % 3)
	  asm volatile ("shfl.sync.bfly.b32 %0, %0, 1, 0x1f, 0xffffffff;"
	/* { dg-message "note: ptxasm: the host runs this simd loop's iterations as the lanes of warps, through the run-time library" "" { target *-*-* } .-1 } */
			: "+r" (v));
	out[i] += v;
      }
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
