#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build.sh -- build the batches of a difftest plan: each batch twice, as
# CUDA with nvcc and as OpenMP/OpenACC offload code with GCC and ptxasm.
#
# Usage: contrib/difftest/build.sh PLAN OUTDIR
#   PLAN    smoke, long, corpus, or a file of lines
#           "NAME SEED COUNT ARCH LANG MODEL OPTIONS..." (see plans/)
#   OUTDIR  gets one folder per batch: nvcc.exe, gcc.exe, stmts.json and
#           the generated sources (src/), plus compare.py, run-batches.sh
#           and batches.txt
# Environment: CC, CXX (default gcc, g++), PTXASM_PLUGIN (default
#   plugin/ptxasm.so), NVCC (default nvcc, else /usr/local/cuda/bin/nvcc),
#   NVCC_CCBIN (nvcc's host compiler; default: the first of g++, g++-15,
#   g++-14, g++-13, g++-12 that this nvcc takes: CUDA 13 refuses GCC 16;
#   with glibc 2.41 and later, whose rsqrt clashes with CUDA 13.0's
#   declaration under _GNU_SOURCE, the host side is compiled without it),
#   PTXD_CORPUS ("ALL.JSON ACCEPTED.TXT" of contrib/ptx-corpus/run.sh:
#   the batches hold those real statements that only compute, not
#   generated ones; plans/corpus; plans/corpus-mma adds those with
#   mma.sync, in the simd model).  A plan's OPTIONS that start with
#   --corpus- go to gen.py, the others to GCC.
#
# Prints one line per batch with its build times; exits 1 if a batch
# does not build (its log is OUTDIR/NAME/build.log), 77 without nvcc or
# without a host compiler that nvcc takes.
set -u
here=$(cd "$(dirname "$0")" && pwd)
plan=${1:?usage: build.sh PLAN OUTDIR}
out=${2:?usage: build.sh PLAN OUTDIR}
CC=${CC:-gcc}
CXX=${CXX:-g++}
plugin=${PTXASM_PLUGIN:-plugin/ptxasm.so}
case $plugin in /*) ;; *) plugin=$(pwd)/$plugin ;; esac
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then
  echo "difftest: no nvcc (set NVCC=): the reference cannot be built" >&2
  exit 77
fi
nvcc_host=
probe=$(mktemp -d) || exit 1
printf '#include <stdio.h>\n#include <math.h>\nint main () { return 0; }\n' \
  > "$probe/p.cu"
if [ -n "${NVCC_CCBIN:-}" ]; then
  cands=$NVCC_CCBIN
  NVCC_CCBIN=
else
  cands="g++ g++-15 g++-14 g++-13 g++-12"
fi
for c in $cands; do
  command -v "$c" > /dev/null 2>&1 || continue
  for h in "" "-Xcompiler -U_GNU_SOURCE"; do
    # shellcheck disable=SC2086  # one option or none
    if "$NVCC" -ccbin "$c" $h -c -o "$probe/p.o" "$probe/p.cu" \
	   > /dev/null 2>&1; then
	NVCC_CCBIN=$c
	nvcc_host=$h
	break 2
    fi
  done
done
rm -rf "$probe"
if [ -z "${NVCC_CCBIN:-}" ]; then
  echo "difftest: nvcc takes none of the host compilers here (set NVCC_CCBIN=)" >&2
  exit 77
fi
case $plan in
  smoke | long | corpus | corpus-mma) plan=$here/plans/$plan ;;
esac
[ -f "$plan" ] || { echo "difftest: no plan $plan" >&2; exit 2; }

now () { date +%s.%N; }
mkdir -p "$out" || exit 1
cp "$here/compare.py" "$here/run-batches.sh" "$out/" || exit 1
: > "$out/batches.txt"
broken=0
total=0
t_gcc=0
t_nvcc=0
while read -r name seed count arch lang model opts; do
  case $name in '' | '#'*) continue ;; esac
  b=$out/$name
  rm -rf "$b"
  mkdir -p "$b" || exit 1
  corpus=
  if [ -n "${PTXD_CORPUS:-}" ]; then
    # shellcheck disable=SC2086  # two file names
    set -- $PTXD_CORPUS
    corpus="--corpus $1 --accepted $2"
  fi
  # OPTIONS that start with --corpus- are gen.py's (plans/corpus-mma).
  gopts=
  for o in $opts; do
    case $o in
      --corpus-*) corpus="$corpus $o" ;;
      *) gopts="$gopts $o" ;;
    esac
  done
  opts=$gopts
  # shellcheck disable=SC2086
  python3 "$here/gen.py" --seed "$seed" --count "$count" --arch "$arch" \
    --lang "$lang" --model "$model" $corpus "$b/src" || exit 1
  mv "$b/src/stmts.json" "$b/" || exit 1
  case $arch in
    sm_90a) cuarch=compute_90a; gccarch=-fplugin-arg-ptxasm-arch=sm_90a ;;
    *) cuarch=compute_${arch#sm_}; gccarch= ;;
  esac
  case $model in
    acc) omp=-fopenacc ;;
    *) omp=-fopenmp ;;
  esac
  if [ "$lang" = c++ ]; then cc=$CXX; main=gcc_main.C; else cc=$CC; main=gcc_main.c; fi
  t0=$(now)
  # The reference: PTX for the GPU's driver to compile, as GCC's is.
  # shellcheck disable=SC2086  # one option or none
  "$NVCC" -ccbin "$NVCC_CCBIN" $nvcc_host -O3 -arch="$cuarch" -code="$cuarch" -o "$b/nvcc.exe" \
    "$b/src/nvcc_main.cu" > "$b/build.log" 2>&1 || { broken=$((broken + 1)); echo "difftest: $name: nvcc failed (see $b/build.log)" >&2; continue; }
  t1=$(now)
  # shellcheck disable=SC2086  # option lists
  $cc $opts $omp -foffload=nvptx-none -fplugin="$plugin" $gccarch \
    "$b/src/$main" -o "$b/gcc.exe" >> "$b/build.log" 2>&1 \
    || { broken=$((broken + 1)); echo "difftest: $name: $cc failed (see $b/build.log)" >&2; continue; }
  t2=$(now)
  grep -v -e 'relocation against `__offload_' -e 'creating DT_TEXTREL' \
    "$b/build.log" > "$b/build.log.tmp"
  mv "$b/build.log.tmp" "$b/build.log"
  echo "$name" >> "$out/batches.txt"
  count=$(grep -c '^ptxd_s[0-9]* (' "$b/src/stmts.h")
  total=$((total + count))
  dn=$(awk "BEGIN { print $t1 - $t0 }")
  dg=$(awk "BEGIN { print $t2 - $t1 }")
  t_nvcc=$(awk "BEGIN { print $t_nvcc + $dn }")
  t_gcc=$(awk "BEGIN { print $t_gcc + $dg }")
  printf 'difftest: built %s: %s statements, %s %s %s %s: nvcc %.1f s, gcc %.1f s\n' \
    "$name" "$count" "$arch" "$lang" "$model" "$opts" "$dn" "$dg"
done < "$plan"
printf 'difftest: %d batches, %d statements built in %s/: nvcc %.1f s, gcc %.1f s\n' \
  "$(wc -l < "$out/batches.txt")" "$total" "$out" "$t_nvcc" "$t_gcc"
[ "$broken" -eq 0 ]
