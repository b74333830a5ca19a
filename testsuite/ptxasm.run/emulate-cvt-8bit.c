/* cvt from f32, f64 and f16 to the 8-bit integer types, with every
   integer rounding, with and without .sat, into 16- and 32-bit
   registers, and back from 8-bit integers to f32 (issue 33: CUTLASS's
   and ggml's quantization).  The dg-output line was printed by an
   NVIDIA H100 with the same program; ptxasm.host/run-on-host.exp runs it
   on the host, which must print the same.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 24
#pragma omp declare target
static const float fin[N] = {
  0.0f, -0.0f, 0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 127.4f, 127.5f,
  127.6f, 128.0f, -128.4f, -128.5f, -129.0f, 255.4f, 255.5f, 256.0f,
  1e10f, -1e10f, __builtin_inff (), -__builtin_inff (), __builtin_nanf (""),
  1e-40f
};

static unsigned
mix (unsigned h, unsigned v)
{
  h = (h ^ v) * 0x9e3779b1u;
  return h ^ (h >> 15);
}

#define F32(h, insn)							\
  do {									\
    unsigned r_;							\
    asm (insn " %0, %1;" : "=r" (r_) : "f" (x));			\
    h = mix (h, r_);							\
  } while (0)
#define F64(h, insn)							\
  do {									\
    unsigned r_;							\
    asm (insn " %0, %1;" : "=r" (r_) : "d" ((double) x));		\
    h = mix (h, r_);							\
  } while (0)
#define F16(h, insn)							\
  do {									\
    unsigned short r_;							\
    asm ("{ .reg .f16 t; cvt.rn.f16.f32 t, %1; " insn " %0, t; }"	\
	 : "=h" (r_) : "f" (x));					\
    h = mix (h, r_);							\
  } while (0)

__attribute__ ((noinline)) static void
run (unsigned *out)
{
  unsigned h[8] = { 0 };
  for (int i = 0; i < N; i++)
    {
      float x = fin[i];
      F32 (h[0], "cvt.rni.s8.f32");
      F32 (h[0], "cvt.rzi.s8.f32");
      F32 (h[0], "cvt.rmi.s8.f32");
      F32 (h[0], "cvt.rpi.s8.f32");
      F32 (h[1], "cvt.rni.sat.s8.f32");
      F32 (h[1], "cvt.rzi.sat.s8.f32");
      F32 (h[2], "cvt.rni.u8.f32");
      F32 (h[2], "cvt.rzi.u8.f32");
      F32 (h[2], "cvt.rmi.u8.f32");
      F32 (h[2], "cvt.rpi.u8.f32");
      F32 (h[3], "cvt.rni.sat.u8.f32");
      F32 (h[3], "cvt.rzi.sat.u8.f32");
      F64 (h[4], "cvt.rni.s8.f64");
      F64 (h[4], "cvt.rzi.sat.u8.f64");
      F16 (h[5], "cvt.rni.sat.s8.f16");
      F16 (h[5], "cvt.rzi.u8.f16");
      unsigned v = (unsigned) i * 37u + 0x7eu;
      float f;
      asm ("cvt.rn.f32.s8 %0, %1;" : "=f" (f) : "r" (v));
      h[6] = mix (h[6], (unsigned) (int) (f * 4));
      asm ("cvt.rn.f32.u8 %0, %1;" : "=f" (f) : "r" (v));
      h[6] = mix (h[6], (unsigned) (int) (f * 4));
      if (i == 13)
	F32 (h[7], "cvt.rni.s8.f32");	/* -128.5: one value shown */
    }
  for (int k = 0; k < 8; k++)
    out[k] = h[k];
}
#pragma omp end declare target

int
main (void)
{
  unsigned out[8];
#pragma omp target map(from: out)
  run (out);
  printf ("cvt8:");
  for (int k = 0; k < 8; k++)
    printf (" %08x", out[k]);
  printf ("\n");
  return 0;
}

/* { dg-output "cvt8: 35f5ba26 06807429 0eb6ac62 5f84ddd8 17328dc8 9ef83f7b f6c08aed e442ef06" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
