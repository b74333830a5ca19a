/* A register that several asm statements share keeps one value in every
   lane: the statement that loads into it names a register it does not
   declare, so every lane runs it, and the later store (on every lane)
   stores the loaded value, not a lane's uninitialised copy.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

unsigned src[2] = { 42, 43 }, dst[2];

int
main (void)
{
#pragma omp target parallel num_threads(2) map(to: src) map(from: dst)
  {
    int t = omp_get_thread_num ();
    asm volatile ("{ .reg .u32 shared_t;");
    asm volatile ("ld.global.u32 shared_t, [%0];" :: "l" (src + t)
		  : "memory");
    asm volatile ("st.global.u32 [%0], shared_t; }" :: "l" (dst + t)
		  : "memory");
  }
  printf ("lanes-shared-register: %u %u\n", dst[0], dst[1]);
  return !(dst[0] == 42 && dst[1] == 43);
}

/* { dg-output "lanes-shared-register: 42 43" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
