#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# coverage.sh -- how much real inline PTX the host fallback computes
# (issue 33).
#
#   contrib/ptx-corpus/coverage.sh PLUGIN NAME=DIR [NAME=DIR...]
#
# As run.sh: extract.py collects the asm statements of each checkout
# (string-literal templates, letters h r l f d n, clobbers "memory"
# only), nvcc -ptx -arch=sm_80 (nvcc_chunks.py: in chunks, so that one
# statement nvcc cannot compile loses only itself) and ptxas at sm_80
# keep those that they accept (split.py), gen.py writes them as one C
# file of OpenMP target regions.  GCC compiles it with the plugin and
# -fplugin-arg-ptxasm-warn-host-fallback, which warns at each statement
# whose host fallback stops the program, naming the instruction and why
# (its ptxas check off: run.sh measures that).  Prints the statements,
# the share the host computes, and the others by the instruction that
# stops them (its opcode up to the first '.'), the most first; with
# COVERAGE_LIST=FILE also every stopped statement's warning.
# Needs nvcc and ptxas on PATH, gcc 12 with the nvptx offload compiler.
set -e
here=$(cd "$(dirname "$0")" && pwd)
plugin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); shift
work=$(mktemp -d "${TMPDIR:-/tmp}/ptx-coverage.XXXXXX")
list=${COVERAGE_LIST:-}
case $list in ''|/*) ;; *) list=$(pwd)/$list ;; esac
top=$(pwd)
cd "$work"
echo '[]' > all.json
for nd in "$@"; do
  name=${nd%%=*}; dir=${nd#*=}
  case $dir in /*) ;; *) dir=$top/$dir ;; esac
  python3 "$here/extract.py" "$dir" "$name" > part.json
  python3 -c 'import json,sys; a=json.load(open("all.json")); a+=json.load(open("part.json")); json.dump(a,open("all.json","w"))'
done
python3 "$here/nvcc_chunks.py" all.json all.ptx
python3 "$here/split.py" all.ptx > /dev/null
python3 "$here/gen.py" c all.json accepted.c accepted.txt
gcc -O2 -fopenmp -foffload=nvptx-none -fplugin="$plugin" \
    -fplugin-arg-ptxasm-verify=no -fplugin-arg-ptxasm-warn-host-fallback \
    -S -o /dev/null accepted.c > warnings.txt 2>&1 || true
python3 - "$list" <<'PY'
import re, sys
n = len(open('accepted.txt').read().split())
stops = [l for l in open('warnings.txt')
         if 'the host fallback of this' in l and 'stops the program' in l]
fam = {}
for l in stops:
    m = re.search(r"stops the program: '([^' ]*)", l)
    op = m.group(1).split('.')[0] if m else '?'
    fam[op] = fam.get(op, 0) + 1
done = n - len(stops)
print('coverage: %d statements accepted by nvcc and ptxas at sm_80; the host '
      'fallback computes %d (%.1f%%), stops at %d' % (n, done,
      100.0 * done / max(n, 1), len(stops)))
for op, k in sorted(fam.items(), key=lambda x: -x[1]):
    print('  %5d  %s' % (k, op))
if sys.argv[1]:
    open(sys.argv[1], 'w').writelines(stops)
PY
echo "files in $work"
