/* With -foffload=disable no code reaches GCC's nvptx compiler, and
   _Float16 in offloaded code is fine.  */
/* { dg-do compile } */
/* { dg-options "-foffload=disable" } */

#pragma omp declare target
float
twice (float x)
{
  _Float16 y = x;
  return y * 2;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
