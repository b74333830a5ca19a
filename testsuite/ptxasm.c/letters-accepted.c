/* Every register letter with the C types nvcc accepts for it.  */
/* { dg-do compile } */

enum color { RED, GREEN };

void
f (short h, unsigned short uh, int i, unsigned u, enum color e,
   long long l, unsigned long ul, int *p, float x, double y)
{
#pragma omp target map(tofrom: h, uh, i, u, e, l, ul, p, x, y)
  {
    asm ("mov.b16 %0, %1;" : "=h" (h) : "h" (uh));
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (u));
    asm ("mov.b32 %0, %1;" : "=r" (e) : "r" (e));
    asm ("mov.b64 %0, %1;" : "=l" (l) : "l" (ul));
    asm ("mov.b64 %0, %1;" : "=l" (p) : "l" (p));
    asm ("mov.f32 %0, %1;" : "=f" (x) : "f" (x));
    asm ("mov.f64 %0, %1;" : "=d" (y) : "d" (y));
    asm ("add.u32 %0, %0, %1;" : "+r" (i) : "n" (42));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
