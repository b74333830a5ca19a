/* Every letter in a statement of 36 operands (60 once "+" counts
   twice): "+h", "=r", "+l", "=&f", "+d", and inputs "r", "n" (pasted),
   "C" (pasted) and "f".  */
/* { dg-do link } */

static const char op[] = "add";

int
main (void)
{
  unsigned short h[8];
  unsigned r[8];
  unsigned long l[8];
  float f[4], y = 0.5f;
  double d[4];
  unsigned x = 100;
  for (int k = 0; k < 8; k++)
    h[k] = k, l[k] = k;
  for (int k = 0; k < 4; k++)
    d[k] = k;
#pragma omp target map(tofrom: h, r, l, f, d) map(to: x, y)
  asm ("add.u16 %0, %0, 1;\n"
       "add.u16 %1, %1, 1;\n"
       "add.u16 %2, %2, 1;\n"
       "add.u16 %3, %3, 1;\n"
       "add.u16 %4, %4, 1;\n"
       "add.u16 %5, %5, 1;\n"
       "add.u16 %6, %6, 1;\n"
       "add.u16 %7, %7, 1;\n"
       "add.u32 %8, %32, 8;\n"
       "add.u32 %9, %32, 9;\n"
       "add.u32 %10, %32, 10;\n"
       "add.u32 %11, %32, 11;\n"
       "add.u32 %12, %32, 12;\n"
       "add.u32 %13, %32, 13;\n"
       "add.u32 %14, %32, 14;\n"
       "add.u32 %15, %32, 15;\n"
       "add.u64 %16, %16, %33;\n"
       "add.u64 %17, %17, %33;\n"
       "add.u64 %18, %18, %33;\n"
       "add.u64 %19, %19, %33;\n"
       "add.u64 %20, %20, %33;\n"
       "add.u64 %21, %21, %33;\n"
       "add.u64 %22, %22, %33;\n"
       "add.u64 %23, %23, %33;\n"
       "%34.f32 %24, %35, 24.0;\n"
       "%34.f32 %25, %35, 25.0;\n"
       "%34.f32 %26, %35, 26.0;\n"
       "%34.f32 %27, %35, 27.0;\n"
       "add.f64 %28, %28, 0d3FF0000000000000;\n"
       "add.f64 %29, %29, 0d3FF0000000000000;\n"
       "add.f64 %30, %30, 0d3FF0000000000000;\n"
       "add.f64 %31, %31, 0d3FF0000000000000;\n"
       : "+h" (h[0]), "+h" (h[1]), "+h" (h[2]), "+h" (h[3]), "+h" (h[4]),
         "+h" (h[5]), "+h" (h[6]), "+h" (h[7]), "=r" (r[0]), "=r" (r[1]),
         "=r" (r[2]), "=r" (r[3]), "=r" (r[4]), "=r" (r[5]), "=r" (r[6]),
         "=r" (r[7]), "+l" (l[0]), "+l" (l[1]), "+l" (l[2]), "+l" (l[3]),
         "+l" (l[4]), "+l" (l[5]), "+l" (l[6]), "+l" (l[7]), "=&f" (f[0]),
         "=&f" (f[1]), "=&f" (f[2]), "=&f" (f[3]), "+d" (d[0]),
         "+d" (d[1]), "+d" (d[2]), "+d" (d[3])
       : "r" (x), "n" (7), "C" (op), "f" (y));
  for (int k = 0; k < 8; k++)
    if (h[k] != k + 1 || r[k] != 100u + 8 + k || l[k] != k + 7u)
      return 1;
  for (int k = 0; k < 4; k++)
    if (f[k] != 24.5f + k || d[k] != k + 1.0)
      return 1;
  return 0;
}

/* { dg-final { scan-ptx {\.reg \.b16 %ptxasm_0;} } } */
/* { dg-final { scan-ptx {\.reg \.f32 %ptxasm_24;} } } */
/* { dg-final { scan-ptx {\.reg \.f64 %ptxasm_28;} } } */
/* { dg-final { scan-ptx {add\.u64 %ptxasm_16, %ptxasm_16, 7;} } } */
/* { dg-final { scan-ptx {add\.f32 %ptxasm_24, %ptxasm_35, 24\.0;} } } */
/* { dg-final { scan-ptx {cvt\.u16\.u16 %ptxasm_0, %r} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
