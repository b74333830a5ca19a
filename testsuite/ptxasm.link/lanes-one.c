/* Outside simd code (lanes=one, the default) a statement runs on GCC's
   master lane only, the lane whose number equals its number ANDed with
   __nvptx_uni[%tid.y], and its outputs are broadcast from that lane
   after the copies out of the shims.  The lanes that meet after it are
   the whole warp outside simd regions (__nvptx_uni[%tid.y] == 0), the
   active ones inside.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a, out;

int
main (void)
{
#pragma omp target map(tofrom: a, out)
  {
    unsigned o;
    asm volatile ("atom.add.u32 %0, [%1], 1;" : "=r" (o) : "l" (&a)
		  : "memory");
    out = o;
  }
  return 0;
}

/* __nvptx_uni[%tid.y], read once at the function's entry; the master
   lane and the branch of the others past the statement.  */
/* { dg-final { scan-ptx {mov\.u64 %ptxasm_uni_u, __nvptx_uni;\s*add\.u64 %ptxasm_uni_a, %ptxasm_uni_a, %ptxasm_uni_u;\s*ld\.shared\.u32 (%r[0-9]+), \[%ptxasm_uni_a\];(.|\n)*mov\.b32 (%ptxasm[0-9]+)_xm, \1;\s*activemask} } } */
/* { dg-final { scan-ptx {mov\.b32 (%ptxasm[0-9]+)_xm, %r[0-9]+;\s*activemask\.b32 \1_xk;\s*setp\.eq\.u32 \1_xz, \1_xm, 0;\s*selp\.b32 \1_xk, -1, \1_xk, \1_xz;\s*mov\.u32 \1_xl, %laneid;\s*and\.b32 \1_xm, \1_xm, \1_xl;\s*\.reg \.pred \1_xp;\s*setp\.ne\.u32 \1_xp, \1_xm, \1_xl;\s*@\1_xp bra \$Lptxasm[0-9]+_x;} } } */
/* The copies and the text stay together; then the lanes meet and the
   output register gets the master's value.  */
/* { dg-final { scan-ptx {mov\.b64 (%ptxasm[0-9]+)_1, %r[0-9]+;\s*atom\.add\.u32 \1_0, \[\1_1\], 1;\s*mov\.b32 (%r[0-9]+), \1_0;\s*\$Lptxasm[0-9]+_x:\s*bar\.warp\.sync \1_xk;\s*mov\.b32 \1_xw, \2;\s*shfl\.sync\.idx\.b32 \1_xw, \1_xw, \1_xm, 31, \1_xk;\s*mov\.b32 \2, \1_xw;} } } */
