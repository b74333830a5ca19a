/* nvcc: "h" takes only short and unsigned short; _Float16 (size 2) is
   rejected.  (That GCC's nvptx compiler cannot compile _Float16 at all
   is float16-*.c's error.)  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    _Float16 x = j; /* { dg-error "._Float16. in offloaded code" } */
    short y;
    asm ("mov.b16 %0, %1;" : "=h" (y) : "h" (x)); /* { dg-error "size\\(2\\) does not match type/size implied by constraint .h." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
