/* An empty template with one of nvcc's own letters is nvcc's statement,
   not GCC's barrier: nvcc's checks apply.  */
/* { dg-do compile } */

int
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile ("" : "+l" (i)); /* { dg-error "size\\(4\\) does not match type/size implied by constraint .l." } */
  }
  return i;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
