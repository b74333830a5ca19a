/* OpenACC's host alternative: acc_on_device (acc_device_not_host)
   around the asm, in a compute region and in a "routine seq" function.
   The program selects the host device, so the regions run on the host
   and take the C branch; results are checked.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2" } */

#include <openacc.h>
#include <stdio.h>

#pragma acc routine seq
static int
sub (int a, int b)
{
  int r;
  if (acc_on_device (acc_device_not_host))
    asm ("sub.s32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b));
  else
    r = a - b;
  return r;
}

int
main (void)
{
  int i = 0, on_host = -1, d[32];

  acc_set_device_type (acc_device_host);

#pragma acc parallel copyout(i, on_host)
  {
    on_host = acc_on_device (acc_device_host);
    if (acc_on_device (acc_device_not_host))
      asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (3), "r" (4));
    else
      i = 3 + 4;
  }

#pragma acc parallel loop copyout(d)
  for (int n = 0; n < 32; n++)
    d[n] = sub (100, n);

  if (on_host != 1 || i != 7)
    {
      printf ("acc-guarded: on_host %d, i %d (want 1, 7)\n", on_host, i);
      return 1;
    }
  for (int n = 0; n < 32; n++)
    if (d[n] != 100 - n)
      {
	printf ("acc-guarded: d[%d] = %d, want %d\n", n, d[n], 100 - n);
	return 1;
      }
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
