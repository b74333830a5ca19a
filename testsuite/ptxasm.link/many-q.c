/* "q" operands in a statement with more than 30 operands: each is copied
   through its two 64-bit halves in the pieces (two GCC operands there),
   joined into its .b128 register and split back out.  36 GCC operands:
   a "=q" and a "+q" output, an "=r", a "q" input and 28 "r" inputs.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=8.3" } */

#define R4(v, i) "r" (v[i]), "r" (v[i + 1]), "r" (v[i + 2]), "r" (v[i + 3])
#define R28(v) R4 (v, 0), R4 (v, 4), R4 (v, 8), R4 (v, 12), R4 (v, 16), \
	       R4 (v, 20), R4 (v, 24)

int
main (void)
{
  __int128 x = ((__int128) 0x1122334455667788LL << 64) | 0x99aabbccddeeff00ULL;
  __int128 y = 0;
  unsigned __int128 z = ((unsigned __int128) 7 << 64) | 5;
  int v[28], s = 0;
  for (int i = 0; i < 28; i++)
    v[i] = i;
#pragma omp target map(tofrom: x, y, z, s) map(to: v)
  asm volatile ("{\n\t.reg .b64 a, b;\n\t"
		"mov.b128 %0, %3;\n\t"
		"mov.b128 {a, b}, %1;\n\t"
		"add.u64 a, a, 1;\n\tadd.u64 b, b, 2;\n\t"
		"mov.b128 %1, {a, b};\n\t"
		"mov.b32 %2, %4;\n\t"
		"add.s32 %2, %2, %5;\n\t"
		"add.s32 %2, %2, %6;\n\t"
		"add.s32 %2, %2, %7;\n\t"
		"add.s32 %2, %2, %8;\n\t"
		"add.s32 %2, %2, %9;\n\t"
		"add.s32 %2, %2, %10;\n\t"
		"add.s32 %2, %2, %11;\n\t"
		"add.s32 %2, %2, %12;\n\t"
		"add.s32 %2, %2, %13;\n\t"
		"add.s32 %2, %2, %14;\n\t"
		"add.s32 %2, %2, %15;\n\t"
		"add.s32 %2, %2, %16;\n\t"
		"add.s32 %2, %2, %17;\n\t"
		"add.s32 %2, %2, %18;\n\t"
		"add.s32 %2, %2, %19;\n\t"
		"add.s32 %2, %2, %20;\n\t"
		"add.s32 %2, %2, %21;\n\t"
		"add.s32 %2, %2, %22;\n\t"
		"add.s32 %2, %2, %23;\n\t"
		"add.s32 %2, %2, %24;\n\t"
		"add.s32 %2, %2, %25;\n\t"
		"add.s32 %2, %2, %26;\n\t"
		"add.s32 %2, %2, %27;\n\t"
		"add.s32 %2, %2, %28;\n\t"
		"add.s32 %2, %2, %29;\n\t"
		"add.s32 %2, %2, %30;\n\t"
		"add.s32 %2, %2, %31;\n}"
		: "=q" (y), "+q" (z), "=r" (s)
		: "q" (x), R28 (v));
  return !(x == y && z == (((unsigned __int128) 9 << 64) | 6) && s == 378);
}

/* The input "q": its halves joined into its register in a piece.  */
/* { dg-final { scan-ptx {mov\.b128 %%?ptxasm_3, \{%r[0-9]+, %r[0-9]+\};} } } */
/* The outputs split back out into their halves.  */
/* { dg-final { scan-ptx {mov\.b128 \{%r[0-9]+, %r[0-9]+\}, %%?ptxasm_0;} } } */
/* { dg-final { scan-ptx {mov\.b128 \{%r[0-9]+, %r[0-9]+\}, %%?ptxasm_1;} } } */
/* { dg-final { scan-ptx {part 2 of 2} } } */
/* { dg-final { scan-ptx-not {part 1 of 1} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
