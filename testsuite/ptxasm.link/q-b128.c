/* "q" operands with PTX ISA 8.3: each is passed as two 64-bit halves and
   joined into / split from a .b128 register, as nvcc does; input,
   output and in/out, signed and unsigned.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=8.3" } */

int
main (void)
{
  __int128 x = ((__int128) 0x1122334455667788LL << 64) | 0x99aabbccddeeff00ULL;
  __int128 y = 0;
  unsigned __int128 z = 5;
#pragma omp target map(tofrom: x, y, z)
  {
    asm volatile ("mov.b128 %0, %1;" : "=q" (y) : "q" (x));
    asm volatile ("{ .reg .b64 a, b; mov.b128 {a, b}, %0; add.u64 a, a, 1; "
		  "mov.b128 %0, {a, b}; }" : "+q" (z));
  }
  return !(x == y && z == 6);
}

/* { dg-final { scan-ptx {\.reg \.b128 %ptxasm[0-9]+_0;} } } */
/* { dg-final { scan-ptx {mov\.b128 %ptxasm([0-9]+)_1, \{%r[0-9]+, %r[0-9]+\};\n\tmov\.b128 %ptxasm\1_0, %ptxasm\1_1;\n\tmov\.b128 \{%r[0-9]+, %r[0-9]+\}, %ptxasm\1_0;} } } */
/* { dg-final { scan-ptx-as {\.version 8\.3\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
