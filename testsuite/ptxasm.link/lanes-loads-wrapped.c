/* Reads that are a lane's own, or whose every read counts, keep the
   master-lane wrapper outside simd code: a generic ld (the address may
   be a lane's .local memory), ld.local, ld.mmio, %laneid, %clock.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

int v = 5, out[4];

int
main (void)
{
#pragma omp target map(to: v) map(from: out)
  {
    unsigned u;
    asm volatile ("ld.u32 %0, [%1];" : "=r" (u) : "l" (&v));
    out[0] = u;
    asm volatile ("mov.u32 %0, %%laneid;" : "=r" (u));
    out[1] = u;
  }
  return 0;
}

/* Two wrappers: each instruction guarded by the master flag.  */
/* { dg-final { scan-ptx {@%ptxasm[0-9]+_xp ld\.u32(.|\n)*@%ptxasm[0-9]+_xp mov\.u32 %ptxasm[0-9]+_0, %laneid;} } } */
