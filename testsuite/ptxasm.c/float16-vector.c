/* Complex and vector types of _Float16 are reported as _Float16.  */
/* { dg-do compile } */

typedef _Float16 half2 __attribute__ ((vector_size (4)));

#pragma omp declare target
_Complex _Float16 c;
int
real_positive (void)
{
  return __real__ c > 0; /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
}

int
first_positive (half2 *p) /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
{
  return (*p)[0] > 0;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
