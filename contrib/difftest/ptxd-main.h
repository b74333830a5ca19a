/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxd-main.h -- the host side of a difftest program, for nvcc and GCC.

   Fills the inputs of 32 lanes from the batch's seed (the same numbers
   in both programs: special values of every width, small numbers and
   random bits), poisons the outputs, runs ptxd_run_all once per lane on
   the GPU, and writes inputs, outputs and scratch memory to the file
   named by argv[1] for compare.py.  Exits 2 on any device failure.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PTXD_LANES 32
#define PTXD_POISON 0x5a5a5a5aa5a5a5a5ULL

static ptxd_u64
ptxd_next (ptxd_u64 *s)
{
  ptxd_u64 z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Bit patterns that matter to some width: integer extremes; f32, f64,
   f16 and bf16 zeros, infinities, NaNs with payloads (quiet and
   signalling), denormals, ones and maxima.  */
static const ptxd_u64 ptxd_specials[] = {
  0, 1, 2, 0xffffffffffffffffULL, 0x80000000ULL, 0x7fffffffULL,
  0xffffffff80000000ULL, 0x8000000000000000ULL, 0x7fffffffffffffffULL,
  0xffffffffULL, 0x8000ULL, 0x7fffULL, 0xffffULL, 0xff, 0x80, 31, 32, 33,
  63, 64,
  0x3f800000ULL, 0xbf800000ULL, 0x7f800000ULL, 0xff800000ULL,
  0x7fc00000ULL, 0x7fc00001ULL, 0xffc12345ULL, 0x7f800001ULL, 0x7fa00000ULL,
  0x00000001ULL, 0x807fffffULL, 0x00800000ULL, 0x7f7fffffULL, 0x4b000001ULL,
  0x3effffffULL, 0x3f000000ULL, 0x3fc00000ULL,
  0x3ff0000000000000ULL, 0xbff0000000000000ULL, 0x7ff0000000000000ULL,
  0xfff0000000000000ULL, 0x7ff8000000000001ULL, 0xfff8000000abcdefULL,
  0x7ff0000000000001ULL, 0x0000000000000001ULL, 0x800fffffffffffffULL,
  0x0010000000000000ULL, 0x7fefffffffffffffULL, 0x3fe0000000000000ULL,
  0x4330000000000001ULL,
  0x3c00ULL, 0xbc00ULL, 0x7c00ULL, 0xfc00ULL, 0x7e00ULL, 0x7e01ULL,
  0x7c01ULL, 0x0001ULL, 0x83ffULL, 0x7bffULL, 0x3800ULL, 0x3c003c00ULL,
  0x7c00fc00ULL, 0x7e010001ULL,
  0x3f80ULL, 0x7f80ULL, 0xff80ULL, 0x7fc1ULL, 0x7f81ULL, 0x0080ULL,
  0x3f803f80ULL,
};

static void
ptxd_fill (ptxd_u64 *v, size_t n, ptxd_u64 seed)
{
  ptxd_u64 s = seed;
  size_t nspecial = sizeof ptxd_specials / sizeof ptxd_specials[0];
  for (size_t i = 0; i < n; i++)
    {
      ptxd_u64 r = ptxd_next (&s);
      switch (r & 7)
	{
	case 0: case 1: case 2:
	  v[i] = ptxd_specials[(r >> 8) % nspecial];
	  if ((r >> 40) & 1)	/* the special value negated (two's complement) */
	    v[i] = -v[i];
	  break;
	case 3:
	  v[i] = (ptxd_u64) ((long long) ((r >> 8) % 80) - 16);
	  break;
	default:
	  v[i] = ptxd_next (&s);
	  break;
	}
    }
}

#ifdef __CUDACC__
__global__ void
ptxd_kernel (const ptxd_u64 *in, ptxd_u64 *out, ptxd_u64 *mem)
{
  ptxd_run_all (threadIdx.x, in, out, mem);
}

#define PTXD_CUDA(call)							\
  do {									\
    cudaError_t e_ = (call);						\
    if (e_ != cudaSuccess)						\
      {									\
	fprintf (stderr, "difftest: %s: %s\n", #call,			\
		 cudaGetErrorString (e_));				\
	exit (2);							\
      }									\
  } while (0)

static void
ptxd_run (const ptxd_u64 *in, ptxd_u64 *out, ptxd_u64 *mem, size_t nin,
	  size_t nout, size_t nmem)
{
  ptxd_u64 *din, *dout, *dmem;
  PTXD_CUDA (cudaMalloc (&din, nin * 8));
  PTXD_CUDA (cudaMalloc (&dout, nout * 8));
  PTXD_CUDA (cudaMalloc (&dmem, nmem * 8));
  PTXD_CUDA (cudaMemcpy (din, in, nin * 8, cudaMemcpyHostToDevice));
  PTXD_CUDA (cudaMemcpy (dout, out, nout * 8, cudaMemcpyHostToDevice));
  PTXD_CUDA (cudaMemcpy (dmem, mem, nmem * 8, cudaMemcpyHostToDevice));
  ptxd_kernel<<<1, PTXD_LANES>>> (din, dout, dmem);
  PTXD_CUDA (cudaGetLastError ());
  PTXD_CUDA (cudaDeviceSynchronize ());
  PTXD_CUDA (cudaMemcpy (out, dout, nout * 8, cudaMemcpyDeviceToHost));
  PTXD_CUDA (cudaMemcpy (mem, dmem, nmem * 8, cudaMemcpyDeviceToHost));
}
#define PTXD_COMPILER "nvcc"
#else
static void
ptxd_run (const ptxd_u64 *in, ptxd_u64 *out, ptxd_u64 *mem, size_t nin,
	  size_t nout, size_t nmem)
{
#if defined PTXD_MODEL_ACC
#pragma acc parallel loop gang vector copyin(in[0:nin]) \
		     copy(out[0:nout], mem[0:nmem])
  for (int lane = 0; lane < PTXD_LANES; lane++)
    ptxd_run_all (lane, in, out, mem);
#else
  /* Each array in a device allocation of its own: mapped together,
     libgomp packs them at 8-byte alignment, and the scratch area needs
     16 (128-bit atomics), as cudaMalloc gives nvcc's program.  */
#pragma omp target enter data map(to: in[0:nin])
#pragma omp target enter data map(to: out[0:nout])
#pragma omp target enter data map(to: mem[0:nmem])
#if defined PTXD_MODEL_PARALLEL
#pragma omp target teams distribute parallel for
  for (int lane = 0; lane < PTXD_LANES; lane++)
    ptxd_run_all (lane, in, out, mem);
#elif defined PTXD_MODEL_TARGET
#pragma omp target
  for (int lane = 0; lane < PTXD_LANES; lane++)
    ptxd_run_all (lane, in, out, mem);
#else
#pragma omp target
#pragma omp simd
  for (int lane = 0; lane < PTXD_LANES; lane++)
    ptxd_run_all (lane, in, out, mem);
#endif
#pragma omp target exit data map(from: out[0:nout], mem[0:nmem])
#pragma omp target exit data map(delete: in[0:nin])
#endif
}
#define PTXD_COMPILER "gcc"
#endif

int
main (int argc, char **argv)
{
  size_t nin = (size_t) PTXD_LANES * PTXD_NIN;
  size_t nout = (size_t) PTXD_LANES * PTXD_NOUT;
  size_t nmem = (size_t) PTXD_LANES * PTXD_NMEM;
  ptxd_u64 *in = (ptxd_u64 *) malloc (nin * 8);
  ptxd_u64 *out = (ptxd_u64 *) malloc (nout * 8);
  ptxd_u64 *mem = (ptxd_u64 *) malloc (nmem * 8);
  if (argc != 2 || !in || !out || !mem)
    {
      fprintf (stderr, "usage: %s OUTFILE\n", argv[0]);
      return 2;
    }
  ptxd_fill (in, nin, PTXD_SEED);
  ptxd_fill (mem, nmem, PTXD_SEED ^ 0x6d656d6d656d6dULL);
  for (size_t i = 0; i < nout; i++)
    out[i] = PTXD_POISON;
  ptxd_run (in, out, mem, nin, nout, nmem);
  FILE *f = fopen (argv[1], "wb");
  ptxd_u64 head[4] = { 0x7074786466667431ULL, nin, nout, nmem };
  if (!f || fwrite (head, 8, 4, f) != 4 || fwrite (in, 8, nin, f) != nin
      || fwrite (out, 8, nout, f) != nout || fwrite (mem, 8, nmem, f) != nmem
      || fclose (f) != 0)
    {
      fprintf (stderr, "difftest: cannot write %s\n", argv[1]);
      return 2;
    }
  printf ("difftest: %s: %zu outputs written to %s\n", PTXD_COMPILER, nout,
	  argv[1]);
  return 0;
}
