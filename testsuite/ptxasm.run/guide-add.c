/* The CUDA inline PTX guide's first examples, one for each register
   letter: add with h (.u16), r (.u32), l (.u64), f (.f32) and d (.f64)
   operands; operands referred to out of order ("%0, %2, %1") and twice
   ("%1, %1"); mov with an immediate and no inputs; an asm with inputs
   only.  Each result is computed on the GPU and checked on the host.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static int errors;

static void
check (const char *what, long long got, long long want)
{
  if (got != want)
    {
      printf ("guide-add: %s: got %lld, want %lld\n", what, got, want);
      errors++;
    }
}

static void
checkd (const char *what, double got, double want)
{
  if (got != want)
    {
      printf ("guide-add: %s: got %a, want %a\n", what, got, want);
      errors++;
    }
}

int
main (void)
{
  short h = 0, hj = -300, hk = 1234;
  int i = 0, j = 3, k = 4, i2 = 0, i3 = 0, i4 = 0, i5 = 0, i6 = 0;
  long long l = 0, lj = 0x100000000LL, lk = -5;
  float f = 0, fj = 1.5f, fk = 0.25f;
  double d = 0, dj = 1e300, dk = -2.5e299;

#pragma omp target map(from: h, i, l, f, d, i2, i3, i4, i5, i6) \
		   map(to: hj, hk, j, k, lj, lk, fj, fk, dj, dk)
  {
    asm ("add.s16 %0, %1, %2;" : "=h" (h) : "h" (hj), "h" (hk));
    asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
    asm ("add.s64 %0, %1, %2;" : "=l" (l) : "l" (lj), "l" (lk));
    asm ("add.f32 %0, %1, %2;" : "=f" (f) : "f" (fj), "f" (fk));
    asm ("add.f64 %0, %1, %2;" : "=d" (d) : "d" (dj), "d" (dk));
    /* Numbered references in any order: i2 = j + k written as %2 + %1,
       and a subtraction, where the order matters: i5 = j - k.  */
    asm ("add.s32 %0, %2, %1;" : "=r" (i2) : "r" (k), "r" (j));
    asm ("sub.s32 %0, %2, %1;" : "=r" (i5) : "r" (k), "r" (j));
    /* A reference repeated: i3 = k + k.  */
    asm ("add.s32 %0, %1, %1;" : "=r" (i3) : "r" (k));
    /* No input operand: the final colon dropped.  */
    asm ("mov.s32 %0, 2;" : "=r" (i4));
    /* No output operand: adjacent colons.  */
    asm volatile ("{ .reg .s32 r1; mov.s32 r1, %0; }" :: "r" (i));
    i6 = i4 + i;
  }

  check ("add.s16 h", h, (short) (-300 + 1234));
  check ("add.s32 r", i, 7);
  check ("add.s64 l", l, 0x100000000LL - 5);
  checkd ("add.f32 f", f, 1.75);
  checkd ("add.f64 d", d, dj + dk);
  check ("%0, %2, %1", i2, 7);
  check ("sub %0, %2, %1", i5, -1);
  check ("%1, %1", i3, 8);
  check ("mov.s32 %0, 2", i4, 2);
  check ("after input-only asm", i6, 9);
  if (errors)
    return 1;
  puts ("guide-add: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
