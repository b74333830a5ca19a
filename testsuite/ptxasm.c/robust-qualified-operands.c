/* volatile, const and register operands, and struct members and array
   elements, are accepted as nvcc accepts them.  */
/* { dg-do compile } */

struct s { int a; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    volatile int v = j;
    const int c = j;
    register int r = j;
    struct s st = { j };
    int arr[2] = { i, j };
    const volatile unsigned cv = 3;
    asm volatile ("add.s32 %0, %1, %2;" : "=r" (v) : "r" (c), "r" (r));
    asm volatile ("mov.b32 %0, %1;" : "=r" (st.a) : "r" (arr[1]));
    asm volatile ("mov.b32 %0, %1;" : "=r" (arr[0]) : "r" (cv));
    asm volatile ("add.s32 %0, %0, 1;" : "+r" (r));
    i = v + st.a + arr[0] + r;
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
