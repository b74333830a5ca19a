/* Odd "C" operands, each with a diagnostic and no crash: a VLA, a
   struct, a double; and two accepted forms, the address of the array
   and an empty string.  (An offset into the array: cstr-offset.c.)  */
/* { dg-do compile } */

void
f (int n)
{
#pragma omp target map(to: n)
  {
    char vla[n];
    struct { char c[4]; } st = { "ab" };
    static const char s[] = "abc";
    static const char empty[] = "";
    vla[0] = 0;
    asm volatile ("// %0" :: "C" (vla)); /* { dg-error "could not be folded" } */
    asm volatile ("// %0" :: "C" (st)); /* { dg-error "must have scalar type" } */
    asm volatile ("// %0" :: "C" (1.5)); /* { dg-error "size\\(8\\) does not match type/size implied by constraint .C." } */
    asm volatile ("// %0" :: "C" (&s));
    asm volatile ("// [%0]" :: "C" (empty));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
