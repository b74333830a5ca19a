#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# run.sh -- check the compile-time ptxas check against real inline PTX.
#
#   contrib/ptx-corpus/run.sh PLUGIN NAME=DIR [NAME=DIR...]
#
# DIR is a checkout of public CUDA code (say NAME=NVIDIA/cccl,
# DIR=~/src/cccl).  extract.py collects its asm statements whose
# templates are string literals and whose operands use the letters
# h r l f d n (clobbers: "memory" only); gen.py makes one CUDA kernel per
# statement; nvcc -ptx -arch=sm_80 and ptxas at sm_80 / PTX ISA 7.0 keep
# those that nvcc and ptxas accept (split.py); gen.py then writes them as
# one C file of OpenMP target regions, which GCC compiles with the plugin
# and its check on.  Every diagnostic it prints is a false positive.
# Needs nvcc and ptxas on PATH, gcc 12 with the nvptx offload compiler.
set -e
here=$(cd "$(dirname "$0")" && pwd)
plugin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); shift
work=$(mktemp -d "${TMPDIR:-/tmp}/ptx-corpus.XXXXXX")
cd "$work"
echo '[]' > all.json
for nd in "$@"; do
  name=${nd%%=*}; dir=${nd#*=}
  python3 "$here/extract.py" "$dir" "$name" > part.json
  python3 -c 'import json,sys; a=json.load(open("all.json")); a+=json.load(open("part.json")); json.dump(a,open("all.json","w"))'
done
python3 "$here/gen.py" cu all.json all.cu
nvcc -ptx -arch=sm_80 all.cu -o all.ptx 2>/dev/null
python3 "$here/split.py" all.ptx
python3 "$here/gen.py" c all.json accepted.c accepted.txt
gcc -O2 -fopenmp -foffload=nvptx-none -fplugin="$plugin" \
    -fplugin-arg-ptxasm-verbose -c accepted.c -o accepted.o 2>&1 \
  | grep -v "prepared 'asm'\|prepared ‘asm’\|In function\|At top level" || true
echo "statements: $(python3 -c 'import json; print(len(json.load(open("all.json"))))') found," \
     "$(wc -w < accepted.txt) accepted by nvcc+ptxas at sm_80 / PTX 7.0; files in $work"
