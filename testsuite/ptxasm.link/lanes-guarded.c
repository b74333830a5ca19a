/* Outside simd code a statement that only the master lane runs is
   guarded instruction by instruction by the master flag, as GCC guards
   its own atomics: no lane branches away, so none has to wait for the
   others (no bar.warp.sync), and ptxas has no divergence to schedule
   around.  A statement with a guard, a label or a branch of its own is
   branched around, and the warp meets after it.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

unsigned a[4], out;

int
main (void)
{
#pragma omp target map(tofrom: a, out)
  {
    unsigned t;
    asm volatile ("atom.add.u32 %0, [%1], 1;\n\t"
		  "{ .reg .u32 k; /* twice */ add.u32 k, %0, %0;\n\t"
		  "red.add.u32 [%2], k; }"
		  : "=&r" (t) : "l" (a), "l" (a + 1) : "memory");
    out = t;
    asm volatile ("{ .reg .pred p; setp.ne.u32 p, %0, 0;\n\t"
		  "@p red.add.u32 [%1], 1; }"
		  :: "r" (out), "l" (a + 2) : "memory");
  }
  return 0;
}

/* { dg-final { scan-ptx {@(%ptxasm[0-9]+)_xp atom\.add\.u32 \1_0, \[\1_1\], 1;\s*\x7b \.reg \.u32 k; /[*] twice [*]/\s*@\1_xp add\.u32 k, \1_0, \1_0;\s*@\1_xp red\.add\.u32 \[\1_2\], k; \x7d} } } */
/* { dg-final { scan-ptx {setp\.eq\.u32 (%ptxasm[0-9]+)_xp, %r[0-9]+, 0;\s*@\1_xp bra \$Lptxasm[0-9]+_x;(.|\n)*@p red\.add\.u32 \[\1_1\], 1; \x7d\s*\$Lptxasm[0-9]+_x:\s*setp\.eq\.u32 \1_xz, %r[0-9]+, 0;\s*@\1_xz bar\.warp\.sync -1;} } } */
/* { dg-final { scan-ptx-not {bra \$Lptxasm(.|\n)*bra \$Lptxasm} } } */
/* { dg-final { scan-ptx-not {bar\.warp\.sync(.|\n)*bar\.warp\.sync} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
