/* An object compiled with the plugin but without arch= takes the target
   of the objects compiled with it:
   the module is sm_90a and Hopper's elect.sync in main's object passes
   ptxas.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-additional-object "objects/add-one.c" "-O2" } */

#pragma omp declare target
unsigned other_lane (unsigned);
#pragma omp end declare target

int
main (void)
{
  unsigned r = 0, e = 0;
#pragma omp target map(from: r, e)
  {
    r = other_lane (41);
    asm volatile ("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n"
		  "\tselp.u32 %0, 1, 0, p;\n}" : "=r" (e));
  }
  return r != 42 || e != 1;
}

/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* { dg-final { scan-ptx-as-not {\.target sm_[0-8]} } } */
/* { dg-final { scan-ptx {other_lane} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
