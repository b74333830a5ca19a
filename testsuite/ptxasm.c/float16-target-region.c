/* _Float16 in an OpenMP target region (and nothing in the host code
   around it) is reported once, in the region.  */
/* { dg-do compile } */

float
host_half (float x)
{
  _Float16 h = x;
  float r = 0;
#pragma omp target map(from: r) map(to: x)
  {
    _Float16 y = x; /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
    r = y;
  }
  return r + h;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
