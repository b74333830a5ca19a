#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build-gcc.sh -- the GEMM benchmark of issue 45 built by another GCC
# (13 to 16) and its libgomp, from the Debian root that
# contrib/check-gcc.sh makes, beside nvcc's programs built here.
#
# Usage: bench/gemm/build-gcc.sh N [OUTDIR]     (default: gemm-bundle-gccN)
#   N  the GCC major version: 13 or 14 (trixie's root), 15 or 16 (forky's)
# Environment: PTXASM_ROOTS (default /var/tmp/ptxasm-roots); NVCC (here,
#   default nvcc on PATH, else /usr/local/cuda/bin/nvcc), whose toolkit
#   is bound read-only at /usr/local/cuda in the root for ptxas-v.txt.
#
# The root must already hold gcc-N, g++-N, gcc-N-plugin-dev,
# gcc-N-offload-nvptx and libgomp-plugin-nvptx1 (`make check-gccN' once
# makes it so); nothing is installed here.  The tree's committed files
# (git archive HEAD) are copied into ROOT/build/gemm-gccN/src, the
# plugin is configured with CC=gcc-N and built there (make, one job),
# and bench/gemm/build.sh runs in the root with GEMM_BUILD=gcc: the GCC
# programs, the root's libgomp and its nvptx plugin, the root's C
# runtime (libc/, which run.sh uses when the GPU machine's glibc is
# older) and ptxas-v.txt.  nvcc's programs are then built on this
# machine (GEMM_BUILD=nvcc), as nvcc does not take every GCC.  The
# bundle is copied out to OUTDIR, and OUTDIR.tar.xz made beside it; on
# the GPU machine: sh OUTDIR/run.sh; sh OUTDIR/bench.sh.
#
# Needs root (chroot, mount) and unshare, as check-gcc.sh does.
set -u

[ $# -ge 1 ] || { sed -n 's/^# Usage: //p' "$0" >&2; exit 2; }
N=$1
out=${2:-gemm-bundle-gcc$N}
case $N in
  13|14) suite=trixie ;;
  15|16) suite=forky ;;
  *) echo "build-gcc: GCC $N: 13 to 16" >&2; exit 2 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
root=${PTXASM_ROOTS:-/var/tmp/ptxasm-roots}/$suite
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
cuda=$(dirname "$(dirname "$(readlink -f "$nvcc")")")
[ -x "$root/usr/bin/gcc-$N" ] \
  || { echo "build-gcc: no gcc-$N in $root (make check-gcc$N makes it)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "build-gcc: needs root (chroot)" >&2; exit 77; }

b=/build/gemm-gcc$N
rm -rf "$root$b"
mkdir -p "$root$b/src" "$root$b/obj" "$root/usr/local/cuda" || exit 1
git -C "$top" archive HEAD | tar -xf - -C "$root$b/src" || exit 1
cat > "$root$b/run.sh" <<END
set -u
cd $b/obj || exit 1
../src/configure CC=gcc-$N CXX=g++-$N > configure.out 2>&1 \\
  || { cat configure.out; exit 1; }
make > make.out 2>&1 || { tail -n 30 make.out; exit 1; }
cd $b || exit 1
CC=gcc-$N CXX=g++-$N PTXASM_PLUGIN=$b/obj/plugin/ptxasm.so \\
  PTXAS_DIR=/usr/local/cuda/bin NVCC=/usr/local/cuda/bin/nvcc \\
  PTXASM_BUNDLE_TAR=0 GEMM_BUILD=gcc sh src/bench/gemm/build.sh bundle
END
unshare --mount --propagation private sh -c "
  mount --bind '$cuda' '$root/usr/local/cuda' &&
  mount -o remount,bind,ro '$root/usr/local/cuda' &&
  mount --rbind /dev '$root/dev' && mount -t proc proc '$root/proc' &&
  exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 chroot '$root' sh $b/run.sh" || exit 1

rm -rf "$out"
cp -a "$root$b/bundle" "$out" || exit 1
NVCC=$nvcc GEMM_BUILD=nvcc sh "$here/build.sh" "$out" || exit 1
(cd "$(dirname "$out")" && tar cJf "$(basename "$out").tar.xz" "$(basename "$out")") \
  && echo "build-gcc: $out and $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
