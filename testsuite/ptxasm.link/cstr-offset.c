/* "C" with an address into the array (v + 2, &v[3], a constant
   condition choosing the array): nvcc 13 pastes the whole text of the
   array, whatever the offset (measured), and so does ptxasm, with a
   warning when the offset is not zero.  */
/* { dg-do link } */

static const char v[] = "ABCDEF";
static const char w[] = "XYZ";

int
main (void)
{
#pragma omp target
  {
    asm volatile ("// a[%0]" :: "C" (v + 2)); /* { dg-warning "points into its array" } */
    asm volatile ("// b[%0]" :: "C" (&v[3])); /* { dg-warning "points into its array" } */
    asm volatile ("// c[%0]" :: "C" (&v[0]));
    asm volatile ("// d[%0]" :: "C" (1 ? v : w));
    asm volatile ("// e[%0]" :: "C" (0 ? v : w));
  }
  return 0;
}

/* { dg-final { scan-ptx {// a\[ABCDEF\]} } } */
/* { dg-final { scan-ptx {// b\[ABCDEF\]} } } */
/* { dg-final { scan-ptx {// c\[ABCDEF\]} } } */
/* { dg-final { scan-ptx {// d\[ABCDEF\]} } } */
/* { dg-final { scan-ptx {// e\[XYZ\]} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
