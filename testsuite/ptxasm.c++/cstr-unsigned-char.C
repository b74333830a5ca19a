// nvcc refuses "C" arrays of unsigned char and volatile ones, in C++ too.
// { dg-do compile }

static constexpr unsigned char uc[] = ".rn";
static const volatile char vv[] = ".rn";

void
f ()
{
#pragma omp target
  {
    asm volatile ("// %0" :: "C" (uc)); // { dg-error "with unsupported type ..const unsigned char.4..." }
    asm volatile ("// %0" :: "C" (vv)); // { dg-error "with unsupported type ..const volatile char.4..." }
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
