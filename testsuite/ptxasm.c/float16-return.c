/* An offloaded function that returns _Float16: reported at the
   function.  */
/* { dg-do compile } */

#pragma omp declare target
_Float16
one (void) /* { dg-error "1:._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
{
  return 1;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
