#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# run.sh -- run the libgomp test programs of this bundle on the GPU, each
# built by stock GCC and with the ptxasm plugin, and say whether the two
# builds agree.  (Copied here from contrib/libgomp-check-run.sh by
# `contrib/libgomp-check.sh --bundle DIR'.)
#
# Usage: sh run.sh [-P N] [-t SECONDS] [ERE]
#   -P N        run N tests at a time (default 8)
#   -t SECONDS  each program's time limit (default 60)
#   ERE         only the tests whose name matches this extended regular
#               expression (libgomp.c/target-3)
#
# Needs an NVIDIA GPU and its driver; nothing from GCC.  First
# gpu-bundle-run.sh (contrib/gpu-bundle.sh's run.sh) runs the bundle's
# smoke program, which must reach the GPU (it runs with
# OMP_TARGET_OFFLOAD=mandatory); the environment it works out (the
# driver's libcuda.so.1, and this machine's glibc or the bundle's when
# this one is too old) is then used for every program.  The programs
# are unpacked from programs.tar.xz (or .gz) into programs/ and listed
# in libgomp-programs.txt: test name, stock program, plugin program
# (`same' when the two builds are the same bytes: it runs once), the
# test's dg-set-target-env-var settings.
#
# Each test's programs run one after the other, as DejaGnu runs them
# (ACC_DEVICE_TYPE=nvidia, the test's settings, no
# OMP_TARGET_OFFLOAD), with a time limit; their output goes to
# logs/NAME.stock and logs/NAME.plugin (NAME: the test's name with `/'
# made `_').  A line for each test:
#   AGREE: TEST (exit status S)
#   SAME: TEST (one program for both builds; exit status S)
#   OUTPUT: TEST (exit status S both; the output differs: logs/NAME.diff)
#   DIFFER: TEST (stock: exit status S, plugin: exit status P)
# (124 is the time limit), then a summary line:
#   libgomp-check run: T tests: A agree, S same program, O with
#   different output, D with different exit status; F fail both ways;
#   GPU: ...; driver: ...
# A different output alone is no failure (GOMP_DEBUG=1 prints
# addresses; the tests check their results themselves).
#
# Exit status: 0 when no test's exit status differs; 1 when one does;
# 2 when the GPU cannot be used or the bundle is broken.

set -u

if [ "${1:-}" = --one ]; then
  # One test, from xargs: --one NAME.
  tab=$(printf '\t')
  IFS="$tab" read -r name stock plug env <<EOF
$(awk -F '\t' -v n="$2" '$1 == n { print; exit }' libgomp-programs.txt)
EOF
  # shellcheck disable=SC2086  # a word list
  set -- $env
  id=$(printf '%s' "$name" | tr '/:' '__')
  run () {	# VAR=VALUE... (and prog, log)
    # shellcheck disable=SC2086  # word lists
    env $RUN_ENV ACC_DEVICE_TYPE=nvidia "$@" $RUN_TIMEOUT $RUN_LOADER \
      "./programs/$prog" > "$log" 2>&1 < /dev/null
  }
  prog=$stock log=logs/$id.stock
  run "$@"
  s=$?
  if [ "$plug" = same ]; then
    printf '%s\t%s\t%s\t%s\n' "$name" "$s" - same > "results/$id"
    exit 0
  fi
  prog=$plug log=logs/$id.plugin
  run "$@"
  p=$?
  if cmp -s "logs/$id.stock" "logs/$id.plugin"; then
    out=same
    rm -f "logs/$id.diff"
  else
    out=differs
    diff -u "logs/$id.stock" "logs/$id.plugin" > "logs/$id.diff"
  fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$s" "$p" "$out" > "results/$id"
  exit 0
fi

jobs=8
limit=60
only=
while [ $# -gt 0 ]; do
  case $1 in
    -P) jobs=$2; shift 2 ;;
    -t) limit=$2; shift 2 ;;
    -*) sed -n '/^# Usage:/,/^#               expression/s/^# \{0,1\}//p' "$0" >&2
	exit 2 ;;
    *) only=$1; shift ;;
  esac
done

orig=$(pwd)
here=$(cd "$(dirname "$0")" && pwd)
self=$here/$(basename "$0")
cd "$here" || exit 2
if [ ! -f libgomp-programs.txt ] || [ ! -f gpu-bundle-run.sh ]; then
  echo "run.sh: no libgomp-programs.txt or gpu-bundle-run.sh here: not a" \
       "libgomp-check bundle" >&2
  exit 2
fi

# The smoke program: does the GPU work at all?
if ! sh ./gpu-bundle-run.sh; then
  echo "run.sh: the smoke program failed: the GPU cannot be used;" \
       "nothing compared" >&2
  exit 2
fi
# Its environment (run_env, loader, gpu, driver); it finds the bundle
# from $0, which is relative to where run.sh was started.
cd "$orig" || exit 2
# shellcheck disable=SC2034  # read by gpu-bundle-run.sh
PTXASM_BUNDLE_ENV_ONLY=yes
# shellcheck disable=SC1091  # the bundle's copy
. "$here/gpu-bundle-run.sh"
unset PTXASM_BUNDLE_ENV_ONLY
cd "$here" || exit 2
# shellcheck disable=SC2154  # set by gpu-bundle-run.sh, as gpu and driver
RUN_ENV=$run_env
# shellcheck disable=SC2154
RUN_LOADER=$loader
RUN_TIMEOUT=
command -v timeout > /dev/null 2>&1 && RUN_TIMEOUT="timeout $limit"
export RUN_ENV RUN_LOADER RUN_TIMEOUT

if [ ! -d programs ] || [ -n "$(find . -maxdepth 1 -name 'programs.tar.*' -newer programs)" ]; then
  rm -rf programs
  mkdir programs || exit 2
  if [ -f programs.tar.xz ]; then
    xz -dc programs.tar.xz | tar -xf - -C programs
  else
    gzip -dc programs.tar.gz | tar -xf - -C programs
  fi || { echo "run.sh: cannot unpack the programs (xz or gzip, tar)" >&2; exit 2; }
fi
rm -rf results
mkdir -p results logs || exit 2

start=$(date +%s)
tab=$(printf '\t')
cut -f 1 libgomp-programs.txt | grep -E -e "${only:-.}" \
  | xargs -P "$jobs" -n 1 sh "$self" --one
end=$(date +%s)

total=0 agree=0 same=0 output=0 differ=0 bothfail=0 differed=
while IFS="$tab" read -r name stock plug env; do
  id=$(printf '%s' "$name" | tr '/:' '__')
  [ -f "results/$id" ] || continue
  IFS="$tab" read -r _ s p out < "results/$id"
  total=$((total + 1))
  if [ "$out" = same ] && [ "$p" = - ]; then
    same=$((same + 1))
    [ "$s" = 0 ] || bothfail=$((bothfail + 1))
    echo "SAME: $name (one program for both builds; exit status $s)"
  elif [ "$s" != "$p" ]; then
    differ=$((differ + 1))
    differed="$differed $name"
    echo "DIFFER: $name (stock: exit status $s, plugin: exit status $p)"
    for v in stock plugin; do
      echo "  $v:"
      tail -n 5 "logs/$id.$v" | sed 's/^/    /'
    done
  elif [ "$out" != same ]; then
    output=$((output + 1))
    [ "$s" = 0 ] || bothfail=$((bothfail + 1))
    echo "OUTPUT: $name (exit status $s both; the output differs: logs/$id.diff)"
  else
    agree=$((agree + 1))
    [ "$s" = 0 ] || bothfail=$((bothfail + 1))
    echo "AGREE: $name (exit status $s)"
  fi
done < libgomp-programs.txt

# shellcheck disable=SC2154
echo "libgomp-check run: $total tests: $agree agree, $same same program," \
     "$output with different output, $differ with different exit status;" \
     "$bothfail fail both ways; $((end - start)) s, $jobs at a time;" \
     "GPU: $gpu; driver: $driver"
[ "$differ" -eq 0 ] || { echo "differ:$differed"; exit 1; }
exit 0
