/* Templates that name the program's global variables and functions:
   the isolated check cannot see them, so it stays silent.  */
/* { dg-do compile } */

int counter;
#pragma omp declare target to(counter)

#pragma omp declare target
int helper (int x) { return x + 1; }
#pragma omp end declare target

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm volatile ("ld.global.u32 %0, [counter];" : "=r" (i));
    asm volatile ("red.global.add.u32 [counter], %0;" :: "r" (i) : "memory");
    asm volatile ("{ .reg .b64 a; mov.u64 a, counter; ld.u32 %0, [a]; }" : "=r" (i));
    asm volatile ("{ .param .b32 p; .param .b32 r; st.param.b32 [p], %1;\n\t"
		  "call (r), helper, (p); ld.param.b32 %0, [r]; }"
		  : "=r" (i) : "r" (i));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
