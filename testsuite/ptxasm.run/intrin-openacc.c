/* <ptxasm/cuda.h> and <gpuintrin.h> in OpenACC code: CUDA's warp,
   bit and lane intrinsics in a `loop vector' of 64 iterations (iteration
   i on vector lane i % 32), each value checked against C.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -Wall -Wextra" } */

#include <stdio.h>
#include <ptxasm/cuda.h>
#include <gpuintrin.h>

#define N 64

int
main (void)
{
  unsigned x[N], b[N], m[N], p[N], f[N], fs[N], br[N], l[N], s[N];
  int bad = 0;
  for (int i = 0; i < N; i++)
    x[i] = b[i] = m[i] = p[i] = f[i] = fs[i] = br[i] = l[i] = s[i] = 0;

#pragma acc parallel num_gangs(1) vector_length(32) copy(x, b, m, p, f, fs, br, l, s)
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    {
      unsigned v = (unsigned) i;
      x[i] = __shfl_xor_sync (0xffffffffu, v, 1);
      b[i] = __ballot_sync (0xffffffffu, i & 1);
      m[i] = __activemask ();
      p[i] = (unsigned) __popc (v * 0x9e3779b1u);
      f[i] = (unsigned) __ffs ((int) v);
      fs[i] = __funnelshift_l (0x80000000u, v, 4);
      br[i] = __brev (v);
      l[i] = __gpu_lane_id ();
      s[i] = __gpu_shuffle_idx_u32 (0xffffffffu, 3, v, 32);
    }

  for (int i = 0; i < N; i++)
    {
      unsigned v = (unsigned) i;
      unsigned e;
      if (x[i] != (v ^ 1)) { printf ("shfl_xor[%d]=%u\n", i, x[i]); bad++; }
      if (b[i] != 0xaaaaaaaau) { printf ("ballot[%d]=%#x\n", i, b[i]); bad++; }
      if (m[i] != 0xffffffffu) { printf ("activemask[%d]=%#x\n", i, m[i]); bad++; }
      if (p[i] != (unsigned) __builtin_popcount (v * 0x9e3779b1u)) { printf ("popc[%d]=%u\n", i, p[i]); bad++; }
      if (f[i] != (unsigned) __builtin_ffs (i)) { printf ("ffs[%d]=%u\n", i, f[i]); bad++; }
      e = (v << 4) | (0x80000000u >> 28);
      if (fs[i] != e) { printf ("funnelshift_l[%d]=%#x\n", i, fs[i]); bad++; }
      e = 0;
      for (int k = 0; k < 32; k++) if (v >> k & 1) e |= 1u << (31 - k);
      if (br[i] != e) { printf ("brev[%d]=%#x\n", i, br[i]); bad++; }
      if (l[i] != v % 32) { printf ("lane_id[%d]=%u\n", i, l[i]); bad++; }
      if (s[i] != v / 32 * 32 + 3) { printf ("shuffle_idx[%d]=%u\n", i, s[i]); bad++; }
    }
  unsigned sum = 0;
  for (int i = 0; i < N; i++)
    sum += x[i] + b[i] + m[i] + p[i] + f[i] + fs[i] + br[i] + l[i] + s[i];
  printf ("%s: %d bad (sum %u)\n", bad ? "FAIL" : "OK", bad, sum);
  return bad != 0;
}

/* { dg-output "OK: 0 bad \\(sum 715865914\\)" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
