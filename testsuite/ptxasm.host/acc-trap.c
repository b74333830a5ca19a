/* An unguarded asm in an OpenACC compute region run on the host device
   stops the program with the default trap, naming file and line.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -fplugin-arg-ptxasm-host-fallback=trap" } */
/* { dg-shouldfail "host fallback of inline PTX" } */

#include <openacc.h>

int
main (void)
{
  int i = 0, j = 3, k = 4;
  acc_set_device_type (acc_device_host);
#pragma acc parallel copyout(i) copyin(j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}

/* { dg-output "acc-trap.c:15: inline PTX assembly cannot run on the host" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
