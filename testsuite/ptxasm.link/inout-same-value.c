/* "+" operands that start with one value: each shim is filled from that
   value.  GCC's nvptx back end has no register allocator to honour the
   gimplifier's matching constraints, and with tied inputs the second
   "+f" got the second output's uninitialised register (found on the
   H200 with wgmma accumulators initialised to 0).  */
/* { dg-do link } */
/* { dg-options "-O2" } */

float out[4];

int
main (void)
{
#pragma omp target map(from: out)
  {
    float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
    asm volatile ("add.f32 %0, %0, 1.0;\n\tadd.f32 %1, %1, 2.0;\n\t"
		  "add.f32 %2, %2, 3.0;\n\tadd.f32 %3, %3, 4.0;"
		  : "+f" (d0), "+f" (d1), "+f" (d2), "+f" (d3));
    out[0] = d0;
    out[1] = d1;
    out[2] = d2;
    out[3] = d3;
  }
  return 0;
}

/* All four shims are filled from the one register that holds 0.  */
/* { dg-final { scan-ptx {mov\.b32 %ptxasm([0-9]+)_0, (%r[0-9]+);\s*mov\.b32 %ptxasm\1_1, \2;\s*mov\.b32 %ptxasm\1_2, \2;\s*mov\.b32 %ptxasm\1_3, \2;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
