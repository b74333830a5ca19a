/* The host fallback does not compute matrix instructions, whose
   operands are the registers of a warp's 32 lanes (issue 34 owns them):
   -fplugin-arg-ptxasm-warn-host-fallback says that, not just "not
   emulated".  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-warn-host-fallback" } */

void
f (unsigned *d, const unsigned *a, const unsigned *b)
{
#pragma omp target map(tofrom: d[0:4]) map(to: a[0:4], b[0:2])
  asm ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};" /* { dg-warning "stops the program: 'mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 \[^'\]*': a matrix instruction, which takes its operands from the registers of a warp's 32 lanes, is not emulated" } */
       : "+r" (d[0]), "+r" (d[1]), "+r" (d[2]), "+r" (d[3])
       : "r" (a[0]), "r" (a[1]), "r" (a[2]), "r" (a[3]), "r" (b[0]), "r" (b[1]));
}
