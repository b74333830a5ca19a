/* An object of the mix-*.c tests: a function offloaded with
   `#pragma omp declare target' that the test's main calls, compiled
   with the options that the test names.  */
#pragma omp declare target
unsigned
other_lane (unsigned x)
{
  unsigned r;
  asm ("add.u32 %0, %1, 1;" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
