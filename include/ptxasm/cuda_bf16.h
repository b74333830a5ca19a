/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1 */
/* <ptxasm/cuda_bf16.h> -- CUDA's bfloat16 types for GCC's offloaded
   code: <ptxasm/cuda_fp16.h> holds them with the half types (so that
   the functions CUDA overloads on both can choose in C).

   Copyright (C) 2026 the ptxasm developers.  GPL-3.0-or-later with the
   GCC Runtime Library Exception 3.1: code that includes this header is
   not bound by the GPL.  */

#include <ptxasm/cuda_fp16.h>
