/* Every operand letter, immediates, C strings, "+" operands, asm with
   no operands and basic asm: correct templates, no diagnostic.  */
/* { dg-do compile } */

static const char op[] = "add.u32";

void
f (short h, int r, long l, float x, double d, unsigned long p)
{
#pragma omp target map(tofrom: h, r, l, x, d, p)
  {
    asm ("add.u16 %0, %1, 1;" : "=h" (h) : "h" (h));
    asm ("add.s16 %0, %0, %1;" : "+h" (h) : "h" (h));
    asm ("mov.b16 %0, %1;" : "=h" (h) : "h" (h));
    asm ("add.s32 %0, %1, %2;" : "=r" (r) : "r" (r), "n" (-5));
    asm ("mov.b32 %0, %1;" : "=r" (r) : "f" (x));
    asm ("mov.b32 %0, %1;" : "=f" (x) : "r" (r));
    asm ("add.u64 %0, %1, %2;" : "=l" (l) : "l" (l), "n" (0x7fffffffffffffffL));
    asm ("cvta.to.global.u64 %0, %1;" : "=l" (p) : "l" (p));
    asm ("fma.rn.f32 %0, %1, %1, %0;" : "+f" (x) : "f" (x));
    asm ("fma.rn.f64 %0, %1, %1, %0;" : "+d" (d) : "d" (d));
    asm ("mov.b64 %0, %1;" : "=d" (d) : "l" (l));
    asm ("%1 %0, %0, 1;" : "+r" (r) : "C" (op));
    asm ("cvt.rn.f32.f64 %0, %1;" : "=f" (x) : "d" (d));
    asm ("shl.b32 %0, %1, %2;" : "=r" (r) : "r" (r), "n" (3));
    asm volatile ("membar.gl;" ::: "memory");
    asm ("mov.u32 %0, %%clock;" : "=r" (r));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
