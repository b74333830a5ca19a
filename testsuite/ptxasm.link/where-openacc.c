/* Inline PTX in OpenACC parallel, kernels and serial constructs and in an
   "acc routine seq" function links, rewritten like OpenMP's.  */
/* { dg-do link } */
/* { dg-options "-fopenacc" } */

#pragma acc routine seq
static int
add1 (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1; // routine" : "=r" (r) : "r" (x));
  return r;
}

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
#pragma acc parallel copy(a) num_gangs(1) num_workers(1) vector_length(32)
  a[0] = add1 (a[0]);
#pragma acc kernels copy(a)
  asm ("add.s32 %0, %0, 2; // kernels" : "+r" (a[1]));
#pragma acc serial copy(a) /* { dg-warning "using .vector_length \\(32\\)., ignoring 1" } */
  asm ("add.s32 %0, %0, 3; // serial" : "+r" (a[2]));
  return a[0] != 2;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_1, 1; // routine\n} } } */
/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, 2; // kernels\n} } } */
/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_0, 3; // serial\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
