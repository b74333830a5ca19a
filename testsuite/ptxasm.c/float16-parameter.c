/* A _Float16 parameter of an offloaded function, used or not, stops
   GCC's nvptx compiler (cfgexpand): reported at the parameter.  */
/* { dg-do compile } */

#pragma omp declare target
int
unused (_Float16 x) /* { dg-error "18:._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
{
  return 0;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
