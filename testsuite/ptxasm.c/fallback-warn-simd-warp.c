/* A warp instruction in a simd loop: the host fallback computes it, but
   on a warp of one active lane, since it runs the loop's iterations one
   after another; -fplugin-arg-ptxasm-warn-host-fallback says so (issue
   34), so that the difference from the GPU is not silent.  Outside
   simd (the thread's 32 lanes, the same on both) it says nothing.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-warn-host-fallback -fplugin-arg-ptxasm-warn-warp=no" } */

void
f (unsigned *out)
{
#pragma omp target map(from: out[0:32])
  {
#pragma omp simd
    for (int i = 0; i < 32; i++)
      {
	unsigned v;
	asm volatile ("shfl.sync.bfly.b32 %0, %1, 1, 31, -1;" : "=r" (v) : "r" (i)); /* { dg-warning "the host fallback of this 'asm' runs its warp instructions on a warp of one active lane" } */
	out[i] = v;
      }
    unsigned w;
    asm volatile ("activemask.b32 %0;" : "=r" (w));
    out[0] += w;
  }
}
