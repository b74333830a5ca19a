/* __gpu_exit in the host fallback: the program stops there, naming the
   statement, as an exit of the thread would end the work on the GPU.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "exit in the host fallback" } */

#include <stdio.h>
#include <gpuintrin.h>

int
main (void)
{
  int y = 0;
#pragma omp target map(tofrom: y)
  {
    y = 1;
    if (y)
      __gpu_exit ();
  }
  puts ("not reached");
  return 0;
}

/* { dg-output "gpuintrin.h:\[0-9\]+: the inline PTX ran 'exit' in the host fallback" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
