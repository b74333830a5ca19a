/* A header written for nvcc: PTX for the device, C for the host, chosen
   by __CUDA_ARCH__ (cuda-arch-define.c).  */
static inline unsigned
high_bit (unsigned x)
{
#ifdef __CUDA_ARCH__
  unsigned r;
  asm ("bfind.u32 %0, %1;" : "=r" (r) : "r" (x));
  return r;
#else
  return x ? 31 - __builtin_clz (x) : 0xffffffffu;
#endif
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
