/* __bf16 (GCC 13 and later) stops GCC's nvptx compiler too ("16-bit-
   precision floating-point numbers unsupported (mode 'BF')", with no
   location): reported at the use.  */
/* { dg-do compile } */
/* { dg-require-gcc-major 13 } */

#pragma omp declare target
__bf16 g;
void
copy (__bf16 *p) /* { dg-error ".__bf16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
{
  *p = g;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
