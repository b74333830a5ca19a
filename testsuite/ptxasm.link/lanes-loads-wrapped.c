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

/* Two wrappers: each branches the other lanes past its statement.  */
/* { dg-final { scan-ptx {bra \$Lptxasm[0-9]+_x;(.|\n)*bra \$Lptxasm[0-9]+_x;} } } */
