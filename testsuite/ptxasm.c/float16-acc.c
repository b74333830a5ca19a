/* _Float16 in an OpenACC compute region.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */

float
half_of (float x)
{
  float r = 0;
#pragma acc parallel copyout(r) copyin(x)
  {
    _Float16 y = x; /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
    r = y / 2;
  }
  return r;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
