/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lanes-runtime.cu -- nvcc's build of the inline PTX of lanes-runtime.c:
   the same statements, one element per CUDA thread in a grid-stride
   loop over the same 64 Mi elements, 396 blocks of 256 threads (the
   OpenMP program's 396 teams of 8 warps), against the same work in
   plain CUDA C.  Built by bench/runtime/build.sh with nvcc; prints the
   lines lanes-runtime.c prints, with the context "nvcc".  */

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define TEAMS 396
#define THREADS 256
#define N_BIG (64u << 20)
#define BINS 256
#define ROUNDS 16

#define CHECK(x)							\
  do {									\
    cudaError_t e_ = (x);						\
    if (e_ != cudaSuccess)						\
      {									\
	fprintf (stderr, "%s: %s\n", #x, cudaGetErrorString (e_));	\
	exit (1);							\
      }									\
  } while (0)

__device__ __forceinline__ unsigned
arith_c (unsigned x, unsigned k)
{
  for (int r = 0; r < ROUNDS; r++)
    {
      x = x ^ k ^ 0x9e3779b9u;
      x = (x << 7) | (x >> 25);
      x = x * 3u + (unsigned) r;
      x = (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u)
	  | (x << 24);
    }
  return x;
}

__device__ __forceinline__ unsigned
arith_ptx (unsigned x, unsigned k)
{
  for (int r = 0; r < ROUNDS; r++)
    asm ("lop3.b32 %0, %0, %1, %2, 0x96;\n\t"
	 "shf.l.wrap.b32 %0, %0, %0, 7;\n\t"
	 "mad.lo.u32 %0, %0, 3, %3;\n\t"
	 "prmt.b32 %0, %0, 0, 0x0123;"
	 : "+r" (x) : "r" (k), "r" (0x9e3779b9u), "r" (r));
  return x;
}

#define GRID_LOOP \
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; \
       i += gridDim.x * blockDim.x)

__global__ void k_arith_ptx (unsigned n, unsigned long long *sum)
{ unsigned long long s = 0; GRID_LOOP s += arith_ptx (i, 12345u); atomicAdd (sum, s); }
__global__ void k_arith_c (unsigned n, unsigned long long *sum)
{ unsigned long long s = 0; GRID_LOOP s += arith_c (i, 12345u); atomicAdd (sum, s); }
__global__ void k_load_ptx (unsigned n, const float *a, unsigned long long *sum)
{ unsigned long long s = 0;
  GRID_LOOP { float v; asm ("ld.global.nc.f32 %0, [%1];" : "=f" (v) : "l" (&a[i])); s += (unsigned long long) v; }
  atomicAdd (sum, s); }
__global__ void k_load_c (unsigned n, const float *a, unsigned long long *sum)
{ unsigned long long s = 0; GRID_LOOP s += (unsigned long long) a[i]; atomicAdd (sum, s); }
__global__ void k_store_ptx (unsigned n, unsigned *u)
{ GRID_LOOP asm volatile ("st.u32 [%0], %1;" : : "l" (&u[i]), "r" (i * 7u)); }
__global__ void k_store_c (unsigned n, unsigned *u)
{ GRID_LOOP u[i] = i * 7u; }
__global__ void k_atomic_ptx (unsigned n, unsigned *hist)
{ GRID_LOOP asm volatile ("red.global.add.u32 [%0], 1;" : : "l" (&hist[(i * 2654435761u) >> 24])); }
__global__ void k_atomic_c (unsigned n, unsigned *hist)
{ GRID_LOOP atomicAdd (&hist[(i * 2654435761u) >> 24], 1u); }
__global__ void k_atomcap_ptx (unsigned n, unsigned *hist, unsigned long long *sum)
{ unsigned long long s = 0;
  GRID_LOOP { unsigned o; asm volatile ("atom.global.add.u32 %0, [%1], 1;" : "=r" (o) : "l" (&hist[(i * 2654435761u) >> 24])); s += o; }
  atomicAdd (sum, s); }
__global__ void k_atomcap_c (unsigned n, unsigned *hist, unsigned long long *sum)
{ unsigned long long s = 0;
  GRID_LOOP s += atomicAdd (&hist[(i * 2654435761u) >> 24], 1u);
  atomicAdd (sum, s); }
__global__ void k_sreg_ptx (unsigned n, unsigned long long *sum)
{ unsigned long long s = 0;
  GRID_LOOP { unsigned t; asm ("mov.u32 %0, %%ctaid.x;" : "=r" (t)); s += t; }
  atomicAdd (sum, s); }
__global__ void k_sreg_c (unsigned n, unsigned long long *sum)
{ unsigned long long s = 0; GRID_LOOP s += blockIdx.x; atomicAdd (sum, s); }

struct result { double median, min, max; unsigned long long sum; };

static int reps = 7;
static int failed;

/* Run LAUNCH REPS times after a warm-up, timed with events; CHECKSUM
   () after each run gives its checksum.  */
template <typename L, typename C>
static result
measure (L launch, C checksum)
{
  std::vector<double> t;
  unsigned long long s0 = 0;
  cudaEvent_t e0, e1;
  CHECK (cudaEventCreate (&e0));
  CHECK (cudaEventCreate (&e1));
  for (int rep = -1; rep < reps; rep++)
    {
      CHECK (cudaEventRecord (e0));
      launch ();
      CHECK (cudaEventRecord (e1));
      CHECK (cudaEventSynchronize (e1));
      CHECK (cudaGetLastError ());
      float ms;
      CHECK (cudaEventElapsedTime (&ms, e0, e1));
      unsigned long long s = checksum ();
      if (rep < 0)
	s0 = s;
      else
	{
	  t.push_back (ms);
	  if (s != s0)
	    {
	      fprintf (stderr, "checksum changed\n");
	      exit (1);
	    }
	}
    }
  std::sort (t.begin (), t.end ());
  return { t[t.size () / 2], t.front (), t.back (), s0 };
}

static void
report (const char *kind, result p, result c, const char *cname)
{
  printf ("%-7s %-8s ptx   median %8.2f ms  min %8.2f  max %8.2f  "
	  "checksum %llx\n", kind, "nvcc", p.median, p.min, p.max, p.sum);
  printf ("%-7s %-8s %-5s median %8.2f ms  min %8.2f  max %8.2f  "
	  "checksum %llx\n", kind, "nvcc", cname, c.median, c.min, c.max,
	  c.sum);
  printf ("%-7s %-8s ratio ptx/%s %.3f\n", kind, "nvcc", cname,
	  p.median / c.median);
  if (p.sum != c.sum)
    {
      printf ("%-7s %-8s CHECKSUMS DIFFER\n", kind, "nvcc");
      failed = 1;
    }
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    reps = std::max (1, std::min (64, atoi (argv[1])));
  const unsigned n = N_BIG;
  std::vector<float> ha (n);
  for (unsigned i = 0; i < n; i++)
    ha[i] = (float) (i % 1000);
  float *a;
  unsigned *u, *hist;
  unsigned long long *sum;
  CHECK (cudaMalloc (&a, n * sizeof (float)));
  CHECK (cudaMalloc (&u, n * sizeof (unsigned)));
  CHECK (cudaMalloc (&hist, BINS * sizeof (unsigned)));
  CHECK (cudaMalloc (&sum, sizeof *sum));
  CHECK (cudaMemcpy (a, ha.data (), n * sizeof (float), cudaMemcpyHostToDevice));
  printf ("lanes-runtime (nvcc): %d blocks x %d threads, %u elements, "
	  "medians of %d runs\n", TEAMS, THREADS, n, reps);

  auto get_sum = [&] () {
    unsigned long long s;
    CHECK (cudaMemcpy (&s, sum, sizeof s, cudaMemcpyDeviceToHost));
    return s;
  };
  auto zero_sum = [&] () { CHECK (cudaMemset (sum, 0, sizeof *sum)); };
  auto store_sum = [&] () {
    std::vector<unsigned> hu (n);
    CHECK (cudaMemcpy (hu.data (), u, n * sizeof (unsigned), cudaMemcpyDeviceToHost));
    unsigned long long s = 0;
    for (unsigned i = 0; i < n; i += 4099)
      s += hu[i];
    return s;
  };
  auto hist_sum = [&] () {
    unsigned h[BINS];
    CHECK (cudaMemcpy (h, hist, sizeof h, cudaMemcpyDeviceToHost));
    unsigned long long s = 0;
    for (int b = 0; b < BINS; b++)
      s += (unsigned long long) h[b] * (b + 1);
    return s;
  };

  report ("arith",
	  measure ([&] { zero_sum (); k_arith_ptx<<<TEAMS, THREADS>>> (n, sum); }, get_sum),
	  measure ([&] { zero_sum (); k_arith_c<<<TEAMS, THREADS>>> (n, sum); }, get_sum), "c");
  report ("load",
	  measure ([&] { zero_sum (); k_load_ptx<<<TEAMS, THREADS>>> (n, a, sum); }, get_sum),
	  measure ([&] { zero_sum (); k_load_c<<<TEAMS, THREADS>>> (n, a, sum); }, get_sum), "c");
  report ("store",
	  measure ([&] { k_store_ptx<<<TEAMS, THREADS>>> (n, u); }, store_sum),
	  measure ([&] { k_store_c<<<TEAMS, THREADS>>> (n, u); }, store_sum), "c");
  report ("atomic",
	  measure ([&] { CHECK (cudaMemset (hist, 0, BINS * sizeof (unsigned)));
			 k_atomic_ptx<<<TEAMS, THREADS>>> (n, hist); }, hist_sum),
	  measure ([&] { CHECK (cudaMemset (hist, 0, BINS * sizeof (unsigned)));
			 k_atomic_c<<<TEAMS, THREADS>>> (n, hist); }, hist_sum), "cuda");
  report ("atomcap",
	  measure ([&] { zero_sum (); CHECK (cudaMemset (hist, 0, BINS * sizeof (unsigned)));
			 k_atomcap_ptx<<<TEAMS, THREADS>>> (n, hist, sum); }, get_sum),
	  measure ([&] { zero_sum (); CHECK (cudaMemset (hist, 0, BINS * sizeof (unsigned)));
			 k_atomcap_c<<<TEAMS, THREADS>>> (n, hist, sum); }, get_sum), "cuda");
  report ("sreg",
	  measure ([&] { zero_sum (); k_sreg_ptx<<<TEAMS, THREADS>>> (n, sum); }, get_sum),
	  measure ([&] { zero_sum (); k_sreg_c<<<TEAMS, THREADS>>> (n, sum); }, get_sum), "c");
  return failed;
}
