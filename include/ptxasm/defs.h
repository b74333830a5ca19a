/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1 */
/* <ptxasm/defs.h> -- what <ptxasm/cuda.h> and <gpuintrin.h> share.

   Not for direct use.  The intrinsics are static inline functions whose
   bodies are inline PTX: ptxasm gives the PTX nvcc's meaning on the GPU
   and computes it in the host fallback, so each function must be
   compiled for both, as offloaded code: OpenMP's `declare target' block
   (__PTXASM_BEGIN / __PTXASM_END) makes it so, or, under OpenACC alone,
   `acc routine seq' on each function (in __PTXASM_FN).

   Copyright (C) 2026 the ptxasm developers.  GPL-3.0-or-later with the
   GCC Runtime Library Exception 3.1: code that includes this header is
   not bound by the GPL.  */

#ifndef __PTXASM_DEFS_H
#define __PTXASM_DEFS_H

#if !defined (_OPENMP) && !defined (_OPENACC)
# error "ptxasm's intrinsics are offloaded code: compile with -fopenmp or -fopenacc (and -foffload=nvptx-none -fplugin=ptxasm)"
#endif
#if !defined (__PTXASM__)
# error "ptxasm's intrinsics are inline PTX with nvcc's meaning: compile with -fplugin=ptxasm"
#endif

/* Every intrinsic: inlined at every optimization level, so that it costs
   what its PTX costs.  Under OpenMP, in a `declare target' block and
   never a "defined but not used" warning; under OpenACC, `acc routine
   seq' before each function, written by the macro (GCC takes a _Pragma
   there) and without the `unused' attribute, which marks the function
   used, so that GCC would refuse the routine directive ("must be
   applied before use"; a static inline function gets no "defined but
   not used" warning anyway).  */
#if defined (_OPENMP) && __GNUC__ >= 13
/* OpenMP 5.2's spelling (GCC 16 warns that the older one is
   deprecated, with -Wall); GCC 12 knows only the older.  */
# define __PTXASM_BEGIN _Pragma ("omp begin declare target")
# define __PTXASM_END _Pragma ("omp end declare target")
# define __PTXASM_FN \
  static __inline__ __attribute__ ((__always_inline__, __unused__))
#elif defined (_OPENMP)
# define __PTXASM_BEGIN _Pragma ("omp declare target")
# define __PTXASM_END _Pragma ("omp end declare target")
# define __PTXASM_FN \
  static __inline__ __attribute__ ((__always_inline__, __unused__))
#else
# define __PTXASM_BEGIN
# define __PTXASM_END
# define __PTXASM_FN \
  _Pragma ("acc routine seq")						\
  static __inline__ __attribute__ ((__always_inline__))
#endif

/* An intrinsic NAME (x, y) of type T that is one PTX instruction INSN
   on registers of constraint letter C.  */
#define __PTXASM_BINARY(NAME, T, INSN, C)				\
  __PTXASM_FN T								\
  NAME (T __x, T __y)							\
  {									\
    T __r;								\
    __asm__ (INSN " %0, %1, %2;" : "=" C (__r) : C (__x), C (__y));	\
    return __r;								\
  }

#endif /* __PTXASM_DEFS_H */
