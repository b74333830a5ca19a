/* "+" operands of every register letter (h r l f d), an early-clobber
   output "=&r", several outputs in one statement, and outputs written
   through pointers, at -O0 where every operand goes through memory.  */
/* { dg-do run } */

#include <stdio.h>

int
main (void)
{
  short h = 1000;
  int r = 7, q = 0, rem = 0, e = 0, a = 40, b = 2;
  long long l = -5;
  float f = 1.5f;
  double d = -0.25;
  unsigned lo = 0, hi = 0;
  unsigned long long wide = 0x123456789abcdef0ULL;
  int errors = 0;

#pragma omp target map(tofrom: h, r, l, f, d, q, rem, e, lo, hi) \
		   map(to: a, b, wide)
  {
    asm ("add.s16 %0, %0, %0;" : "+h" (h));
    asm ("mul.lo.s32 %0, %0, %1;" : "+r" (r) : "r" (6));
    asm ("shl.b64 %0, %0, 3;" : "+l" (l));
    asm ("mul.f32 %0, %0, %0;" : "+f" (f));
    asm ("sub.f64 %0, %0, %1;" : "+d" (d) : "d" (0.5));
    /* Two outputs.  */
    asm ("div.s32 %0, %2, %3;\n\t"
	 "rem.s32 %1, %2, %3;" : "=r" (q), "=r" (rem) : "r" (-a - 3), "r" (b));
    /* %0 is written before %1 and %2 are read: "=&r".  */
    asm ("mov.u32 %0, 1;\n\t"
	 "add.s32 %0, %0, %1;\n\t"
	 "add.s32 %0, %0, %2;" : "=&r" (e) : "r" (a), "r" (b));
    /* Unpacking a 64-bit value into two 32-bit outputs.  */
    asm ("mov.b64 {%0, %1}, %2;" : "=r" (lo), "=r" (hi) : "l" (wide));
  }

  if (h != 2000 || r != 42 || l != -40 || f != 2.25f || d != -0.75)
    {
      printf ("inout: h %d r %d l %lld f %a d %a\n", h, r, l, f, d);
      errors++;
    }
  if (q != -21 || rem != -1)
    {
      printf ("inout: -43 / 2: %d rem %d, want -21 rem -1\n", q, rem);
      errors++;
    }
  if (e != 43)
    {
      printf ("inout: early clobber: %d, want 43\n", e);
      errors++;
    }
  if (lo != 0x9abcdef0u || hi != 0x12345678u)
    {
      printf ("inout: unpack: %#x %#x\n", lo, hi);
      errors++;
    }
  if (errors)
    return 1;
  puts ("inout: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
