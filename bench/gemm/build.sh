#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build.sh -- build the tensor-core GEMM benchmark of issue 45 into a
# folder for the GPU machine.
#
# Usage: bench/gemm/build.sh [OUTDIR]     (default: gemm-bundle)
# Environment: CC, PTXASM_PLUGIN, PTXAS_DIR as for contrib/gpu-bundle.sh;
#   NVCC (default: nvcc on PATH, else /usr/local/cuda/bin/nvcc);
#   GEMM_BUILD: all (the default), gcc (the GCC programs and ptxas-v.txt,
#   no nvcc programs: in a Debian root whose GCC nvcc does not take) or
#   nvcc (only nvcc's programs, added to an existing OUTDIR);
#   bench/gemm/build-gcc.sh uses the last two for another GCC.
#
# With the plugin, as a GPU bundle (contrib/gpu-bundle.sh: the programs,
# Debian's libgomp and its nvptx plugin, the C runtime, run.sh):
#   gemm-mma.c.exe       examples/gemm-mma.c: OpenMP, 8 warps of 64 x 32
#   gemm-mma-w8tl.c.exe  the same with thread_limit(8)
#   gemm-mma-w4.c.exe    -DGEMM_WARPS=4: 4 warps of 64 x 64
#   gemm-acc.c.exe       gemm-acc.c: the same lane code in OpenACC, 8 warps
#   gemm-acc-w4.c.exe    the same, 4 warps
#   gemm-omp.c.exe       gemm-omp.c: plain OpenMP, no PTX
#   omp-launch.c.exe     omp-launch.c: the OpenMP structure's own cost
# and beside them, built by nvcc from gemm-mma.cu (the same lane code
# and PTX statements, gemm-ptx.h), for sm_90:
#   gemm-mma-nvcc, gemm-mma-nvcc-w4          a kernel, as CUDA code is
#   gemm-mma-nvcc-ptr, gemm-mma-nvcc-ptr-w4  the body called through a
#     pointer and built with -rdc=true: GCC's OpenMP structure
# OUTDIR/ptxas-v.txt holds `ptxas -v' of each build's kernel (GCC's:
# its offloaded PTX compiled module by module as the driver's JIT does,
# then linked by nvlink), and OUTDIR/gemm-*-gcc*.cubin those links, for
# cuobjdump on the GPU machine.  On the GPU machine:
#   sh OUTDIR/run.sh            each GCC program's own check (256 to 8192)
#   sh OUTDIR/bench.sh          TFLOPS at 1024 to 8192 and the ratios
# The lane code is gemm-lane.inc, which each build includes.

set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:-gemm-bundle}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}

# The programs in one folder for gpu-bundle.sh, gemm-ptx.h and
# gemm-lane.inc where examples/gemm-mma.c finds them (../bench/gemm/).
what=${GEMM_BUILD:-all}
case $what in all|gcc|nvcc) ;; *) echo "build.sh: GEMM_BUILD=$what?" >&2; exit 2 ;; esac

stage=$(mktemp -d "${TMPDIR:-/tmp}/gemm-stage.XXXXXX") || exit 1
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/examples" "$stage/bench/gemm" || exit 1
cp "$here/gemm-ptx.h" "$here/gemm-lane.inc" "$here/gemm-host.h" \
  "$stage/bench/gemm/" || exit 1
cp "$here/gemm-ptx.h" "$here/gemm-lane.inc" "$here/gemm-host.h" \
  "$stage/examples/" || exit 1
cp "$top/examples/gemm-mma.c" "$stage/examples/" || exit 1
variant () {	# SRC NAME FLAGS: SRC as NAME with FLAGS added to its dg-options
  sed "s/{ dg-options \"\([^\"]*\)\" }/{ dg-options \"\1 $3\" }/" \
    "$1" > "$stage/examples/$2" || exit 1
  grep -q -e "dg-options \".* $3\"" "$stage/examples/$2" || exit 1
}
if [ "$what" != nvcc ]; then
variant "$top/examples/gemm-mma.c" gemm-mma-w8tl.c "-DGEMM_OMP_THREAD_LIMIT=1"
variant "$top/examples/gemm-mma.c" gemm-mma-w4.c "-DGEMM_WARPS=4"
cp "$here/gemm-acc.c" "$stage/examples/" || exit 1
variant "$here/gemm-acc.c" gemm-acc-w4.c "-DGEMM_WARPS=4"
cp "$here/gemm-omp.c" "$here/omp-launch.c" "$stage/examples/" || exit 1
PTXASM_DIFFTEST=none sh "$top/contrib/gpu-bundle.sh" "$stage/examples" "$out" \
  || exit 1
cp "$here/bench.sh" "$out/bench.sh" || exit 1
${CC:-gcc} --version | head -n 1 > "$out/gcc-version.txt"
fi

if [ ! -x "$nvcc" ]; then
  echo "build.sh: no nvcc: $out has no gemm-mma-nvcc" >&2
  exit 0
fi
gen="-gencode arch=compute_90,code=sm_90"
info=$out/ptxas-v.txt
[ "$what" = nvcc ] && info=$out/ptxas-v-nvcc.txt
: > "$info"
[ "$what" = gcc ] || for w in 8 4; do
  sfx=; [ $w = 4 ] && sfx=-w4
  echo "== nvcc, GEMM_WARPS=$w: gemm-mma-nvcc$sfx" >> "$info"
  "$nvcc" -O3 $gen -DGEMM_WARPS=$w -Xptxas -v -o "$out/gemm-mma-nvcc$sfx" \
    "$here/gemm-mma.cu" >> "$info" 2>&1 || exit 1
  echo "== nvcc, body through a pointer, -rdc=true, GEMM_WARPS=$w:" \
       "gemm-mma-nvcc-ptr$sfx" >> "$info"
  "$nvcc" -O3 $gen -rdc=true -DGEMM_VIA_POINTER -DGEMM_WARPS=$w \
    -Xptxas -v -Xnvlink -v -o "$out/gemm-mma-nvcc-ptr$sfx" \
    "$here/gemm-mma.cu" >> "$info" 2>&1 || exit 1
done

# GCC's kernel as the driver builds it: the offloaded PTX (-save-temps
# keeps it, NUL-separated modules: the program's, then libgomp's and
# libgcc's) compiled module by module by ptxas for sm_90, then linked.
ptxas=$(dirname "$nvcc")/ptxas
nvlink=$(dirname "$nvcc")/nvlink
gcc_ptxas () {	# NAME SRC FLAGS...: ptxas -v of SRC's offloaded code
  name=$1 src=$2
  shift 2
  d=$stage/ptx-$name
  mkdir -p "$d/mods" || exit 1
  # shellcheck disable=SC2068
  (cd "$d" && PATH=$(dirname "$nvcc"):$PATH ${CC:-gcc} -O2 \
     -foffload=nvptx-none \
     "-fplugin=${PTXASM_PLUGIN:-$top/plugin/ptxasm.so}" \
     -I"$top/include" -I"$here" $@ -save-temps "$src" -o prog) \
    > /dev/null 2>&1 || exit 1
  tr -d '\000' < "$d/prog.xnvptx-none.mkoffload" \
    | awk -v d="$d/mods" '/^ *\/\/ BEGIN PREAMBLE/ { n++ }
			   { print > (d "/m" sprintf ("%02d", n) ".ptx") }'
  echo "== GCC $(${CC:-gcc} -dumpfullversion) + ptxasm: $name.c.exe (ptxas -c -v per module, then" \
       "nvlink -v)" >> "$info"
  for m in "$d"/mods/m*.ptx; do
    # libgcc's and libgomp's modules say sm_30 and PTX 6.0 (GCC 12), which this
    # ptxas no longer takes; the driver compiles them for the GPU's.
    sed -i -e 's/^\.target sm_[3-7][0-9]$/.target sm_80/' \
	   -e 's/^\.version [3-6]\.[0-9]$/.version 7.0/' "$m"
    if grep -q 'omp_fn' "$m"; then
      "$ptxas" -c -v -arch=sm_90 "$m" -o "${m%.ptx}.o" 2>&1 \
	| grep -A2 -e 'properties for gemm_[a-z]*\$_omp_fn\$[01]$' \
	| grep -v -e '^--' -e 'Compile time' >> "$info"
    else
      "$ptxas" -c -arch=sm_90 "$m" -o "${m%.ptx}.o" || exit 1
    fi
  done
  "$nvlink" -arch=sm_90 -v "$d"/mods/m*.o -o "$out/$name.cubin" 2>&1 \
    | grep -A1 'properties for .gemm_' >> "$info"
}
if [ "$what" != nvcc ] && [ -x "$ptxas" ] && [ -x "$nvlink" ]; then
  gcc_ptxas gemm-mma "$top/examples/gemm-mma.c" -fopenmp
  gcc_ptxas gemm-mma-w4 "$top/examples/gemm-mma.c" -fopenmp -DGEMM_WARPS=4
  gcc_ptxas gemm-acc "$here/gemm-acc.c" -fopenacc
  gcc_ptxas gemm-acc-w4 "$here/gemm-acc.c" -fopenacc -DGEMM_WARPS=4
fi
cat "$info"
