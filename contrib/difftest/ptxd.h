/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxd.h -- what the statement functions of a difftest batch need, for
   nvcc (CUDA) and for GCC (OpenMP or OpenACC offload with ptxasm).

   A batch's stmts.h holds one function per statement,
   ptxd_sN (in, out, scratch): it reads its inputs as 64-bit patterns
   from IN, runs the statement, and stores each output's bits into OUT.
   ptxd_run_all (lane, ...) runs them all on LANE's input set.  */

#ifndef PTXD_H
#define PTXD_H

typedef unsigned long long ptxd_u64;

#ifdef __CUDACC__
# define PTXD_FN __device__ static
# define PTXD_NOINLINE __noinline__
# define PTXD_BEGIN_FUNCTIONS
# define PTXD_END_FUNCTIONS
#elif defined PTXD_MODEL_ACC
# define PTXD_FN _Pragma ("acc routine seq") static
# define PTXD_NOINLINE __attribute__ ((noinline))
# define PTXD_BEGIN_FUNCTIONS
# define PTXD_END_FUNCTIONS
#else
# define PTXD_FN static
# define PTXD_NOINLINE __attribute__ ((noinline))
# define PTXD_BEGIN_FUNCTIONS _Pragma ("omp declare target")
# define PTXD_END_FUNCTIONS _Pragma ("omp end declare target")
#endif

PTXD_BEGIN_FUNCTIONS

PTXD_FN float
ptxd_f32 (ptxd_u64 b)
{
  unsigned int u = (unsigned int) b;
  float f;
  __builtin_memcpy (&f, &u, sizeof f);
  return f;
}

PTXD_FN double
ptxd_f64 (ptxd_u64 b)
{
  double d;
  __builtin_memcpy (&d, &b, sizeof d);
  return d;
}

PTXD_FN ptxd_u64
ptxd_bits_f32 (float f)
{
  unsigned int u;
  __builtin_memcpy (&u, &f, sizeof u);
  return u;
}

PTXD_FN ptxd_u64
ptxd_bits_f64 (double d)
{
  ptxd_u64 u;
  __builtin_memcpy (&u, &d, sizeof u);
  return u;
}

PTXD_END_FUNCTIONS

#endif /* PTXD_H */
