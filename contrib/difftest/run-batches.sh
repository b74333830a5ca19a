#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# run-batches.sh -- run the batches that build.sh built, on the GPU, and
# compare each GCC result with nvcc's (compare.py).
#
# Usage: sh run-batches.sh DIR
# Environment: PTXD_RUN_ENV (variable assignments for the programs, such
#   as LD_LIBRARY_PATH with libgomp's and libcuda's folders), PTXD_LOADER
#   (a dynamic loader command to run gcc.exe with, when the bundle
#   carries its own C runtime), PYTHON (default python3), PTXD_GCC_ON
#   (host: run GCC's program in the host fallback, with
#   OMP_TARGET_OFFLOAD=disabled, so that its results are the host's
#   emulation against the GPU's nvcc build; the summary then counts the
#   mismatched statements by opcode).
#
# Writes DIR/NAME/nvcc.out, gcc.out, run.log and DIR/report.txt (every
# mismatch, with its statement, inputs and both results); prints each
# batch's result and, last,
#   difftest summary: B batches, N statements, K NaN choices, M mismatches,
#     F failed to run
# (compare.py says what a NaN choice is).
# Exit status: 0 when every batch ran and nothing differs, else 1.
set -u
dir=$(cd "${1:?usage: run-batches.sh DIR}" && pwd)
python=${PYTHON:-python3}
timeout=
command -v timeout > /dev/null 2>&1 && timeout="timeout 300"
: > "$dir/report.txt"
batches=0 stmts=0 mism=0 nans=0 failed=0
for name in $(cat "$dir/batches.txt"); do
  b=$dir/$name
  rm -f "$b/nvcc.out" "$b/gcc.out"
  # shellcheck disable=SC2086  # word lists
  env ${PTXD_RUN_ENV:-} $timeout "$b/nvcc.exe" "$b/nvcc.out" > "$b/run.log" 2>&1 < /dev/null
  if [ "${PTXD_GCC_ON:-}" = host ]; then
    offload="OMP_TARGET_OFFLOAD=disabled ACC_DEVICE_TYPE=host"
  else
    offload="OMP_TARGET_OFFLOAD=mandatory ACC_DEVICE_TYPE=nvidia"
  fi
  # shellcheck disable=SC2086
  env ${PTXD_RUN_ENV:-} $offload \
    $timeout ${PTXD_LOADER:-} "$b/gcc.exe" "$b/gcc.out" >> "$b/run.log" 2>&1 < /dev/null
  "$python" "$dir/compare.py" "$b" > "$b/compare.txt" 2>&1
  rc=$?
  cat "$b/compare.txt" >> "$dir/report.txt"
  last=$(tail -n 1 "$b/compare.txt")
  batches=$((batches + 1))
  case $rc in
    0 | 1)
      n=$(echo "$last" | sed -n 's/.*: \([0-9]*\) statements,.*/\1/p')
      m=$(echo "$last" | sed -n 's/.*, \([0-9]*\) mismatches$/\1/p')
      k=$(echo "$last" | sed -n 's/.*, \([0-9]*\) NaN choices,.*/\1/p')
      nans=$((nans + ${k:-0}))
      stmts=$((stmts + ${n:-0}))
      mism=$((mism + ${m:-0}))
      echo "$last" ;;
    *)
      failed=$((failed + 1))
      echo "difftest: $name: did not run:"
      sed 's/^/    /' "$b/run.log" | tail -n 10
      echo "    $last" ;;
  esac
done
[ "$mism" -eq 0 ] || grep -A 12 '^MISMATCH' "$dir/report.txt" | head -n 120
if [ "${PTXD_GCC_ON:-}" = host ] && [ "$mism" -ne 0 ]; then
  # The statements that differ, by their first opcode.
  echo "difftest: statements whose host results differ, by opcode:"
  grep -A 1 '^MISMATCH' "$dir/report.txt" \
    | sed -n 's/^MISMATCH: statement \([0-9]*\) .*/\1/p; s/^ *asm\( volatile\)\{0,1\} ("\([^ ";]*\).*/\2/p' \
    | paste - - | sort -u | awk '{ n[$2]++ } END { for (k in n) printf "  %5d  %s\n", n[k], k }' \
    | sort -rn
fi
echo "difftest summary: $batches batches, $stmts statements, $nans NaN choices, $mism mismatches, $failed failed to run"
[ "$mism" -eq 0 ] && [ "$failed" -eq 0 ]
