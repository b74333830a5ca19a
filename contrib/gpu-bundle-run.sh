#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# run.sh -- run the ptxasm.run programs of this bundle on the GPU.
# (Copied here from contrib/gpu-bundle-run.sh by contrib/gpu-bundle.sh.)
#
# Usage: sh run.sh [PROGRAM.exe...]     (default: every program)
#
# Needs an NVIDIA GPU and its driver (libcuda.so.1, looked for in the
# usual folders and ldconfig's cache, or in $CUDA_LIB_DIR); nothing from GCC.
# Each program runs with OMP_TARGET_OFFLOAD=mandatory (and
# ACC_DEVICE_TYPE=nvidia), so a program that cannot reach the GPU fails
# instead of running on the host.  Prints PASS or FAIL per program, then
# the differential test's batches against nvcc (difftest/, when the
# bundle has it: contrib/difftest/run-batches.sh) and its summary, then a
# summary line, and exits non-zero when anything failed or differed.
#
# The programs run with this machine's glibc when it is at least the
# version in glibc-needed.txt (the newest one the programs and the
# bundled libgomp need); otherwise, or with PTXASM_BUNDLE_LIBC=yes, with
# the C runtime of the machine that built the bundle (libc/: its
# dynamic loader runs each program).  PTXASM_BUNDLE_LIBC=no forces this
# machine's.

bundle=$(cd "$(dirname "$0")" && pwd)
cd "$bundle" || exit 2

# The driver's libcuda.so.1 (CUDA_LIB_DIR, if set, names its folder).
cuda_dir=${CUDA_LIB_DIR:-}
[ -z "$cuda_dir" ] || [ -e "$cuda_dir/libcuda.so.1" ] || cuda_dir=
[ -n "$cuda_dir" ] || for d in /usr/lib/x86_64-linux-gnu /usr/local/nvidia/lib64 /usr/local/nvidia/lib \
	 /usr/lib64 /usr/lib /lib/x86_64-linux-gnu; do
  if [ -e "$d/libcuda.so.1" ]; then
    cuda_dir=$d
    break
  fi
done
if [ -z "$cuda_dir" ] && command -v ldconfig > /dev/null 2>&1; then
  lib=$(ldconfig -p 2> /dev/null | awk '/libcuda\.so\.1 .*x86-64/ { print $NF; exit }')
  [ -n "$lib" ] || lib=$(ldconfig -p 2> /dev/null | awk '/libcuda\.so\.1 / { print $NF; exit }')
  [ -n "$lib" ] && cuda_dir=$(dirname "$lib")
fi
if [ -z "$cuda_dir" ]; then
  echo "run.sh: libcuda.so.1 not found: is the NVIDIA driver installed?" >&2
  exit 2
fi

gpu="unknown GPU"
driver="unknown"
if command -v nvidia-smi > /dev/null 2>&1; then
  q=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2> /dev/null | head -n 1)
  if [ -n "$q" ]; then
    gpu=${q%,*}
    driver=$(echo "${q##*,}" | tr -d ' ')
  fi
fi

run_env="LD_LIBRARY_PATH=$bundle:$cuda_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

# This machine's glibc, or the bundled one when this one is too old.
need=$(cat glibc-needed.txt 2> /dev/null)
have=$(getconf GNU_LIBC_VERSION 2> /dev/null | sed -n 's/^glibc //p')
newer () {	# A B: is version A at least B?
  [ "$(printf '%s\n%s\n' "$1" "$2" | sort -t . -k 1,1n -k 2,2n | head -n 1)" = "$2" ]
}
use_libc=${PTXASM_BUNDLE_LIBC:-}
if [ -z "$use_libc" ]; then
  use_libc=no
  if [ -n "$need" ] && { [ -z "$have" ] || ! newer "$have" "$need"; }; then
    use_libc=yes
  fi
fi
loader=
if [ "$use_libc" = yes ]; then
  loader=$(ls "$bundle"/libc/ld-linux* 2> /dev/null | head -n 1)
  if [ -z "$loader" ]; then
    echo "run.sh: this machine's glibc (${have:-unknown}) is older than the" \
	 "bundle needs ($need), and the bundle carries no loader" >&2
    exit 2
  fi
  run_env="LD_LIBRARY_PATH=$cuda_dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  loader="$loader --library-path $bundle:$bundle/libc:$cuda_dir"
  libc_note="the bundle's glibc (this machine has ${have:-unknown}, the bundle needs $need)"
else
  libc_note="this machine's glibc ${have:-unknown} (the bundle needs ${need:-unknown})"
fi
# libgomp-check's run.sh (contrib/libgomp-check-run.sh) sources this
# file with PTXASM_BUNDLE_ENV_ONLY=yes for the settings above: run_env,
# loader, gpu, driver, libc_note.
[ "${PTXASM_BUNDLE_ENV_ONLY:-}" != yes ] || return 0
timeout=
command -v timeout > /dev/null 2>&1 && timeout="timeout 300"
mkdir -p logs

echo "run.sh: $gpu, driver $driver; libcuda.so.1 from $cuda_dir; $libc_note"

pass=0
fail=0
failed=
tab=$(printf '\t')
while IFS="$tab" read -r exe expect pattern; do
  [ -n "$exe" ] || continue
  if [ $# -gt 0 ]; then
    case " $* " in *" $exe "*) ;; *) continue ;; esac
  fi
  log=logs/${exe%.exe}.log
  # shellcheck disable=SC2086
  env $run_env OMP_TARGET_OFFLOAD=mandatory ACC_DEVICE_TYPE=nvidia \
    $timeout $loader "./$exe" > "$log" 2>&1 < /dev/null
  status=$?
  ok=1
  if [ "$expect" = fail ]; then
    [ "$status" -ne 0 ] || ok=0
  else
    [ "$status" -eq 0 ] || ok=0
  fi
  if [ "$ok" = 1 ] && [ -n "$pattern" ] \
     && ! tr '\n' ' ' < "$log" | grep -E -q -e "$pattern"; then
    ok=0
  fi
  name=${exe%.exe}
  if [ "$ok" = 1 ]; then
    pass=$((pass + 1))
    echo "PASS: $name"
  else
    fail=$((fail + 1))
    failed="$failed $name"
    echo "FAIL: $name (exit status $status${pattern:+, output pattern: $pattern})"
    sed -e 's/^/    /' "$log" | tail -n 30
  fi
done < programs.txt

if [ -s not-run.txt ]; then
  echo "not run (dg-do is not run, or not built):"
  sed -e 's/^/    /' not-run.txt
fi
# The differential test against nvcc, when the bundle has one.
dt=0
if [ -f difftest/batches.txt ] && [ $# -eq 0 ]; then
  PTXD_RUN_ENV=$run_env PTXD_LOADER=$loader sh difftest/run-batches.sh difftest
  dt=$?
fi
echo "gpu-bundle summary: $((pass + fail)) programs, $pass passed, $fail failed; GPU: $gpu; driver: $driver"
[ "$fail" -eq 0 ] || { echo "failed:$failed"; exit 1; }
exit $dt
