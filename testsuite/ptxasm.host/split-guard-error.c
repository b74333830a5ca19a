/* Under host-fallback=error at -O2, partial inlining could split a
   function below its "if (omp_is_initial_device ()) return" guard and
   leave the asm in a .part function where the guard is not visible: a
   spurious error.  The plugin turns partial inlining off in that mode;
   the guarded program compiles and runs on the host.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=error" } */

#include <omp.h>

#define ADD1 "add.u32 %0, %0, 1;\n\t"
#define ADD4 ADD1 ADD1 ADD1 ADD1

#pragma omp declare target
unsigned
f (unsigned a)
{
  unsigned r = a;
  if (omp_is_initial_device ())
    return a;
  asm volatile (ADD4 ADD4 ADD4 : "+r" (r));
  asm volatile (ADD4 ADD4 ADD4 : "+r" (r));
  return r;
}
#pragma omp end declare target

int
main (void)
{
  unsigned v = 7;
#pragma omp target map(tofrom: v)
  v = f (v);
  return v != 7;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
