/* The cases of intrin-warp.c and gpuintrin-warp.c: the warp intrinsics
   of <ptxasm/cuda.h> and <gpuintrin.h> on the 32 lanes of a warp, each
   lane's results hashed.  nvcc/intrin-ref.cu runs the same cases with
   CUDA's own intrinsics (and clang's <gpuintrin.h> meanings written with
   them) in a block of 32 threads; the tests run them as the 32
   iterations of an `omp simd' loop.  A float is converted to unsigned
   through int or long long, in range: out of range the conversion is
   undefined in C, and the GPU's saturates where the host's wraps.  */

#ifdef __CUDACC__
# define WARP_FN __device__ __forceinline__ static
#else
# define WARP_FN static __inline__ __attribute__ ((always_inline))
#endif

WARP_FN unsigned
warp_mix (unsigned h, unsigned v)
{
  h = (h ^ v) * 0x9e3779b1u;
  return h ^ (h >> 15);
}

/* CUDA's warp intrinsics, on lane LANE.  */
WARP_FN unsigned
warp_cuda (int lane)
{
  unsigned h = 2166136261u;
  const unsigned full = 0xffffffffu;
  int x = lane * 7 - 40;
  unsigned u = 0x9e3779b9u * (unsigned) (lane + 1);
  long long ll = ((long long) x << 33) + lane;
  float f = (float) x / 3.0f;
  double d = (double) u / 7.0;
  for (int w = 32; w >= 4; w /= 2)
    {
      h = warp_mix (h, (unsigned) __shfl_sync (full, x, 5, w));
      h = warp_mix (h, __shfl_sync (full, u, lane + 3, w));
      h = warp_mix (h, (unsigned) __shfl_up_sync (full, x, 1, w));
      h = warp_mix (h, (unsigned) __shfl_up_sync (full, x, 5, w));
      h = warp_mix (h, __shfl_down_sync (full, u, 2, w));
      h = warp_mix (h, __shfl_down_sync (full, u, 16, w));
      h = warp_mix (h, (unsigned) __shfl_xor_sync (full, x, 1, w));
      h = warp_mix (h, (unsigned) __shfl_xor_sync (full, x, 6, w));
      long long l2 = __shfl_xor_sync (full, ll, 3, w);
      h = warp_mix (warp_mix (h, (unsigned) l2), (unsigned) (l2 >> 32));
      float f2 = __shfl_down_sync (full, f, 1, w);
      h = warp_mix (h, (unsigned) (int) (f2 * 1000.0f));
      double d2 = __shfl_sync (full, d, 31 - lane, w);
      h = warp_mix (h, (unsigned) (long long) (d2 * 10.0));
    }
  h = warp_mix (h, __shfl_sync (full, u, 9));
  h = warp_mix (h, __ballot_sync (full, x & 4));
  h = warp_mix (h, (unsigned) __all_sync (full, x < 1000));
  h = warp_mix (h, (unsigned) __all_sync (full, x < 0));
  h = warp_mix (h, (unsigned) __any_sync (full, lane == 17));
  h = warp_mix (h, (unsigned) __any_sync (full, lane == 40));
  h = warp_mix (h, (unsigned) __uni_sync (full, lane & 1));
  h = warp_mix (h, (unsigned) __uni_sync (full, 1));
  h = warp_mix (h, __activemask ());
  __syncwarp ();
  __syncwarp (full);
  h = warp_mix (h, __match_any_sync (full, lane % 5));
  h = warp_mix (h, __match_any_sync (full, ll >> 35));
  int p = 7;
  h = warp_mix (h, __match_all_sync (full, 3, &p));
  h = warp_mix (h, (unsigned) p);
  h = warp_mix (h, __match_all_sync (full, lane, &p));
  h = warp_mix (h, (unsigned) p);
  return h;
}

/* clang's <gpuintrin.h>, on lane LANE (every lane in the mask).  */
WARP_FN unsigned
warp_gpu (int lane)
{
  unsigned h = 2166136261u;
  unsigned long long m = __gpu_lane_mask ();
  unsigned u = 0x9e3779b9u * (unsigned) (lane + 1);
  unsigned long long ul = ((unsigned long long) u << 29) ^ (unsigned) lane;
  float f = (float) lane * 0.75f - 3.0f;
  double d = (double) u / 9.0;
  h = warp_mix (h, (unsigned) m);
  h = warp_mix (h, __gpu_lane_id ());
  h = warp_mix (h, __gpu_num_lanes ());
  h = warp_mix (h, (unsigned) __gpu_ballot (m, (u >> 3) & 1));
  h = warp_mix (h, __gpu_read_first_lane_u32 (m, u));
  h = warp_mix (h, (unsigned) (__gpu_read_first_lane_u64 (m, ul) >> 13));
  h = warp_mix (h, (unsigned) (int) __gpu_read_first_lane_f32 (m, f));
  h = warp_mix (h, (unsigned) (long long) __gpu_read_first_lane_f64 (m, d));
  for (unsigned w = 32; w >= 8; w /= 2)
    {
      h = warp_mix (h, __gpu_shuffle_idx_u32 (m, (lane * 5) % 32, u, w));
      h = warp_mix (h, (unsigned) (__gpu_shuffle_idx_u64 (m, 3, ul, w) >> 7));
      h = warp_mix (h, (unsigned) (int) __gpu_shuffle_idx_f32 (m, 31 - lane,
							      f, w));
      h = warp_mix (h, (unsigned) (long long) __gpu_shuffle_idx_f64 (m, 1, d, w));
    }
  h = warp_mix (h, (unsigned) __gpu_match_any_u32 (m, lane / 3));
  h = warp_mix (h, (unsigned) __gpu_match_any_u64 (m, ul & 0x300000000ull));
  h = warp_mix (h, (unsigned) __gpu_match_all_u32 (m, 5));
  h = warp_mix (h, (unsigned) __gpu_match_all_u32 (m, lane));
  h = warp_mix (h, (unsigned) __gpu_match_all_u64 (m, 1ull << 40));
  h = warp_mix (h, (unsigned) __gpu_is_first_in_lane (m));
  h = warp_mix (h, (unsigned) __gpu_first_lane_id (m));
  __gpu_sync_lane (m);
  h = warp_mix (h, __gpu_prefix_scan_sum_u32 (m, u));
  h = warp_mix (h, __gpu_suffix_scan_sum_u32 (m, u));
  h = warp_mix (h, (unsigned) (__gpu_prefix_scan_sum_u64 (m, ul) >> 9));
  h = warp_mix (h, (unsigned) (int) __gpu_prefix_scan_sum_f32 (m, f));
  h = warp_mix (h, (unsigned) (long long) __gpu_suffix_scan_sum_f64 (m, d));
  h = warp_mix (h, __gpu_lane_sum_u32 (m, u));
  h = warp_mix (h, __gpu_lane_and_u32 (m, u | 0x100));
  h = warp_mix (h, __gpu_lane_or_u32 (m, 1u << lane));
  h = warp_mix (h, __gpu_lane_xor_u32 (m, u));
  h = warp_mix (h, __gpu_lane_min_u32 (m, u));
  h = warp_mix (h, __gpu_lane_max_u32 (m, u));
  h = warp_mix (h, (unsigned) (__gpu_lane_min_u64 (m, ul) >> 5));
  h = warp_mix (h, (unsigned) (__gpu_lane_max_u64 (m, ul) >> 5));
  h = warp_mix (h, (unsigned) (__gpu_lane_xor_u64 (m, ul) >> 5));
  h = warp_mix (h, (unsigned) (int) __gpu_lane_fmin_f32 (m, f));
  h = warp_mix (h, (unsigned) (int) __gpu_lane_fmax_f32 (m, f));
  h = warp_mix (h, (unsigned) (long long) __gpu_lane_fmax_f64 (m, d));
  h = warp_mix (h, (unsigned) __gpu_prefix_scan_max_u32 (m, u));
  h = warp_mix (h, (unsigned) __gpu_suffix_scan_or_u32 (m, 1u << lane));
  return h;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
