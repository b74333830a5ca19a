// Host-only asm is left as it was: no conversion is applied to a
// class-type operand there (GCC passes the object itself, here in a
// 64-bit register; the int conversion would give "movq %eax, ...",
// which the assembler rejects).
// { dg-do compile { target x86_64-*-* } }

struct L8 { long long v; operator int () const { return (int) v + 1; } };

void
f (L8 c)
{
  asm volatile ("movq %0, %%rax" : : "r" (c) : "rax");
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
