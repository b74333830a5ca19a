#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# gpu-bundle.sh -- build the ptxasm.run test programs into a folder that
# runs on a machine with an NVIDIA GPU and driver but no GCC offload
# toolchain (`make check-gpu-bundle` calls this).
#
# Usage: contrib/gpu-bundle.sh [TESTDIR [OUTDIR]]
#   TESTDIR  the tests to build (default: testsuite/ptxasm.run)
#   OUTDIR   the bundle (default: gpu-bundle)
# Environment: CC, CXX (default gcc, g++), PTXASM_PLUGIN (default
#   plugin/ptxasm.so), PTXAS_DIR (a folder holding ptxas, so that the
#   offload link checks the PTX; optional), PTXASM_DIFFTEST (the plan of
#   the differential test against nvcc built into OUTDIR/difftest:
#   smoke, the default, long, a plan file, or none), PTXASM_BUNDLE_TAR
#   (0: no OUTDIR.tar.xz beside the folder; see the end).
#
# Each program is compiled as DejaGnu's ptxasm.exp compiles a run test:
# the offload flags, the plugin, then the file's dg-options (an OpenACC
# test's -fopenacc replaces -fopenmp, as GCC 12's mkoffload takes only
# one of them).  Files whose dg-do is not `run` are listed in
# OUTDIR/not-run.txt and not built.  A dg-shouldfail test is expected to
# exit non-zero; dg-output patterns are matched (as extended regular
# expressions) against the program's output, its lines joined by spaces.
#
# The bundle holds the programs, Debian's libgomp.so.1 and
# libgomp-plugin-nvptx.so.1, the sources, a manifest and run.sh.  Copy
# it to the GPU machine and run `sh OUTDIR/run.sh`.
#
# It also carries the C runtime it was built with (libc/: the dynamic
# loader, libc, libm, libstdc++, libgcc_s and glibc's stub libraries) and
# in glibc-needed.txt the newest glibc symbol version that the programs
# and the two libraries need: Debian 13's libgomp needs glibc 2.38, so a
# bundle built there would not load on a GPU machine with an older
# glibc.  run.sh uses the machine's own loader when its glibc is new
# enough, else the bundled one.

set -u

testdir=${1:-testsuite/ptxasm.run}
out=${2:-gpu-bundle}
CC=${CC:-gcc}
CXX=${CXX:-g++}
plugin=${PTXASM_PLUGIN:-plugin/ptxasm.so}
here=$(dirname "$0")

case $plugin in /*) ;; *) plugin=$(pwd)/$plugin ;; esac
if [ ! -f "$plugin" ]; then
  echo "gpu-bundle: no plugin at $plugin (run make first)" >&2
  exit 1
fi
if [ -n "${PTXAS_DIR:-}" ]; then
  PATH=$PTXAS_DIR:$PATH
  export PATH
fi

rm -rf "$out"
mkdir -p "$out/src" "$out/build-logs" || exit 1

# The libraries the programs load on the GPU machine.
gomp=$($CC -print-file-name=libgomp.so.1)
if [ ! -f "$gomp" ]; then
  echo "gpu-bundle: $CC does not know libgomp.so.1" >&2
  exit 1
fi
gomp_plugin=
for d in "$(dirname "$gomp")" /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib; do
  if [ -f "$d/libgomp-plugin-nvptx.so.1" ]; then
    gomp_plugin=$d/libgomp-plugin-nvptx.so.1
    break
  fi
done
if [ -z "$gomp_plugin" ]; then
  echo "gpu-bundle: libgomp-plugin-nvptx.so.1 not found (Debian package" \
       "libgomp-plugin-nvptx1)" >&2
  exit 1
fi
cp -L "$gomp" "$out/libgomp.so.1" || exit 1
cp -L "$gomp_plugin" "$out/libgomp-plugin-nvptx.so.1" || exit 1

# One directive's argument from FILE: the first quoted or braced string
# after `{ dg-NAME`.
directive () {
  sed -n -e "s/.*{ *dg-$1 *\"\([^\"]*\)\".*/\1/p" \
	 -e "s/.*{ *dg-$1 *{\([^}]*\)}.*/\1/p" "$2"
}

# The intrinsics' headers, as ptxasm.exp finds them.
base_flags="-fopenmp -foffload=nvptx-none -fno-diagnostics-show-caret -fdiagnostics-color=never -I$(cd "$here/.." && pwd)/include"

manifest=$out/programs.txt
: > "$manifest"
: > "$out/not-run.txt"
built=0
broken=0
for src in "$testdir"/*.c "$testdir"/*.C; do
  [ -f "$src" ] || continue
  file=$(basename "$src")
  what=$(sed -n 's/.*{ *dg-do *\([a-z]*\).*/\1/p' "$src" | head -n 1)
  [ -n "$what" ] || what=run
  if [ "$what" != run ]; then
    echo "$file: dg-do $what" >> "$out/not-run.txt"
    continue
  fi
  opts="$(directive options "$src" | head -n 1) $(directive additional-options "$src" | tr '\n' ' ')"
  flags=$base_flags
  case " $opts " in
    *" -fopenacc "*) flags=$(echo "$flags" | sed 's/-fopenmp //') ;;
  esac
  case $file in
    *.C | *.cc | *.cpp) compiler=$CXX ;;
    *) compiler=$CC ;;
  esac
  expect=pass
  grep -q '{ *dg-shouldfail' "$src" && expect=fail
  # One pattern over the output with its newlines made spaces
  # (gpu-bundle-run.sh): DejaGnu's "\[\r\n\]+" between lines becomes
  # [[:space:]]+; then the backslashes as Tcl reads a quoted string
  # ("\\." a regexp's "\.", "\." a ".").
  pattern=$(directive output "$src" | tr -d '\n' \
	    | sed -e 's/\\\[\\r\\n\\\]+/[[:space:]]+/g' \
		  -e 's/\\\\/\x01/g' -e 's/\\\(.\)/\1/g' \
		  -e 's/\x01/\\/g')
  exe=$file.exe
  cp "$src" "$out/src/" || exit 1
  # shellcheck disable=SC2086  # the flags are word lists
  if $compiler $flags "-fplugin=$plugin" $opts "$src" -o "$out/$exe" \
       > "$out/build-logs/$file.log" 2>&1; then
    built=$((built + 1))
    printf '%s\t%s\t%s\n' "$exe" "$expect" "$pattern" >> "$manifest"
    # Keep only real diagnostics in the log (Debian's linker warns about
    # text relocations in every offload link).
    grep -v -e 'relocation against `__offload_' -e 'creating DT_TEXTREL' \
      "$out/build-logs/$file.log" > "$out/build-logs/$file.log.tmp"
    mv "$out/build-logs/$file.log.tmp" "$out/build-logs/$file.log"
    [ -s "$out/build-logs/$file.log" ] || rm -f "$out/build-logs/$file.log"
  else
    broken=$((broken + 1))
    echo "gpu-bundle: $file does not build:" >&2
    sed 's/^/  /' "$out/build-logs/$file.log" >&2
    echo "$file: does not build here (build-logs/$file.log)" >> "$out/not-run.txt"
  fi
done

# The differential test against nvcc (contrib/difftest/README):
# PTXASM_DIFFTEST names its plan: smoke (the default), long, a plan
# file, or none.  Without nvcc it is left out, with a note.
difftest=${PTXASM_DIFFTEST:-smoke}
if [ "$difftest" != none ]; then
  CC=$CC CXX=$CXX PTXASM_PLUGIN=$plugin \
    sh "$here/difftest/build.sh" "$difftest" "$out/difftest"
  case $? in
    0) ;;
    77) rm -rf "$out/difftest"
	echo "difftest: not built (no nvcc)" >> "$out/not-run.txt" ;;
    *) broken=$((broken + 1)) ;;
  esac
fi

# The C runtime: the loader and libraries that the programs built here
# and libgomp's nvptx plugin resolve to; from libc's folder, libm and
# glibc's stub libraries, which the driver's libcuda.so.1 needs (they
# must come from the same glibc as libc); and the glibc version that the
# bundle needs.
mkdir -p "$out/libc" || exit 1
libc_dir=
for lib in $( (cd "$out" && LD_LIBRARY_PATH=. ldd ./*.exe ./*.so.1) 2>/dev/null \
	      | sed -n 's/^[^/]*\(\/[^ ]*\) (0x.*/\1/p' | sort -u); do
  case $(basename "$lib") in
    libc.so.*) libc_dir=$(dirname "$lib") ;;
  esac
  case $(basename "$lib") in
    ld-linux*|libc.so.*|libm.so.*|libstdc++.so.*|libgcc_s.so.*)
      cp -L "$lib" "$out/libc/" || exit 1 ;;
  esac
done
for stub in libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1; do
  [ -z "$libc_dir" ] || [ ! -e "$libc_dir/$stub" ] \
    || cp -L "$libc_dir/$stub" "$out/libc/" || exit 1
done
for f in "$out"/*.exe "$out"/*.so.1; do
  [ -f "$f" ] && objdump -T "$f" 2>/dev/null
done | sed -n 's/.*(GLIBC_\([0-9][0-9.]*\)).*/\1/p' \
  | sort -t . -k 1,1n -k 2,2n -u | tail -n 1 > "$out/glibc-needed.txt"

cp "$here/gpu-bundle-run.sh" "$out/run.sh" || exit 1
chmod +x "$out/run.sh"

echo "gpu-bundle: $built programs in $out/ ($(wc -l < "$out/not-run.txt") not run:" \
     "see $out/not-run.txt); on the GPU machine: sh $out/run.sh"
# A whole suite's bundle is near 90 MB, more than some ways of getting it
# to the GPU machine carry: beside it, the same as OUTDIR.tar.xz (about
# 3 MB; there: tar xJf OUTDIR.tar.xz && sh OUTDIR/run.sh), when xz is
# here and PTXASM_BUNDLE_TAR is not 0.
if [ "${PTXASM_BUNDLE_TAR:-1}" != 0 ] && command -v xz > /dev/null; then
  (cd "$(dirname "$out")" && tar cJf "$(basename "$out").tar.xz" \
     "$(basename "$out")") \
    && echo "gpu-bundle: also $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
fi
[ "$broken" -eq 0 ]
