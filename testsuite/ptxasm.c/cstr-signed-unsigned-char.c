/* nvcc refuses "C" arrays of signed char and unsigned char: only plain
   char is "array of const char" (measured with nvcc 13).  */
/* { dg-do compile } */

static const unsigned char uc[] = ".rn";
static const signed char sc[] = ".rn";

void
f (void)
{
#pragma omp target
  {
    asm volatile ("// %0" :: "C" (uc)); /* { dg-error "address of a variable ..uc.. with unsupported type ..const unsigned char.4... .expected variable to have type .array of const char.." } */
    asm volatile ("// %0" :: "C" (sc)); /* { dg-error "address of a variable ..sc.. with unsupported type ..const signed char.4..." } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
