/* The body of the inout-unnamed*.c run tests: "+" operands that the
   template does not name keep their values, for every register letter,
   with empty and non-empty texts, through a statement that closes an
   earlier '{' (GCC's registers), a bit-field, and a statement of more
   than 30 operands.  The values are nvcc's (CUDA 13, sm_80: the same
   source as a kernel).  NAME is the test's name.  */

#include <stdio.h>

#define R4(v, i) "r" (v[i]), "r" (v[i + 1]), "r" (v[i + 2]), "r" (v[i + 3])
#define R28(v) R4 (v, 0), R4 (v, 4), R4 (v, 8), R4 (v, 12), R4 (v, 16), \
	       R4 (v, 20), R4 (v, 24)

struct bits { unsigned lo : 5, mid : 11, hi : 16; };

int
main (void)
{
  float f = 1.5f;
  double d = -2.25;
  int r = 7, a = 3, b = 4, z0 = 0, z1 = 0, z2 = 0, s = 0, big = 123;
  long l = 9;
  short h = -11;
  struct bits bf = { 21, 1000, 65000 };
  int v[28];
  for (int i = 0; i < 28; i++)
    v[i] = i;
#pragma omp target map(tofrom: f, d, r, a, b, l, h, z0, z1, z2, s, big, bf) \
		   map(to: v)
  {
    asm volatile ("" : "+f" (f) :: "memory");
    asm volatile ("" : "+d" (d));
    asm volatile ("membar.gl;" : "+r" (r));
    asm volatile ("" : "+l" (l));
    asm volatile ("" : "+h" (h));
    asm ("add.s32 %1, %1, 1;" : "+r" (a), "+r" (b));
    asm volatile ("" : "+r" (bf.mid));
    /* GCC's own registers: the text closes the '{' opened before.  */
    int y0 = 0, y1 = 0, y2 = 0;
    asm volatile ("{ .reg .pred ptxasm_p;" ::);
    asm volatile ("add.s32 %0, %0, 1; }" : "+r" (y0), "+r" (y1), "+r" (y2));
    z0 = y0;
    z1 = y1;
    z2 = y2;
    /* 31 GCC operands: the pieces (split.cc).  */
    asm volatile ("add.s32 %0, %2, %3;\n\tadd.s32 %0, %0, %29;"
		  : "+r" (s), "+r" (big) : R28 (v));
  }
  int errors = 0;
#define CHECK(cond, fmt, ...)						\
  if (!(cond))								\
    {									\
      printf (NAME ": " fmt "\n", __VA_ARGS__);				\
      errors++;								\
    }
  CHECK (f == 1.5f, "f = %g, want 1.5", (double) f);
  CHECK (d == -2.25, "d = %g, want -2.25", d);
  CHECK (r == 7, "r = %d, want 7", r);
  CHECK (l == 9, "l = %ld, want 9", l);
  CHECK (h == -11, "h = %d, want -11", h);
  CHECK (a == 3 && b == 5, "a, b = %d, %d, want 3, 5", a, b);
  CHECK (bf.lo == 21 && bf.mid == 1000 && bf.hi == 65000,
	 "bf = %u %u %u, want 21 1000 65000", bf.lo, bf.mid, bf.hi);
  CHECK (z0 == 1 && z1 == 0 && z2 == 0, "z = %d %d %d, want 1 0 0",
	 z0, z1, z2);
  CHECK (s == 28 && big == 123, "s, big = %d, %d, want 28, 123", s, big);
  printf (NAME ": %d errors\n", errors);
  return errors != 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
