/* An object of mix-arch-noplugin.c: offloaded C without asm, as a
   library compiled without the plugin holds.  */
#pragma omp declare target
unsigned
other_lane (unsigned x)
{
  return x + 1;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
