/* Statements whose braces open or close a scope of other statements run
   on every lane: the other lanes could not branch past half a scope.
   The statement inside the scope, whose own braces balance, runs on the
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
    asm volatile ("red.add.u32 [%0], t;" :: "l" (&a) : "memory");
    asm volatile ("}");
  }
  return 0;
}

/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*. \.reg \.u32 t; mov\.u32 t, 1;\s+// end inline asm} } } */
/* { dg-final { scan-ptx {@(%ptxasm[0-9]+)_xp bra \$Lptxasm[0-9]+_x;\s*\.reg \.b64 \1_0;\s*mov\.b64 \1_0, %r[0-9]+;\s*red\.add\.u32 \[\1_0\], t;} } } */
/* { dg-final { scan-ptx {begin inline asm \(ptxasm\)\s*.\s+// end inline asm} } } */
