/* A struct or union operand: the error says what to pass instead, its
   bits as an integer of its size when it has a register's size (as CUDA
   code passes a half2 through "r"(*(uint32_t *) &h2)), else its fields.  */
/* { dg-do compile } */

struct half2_bits { unsigned short x, y; };
union d2 { double d; unsigned long long u; };
struct three { int a, b, c; };

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    struct half2_bits h = { 1, 2 };
    union d2 u = { 1.0 };
    struct three t = { 1, 2, 3 };
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (h)); /* { dg-error "must have scalar type \\(operand 1\\): pass the bits of this 4-byte struct as 'unsigned int' with '\"r\"' \\(copy them with memcpy or a union\\)" } */
    asm ("mov.b64 %0, %0;" : "+l" (u)); /* { dg-error "must have scalar type \\(operand 0\\): pass the bits of this 8-byte union as 'unsigned long long' with '\"l\"'" } */
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (t)); /* { dg-error "must have scalar type \\(operand 1\\): pass the struct's fields as operands of their own" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
