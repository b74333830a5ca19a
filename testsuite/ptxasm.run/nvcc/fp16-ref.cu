/* fp16-ref.cu -- the reference for the tests of <ptxasm/cuda_fp16.h>
   (../fp16-*.c, ../fp16-half.C): the same cases (../fp16-cases.h) with
   CUDA's own <cuda_fp16.h> and <cuda_bf16.h>.  Prints the lines that
   the tests' dg-output expect:

     nvcc -arch=sm_90 -o fp16-ref fp16-ref.cu && ./fp16-ref

   Not part of the test suite's build (CUDA is not in Debian main).  */

#include <stdio.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "../fp16-cases.h"

__global__ void
half_k (unsigned *out, int *n)
{
  n[0] = cases_half (out);
}

__global__ void
bf16_k (unsigned *out, int *n)
{
  n[0] = cases_bf16 (out);
}

__global__ void
convert_k (unsigned *out, int *n)
{
  n[0] = cases_convert (out);
}

__global__ void
operators_k (unsigned *out, int *n)
{
  n[0] = cases_operators (out);
}

static const char *operator_names[] = { OPERATOR_NAMES };
static const char *half_names[] = {
  COMMON_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
  HALF_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};
static const char *bf16_names[] = {
  COMMON_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
  BF16_CASES (NAME1, NAME1, NAME1, NAME1, NAME1, NAME1)
};
static const char *convert_names[] = {
  CONVERT_CASES (NAME1, NAME1, NAMEI)
};

static void
run (const char *what, void (*k) (unsigned *, int *), const char **names)
{
  unsigned *out, h[256];
  int *n, hn;
  cudaMalloc (&out, sizeof h);
  cudaMalloc (&n, sizeof (int));
  k<<<1, 1>>> (out, n);
  cudaMemcpy (h, out, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy (&hn, n, sizeof hn, cudaMemcpyDeviceToHost);
  printf ("%s:", what);
  for (int i = 0; i < hn; i++)
    printf (" %s=%08x", names[i], h[i]);
  printf ("\n");
  cudaFree (out);
  cudaFree (n);
}

int
main (void)
{
  run ("half", half_k, half_names);
  run ("bf16", bf16_k, bf16_names);
  run ("convert", convert_k, convert_names);
  run ("operators", operators_k, operator_names);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
