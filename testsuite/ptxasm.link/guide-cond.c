/* The CUDA guide's cond(): y is a "+r" operand that the template writes
   only conditionally, so its value must be copied into the register
   before the template and back after it, into the same GCC register.  */
/* { dg-do link } */

#pragma omp declare target
int
cond (int x)
{
  int y = 0;
  asm ("{\n\t"
       " .reg .pred %p;\n\t"
       " setp.eq.s32 %p, %1, 34;\n\t"
       " @%p add.s32 %0, %0, 1;\n\t"
       "}"
       : "+r" (y) : "r" (x));
  return y;
}
#pragma omp end declare target

int
main (void)
{
  int r = 0;
#pragma omp target map(from: r)
  r = cond (34);
  return r != 1;
}

/* { dg-final { scan-ptx {mov\.b32 %ptxasm([0-9]+)_0, %r[0-9]+;\n\tmov\.b32 %ptxasm\1_1, %r[0-9]+;\n\t\{\n\t \.reg \.pred %p;\n\t setp\.eq\.s32 %p, %ptxasm\1_1, 34;\n\t @%p add\.s32 %ptxasm\1_0, %ptxasm\1_0, 1;\n\t\}\n\tmov\.b32 %[a-z0-9]+, %ptxasm\1_0;} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
