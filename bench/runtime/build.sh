#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build.sh -- build the run-time benchmark of issue 31 into a folder for
# the GPU machine (`make bench-runtime' calls this).
#
# Usage: bench/runtime/build.sh [OUTDIR]     (default: bench-runtime)
# Environment: CC, PTXASM_PLUGIN, PTXAS_DIR as for contrib/gpu-bundle.sh;
#   NVCC (default: nvcc on PATH, else /usr/local/cuda/bin/nvcc).
#
# lanes-runtime.c is built with the plugin as a GPU bundle
# (contrib/gpu-bundle.sh: the program, Debian's libgomp and its nvptx
# plugin, the C runtime, run.sh); lanes-runtime.cu, the same PTX built by
# nvcc, beside it as OUTDIR/lanes-runtime-nvcc when nvcc is there.  On
# the GPU machine:
#   sh OUTDIR/run.sh && cat OUTDIR/logs/lanes-runtime.c.log
#   OUTDIR/lanes-runtime-nvcc
# Each prints, per kind of statement and context, the medians of the
# inline PTX and of the same work in plain C (or GCC's own atomic), and
# their ratio (README, "Performance").

set -u
here=$(dirname "$0")
out=${1:-bench-runtime}
PTXASM_DIFFTEST=none sh "$here/../../contrib/gpu-bundle.sh" "$here" "$out" \
  || exit 1
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -x "$nvcc" ]; then
  "$nvcc" -O3 -gencode arch=compute_80,code=sm_80 \
    -gencode arch=compute_90,code=sm_90 -o "$out/lanes-runtime-nvcc" \
    "$here/lanes-runtime.cu" || exit 1
else
  echo "build.sh: no nvcc: $out has no lanes-runtime-nvcc" >&2
fi
