/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1
   Copyright (C) 2026 the ptxasm developers.  */
/* gpunum.h -- the GPU's numeric facts that both the run-time library
   (mma.c) and the plugin's emulator (plugin/gcc/emulate/bits.cc,
   half.cc) compute with: the NaNs that its arithmetic gives, as
   measured on an H100 and an H200.  Constants only.  */

#ifndef PTXRT_GPUNUM_H
#define PTXRT_GPUNUM_H

/* Any NaN result of f16 and bf16 arithmetic, and of mma.sync's f16
   D.  */
#define PTXRT_NAN_16 0x7fffu
/* Any NaN result of f32 arithmetic, and of mma.sync's f32 D.  */
#define PTXRT_NAN_F32 0x7fffffffu
/* f64 arithmetic, mma.sync's f64 steps (DFMA) too, passes a NaN
   operand on, quieted (this bit set); an invalid operation (inf - inf,
   0 / 0, sqrt (-1), inf * 0) gives PTXRT_NAN_F64_INVALID.  */
#define PTXRT_F64_QUIET 0x0008000000000000ull
#define PTXRT_NAN_F64_INVALID 0xfff8000000000000ull

#endif /* PTXRT_GPUNUM_H */
