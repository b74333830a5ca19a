#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# bench.sh -- the GEMM benchmark of issue 45 on the GPU machine (copied
# into the bundle by bench/gemm/build.sh).
#
# Usage: sh OUTDIR/bench.sh [SIZE...]     (default: 1024 2048 4096 8192)
#
# Runs each build at each size (the best of several runs after a
# warm-up; every run checked on sampled entries) and prints a table of
# TFLOPS (2 N^3 / time) and the ratios of GCC's builds to nvcc's of the
# same kernel.  All times are of a launch waited for, on the host clock
# (a target region; a kernel launch and cudaDeviceSynchronize);
# nvcc's programs also print the kernel alone by CUDA events, in the
# log.  The GCC programs run as run.sh runs them (its libraries, the
# driver's libcuda, OMP_TARGET_OFFLOAD=mandatory).  Then omp-launch.c's
# cost of the empty OpenMP structure by teams.  Logs in
# OUTDIR/logs/bench-*.log.

bundle=$(cd "$(dirname "$0")" && pwd)
cd "$bundle" || exit 2
PTXASM_BUNDLE_ENV_ONLY=yes
. ./run.sh
mkdir -p logs
sizes=${*:-1024 2048 4096 8192}

reps () {
  case $1 in
    1024) echo 50 ;;
    2048) echo 20 ;;
    4096) echo 10 ;;
    *) echo 5 ;;
  esac
}

# name, then the command; prints the TFLOPS, or "fail".
measure () {
  name=$1 n=$2
  shift 2
  log=logs/bench-$name-$n.log
  "$@" > "$log" 2>&1
  status=$?
  t=$(sed -n 's/.* ok [0-9.]* ms \([0-9.]*\) TFLOPS.*/\1/p' "$log" | head -n 1)
  if [ $status -ne 0 ] || [ -z "$t" ]; then
    echo fail
  else
    echo "$t"
  fi
}

gcc_run () {
  # shellcheck disable=SC2086
  env $run_env OMP_TARGET_OFFLOAD=mandatory $loader "$@"
}

ratio () {
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else printf "-" }'
}

echo "bench.sh: $gpu, driver $driver; $(cat gcc-version.txt 2> /dev/null)"
# The builds: name, then how to run it (N and REPS follow).
builds="omp8 omp8tl omp4 acc8 acc4 nv8 nv4 nvp8 nvp4 plain"
cmd () {
  case $1 in
    omp8) echo gcc_run ./gemm-mma.c.exe ;;
    omp8tl) echo gcc_run ./gemm-mma-w8tl.c.exe ;;
    omp4) echo gcc_run ./gemm-mma-w4.c.exe ;;
    acc8) echo gcc_run ./gemm-acc.c.exe ;;
    acc4) echo gcc_run ./gemm-acc-w4.c.exe ;;
    nv8) echo ./gemm-mma-nvcc ;;
    nv4) echo ./gemm-mma-nvcc-w4 ;;
    nvp8) echo ./gemm-mma-nvcc-ptr ;;
    nvp4) echo ./gemm-mma-nvcc-ptr-w4 ;;
    plain) echo gcc_run ./gemm-omp.c.exe ;;
  esac
}
printf '%6s' N
for b in $builds; do printf ' %7s' "$b"; done
printf '\n'
results=
for n in $sizes; do
  r=$(reps "$n")
  printf '%6s' "$n"
  for b in $builds; do
    rr=$r
    [ "$b" = plain ] && rr=2
    # shellcheck disable=SC2046
    v=$(measure "$b" "$n" $(cmd "$b") "$n" "$rr")
    eval "t_${b}_$n=\$v"
    printf ' %7s' "$v"
  done
  printf '\n'
done
echo
echo "ratios (GCC's build / nvcc's build of the same kernel):"
printf '%6s %9s %9s %9s %9s %9s | %9s %9s\n' N omp8/nv8 omp4/nv4 \
  acc8/nv8 acc4/nv4 best/best omp8/nvp8 omp4/nvp4
best () {
  printf '%s\n' "$@" | awk '$1 + 0 > m { m = $1 + 0 } END { print m }'
}
for n in $sizes; do
  eval "o8=\$t_omp8_$n o8t=\$t_omp8tl_$n o4=\$t_omp4_$n a8=\$t_acc8_$n"
  eval "a4=\$t_acc4_$n v8=\$t_nv8_$n v4=\$t_nv4_$n p8=\$t_nvp8_$n"
  eval "p4=\$t_nvp4_$n"
  printf '%6s %9s %9s %9s %9s %9s | %9s %9s\n' "$n" "$(ratio "$o8" "$v8")" \
    "$(ratio "$o4" "$v4")" "$(ratio "$a8" "$v8")" "$(ratio "$a4" "$v4")" \
    "$(ratio "$(best "$o8" "$o8t" "$o4" "$a8" "$a4")" "$(best "$v8" "$v4")")" \
    "$(ratio "$o8" "$p8")" "$(ratio "$o4" "$p4")"
done
cat <<'EOT'

TFLOPS (2 N^3 / the time of a launch waited for, best of several).
GCC + ptxasm: omp8 = examples/gemm-mma.c (OpenMP, 8 warps of 64 x 32
a block, no thread_limit), omp8tl = the same with thread_limit(8),
omp4 = 4 warps of 64 x 64 (thread_limit(4)); acc8, acc4 = gemm-acc.c
(the same lane code in OpenACC).  nvcc: nv8, nv4 = gemm-mma.cu, the
same lane code and PTX as a kernel; nvp8, nvp4 = its body called
through a pointer, -rdc=true (GCC's OpenMP structure).  plain =
gemm-omp.c (plain OpenMP, f32, no PTX).  best/best: the best GCC build
over the best nvcc build.
EOT
if [ -x ./omp-launch.c.exe ]; then
  echo
  gcc_run ./omp-launch.c.exe 2>&1 | tee logs/omp-launch.log
fi
if command -v python3 > /dev/null 2>&1; then
  echo
  echo "for scale, cuBLAS through PyTorch (f16 in and out, f32 sums):"
  timeout 60 python3 - $sizes <<'EOT' 2>&1 | tail -n 8
import sys, time
import torch
for n in map(int, sys.argv[1:]):
    a = torch.randn(n, n, device="cuda", dtype=torch.float16)
    b = torch.randn(n, n, device="cuda", dtype=torch.float16)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    best = 1e30
    for _ in range(10):
        t0 = time.perf_counter()
        a @ b
        torch.cuda.synchronize()
        best = min(best, time.perf_counter() - t0)
    print("cublas %6d %7.1f TFLOPS" % (n, 2 * n ** 3 / best * 1e-12))
EOT
fi
