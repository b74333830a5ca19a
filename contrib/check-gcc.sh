#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# check-gcc.sh -- build ptxasm against another GCC and run its test suite
# there, in a Debian root made with mmdebstrap (`make check-gcc13',
# `make check-gcc12' ... `make check-gcc16' call this).
#
# Usage: contrib/check-gcc.sh [-k] [-n] N [TARGET...]
#   N        the GCC major version: 12 (Debian 12 "bookworm"), 13 or 14
#            (Debian 13 "trixie", which has both), 15 or 16 (Debian
#            testing "forky", which has both; its default gcc is 16)
#   TARGET   make targets to run in the root after make (default: check);
#            e.g. `check-gpu-bundle' or `deb'
#   -k       keep going: run every TARGET even if one fails
#   -n       no CUDA toolkit in the root (as PTXAS=none): the machine a
#            distribution builds its packages on, where the tests that
#            need ptxas are UNSUPPORTED (options come before N)
#
# The root for the version's Debian release is made once with mmdebstrap
# (about a minute and 800 MB; network needed) and reused; packages that
# are missing from it are installed with apt-get.  The source tree (the
# files git knows, committed or not, or a release tree) is copied into
# it and configured out of tree with CC=gcc-N CXX=g++-N: nothing in the
# source tree changes, and nothing on the host is installed.  ptxas from
# the host's CUDA toolkit is bind-mounted read-only at /usr/local/cuda in
# the root (in a private mount namespace, gone when the script ends), so
# that the link tests are judged by ptxas as they are on the host; the
# toolkit is used in place, not copied.
#
# After the targets have run, their products are copied out of the root
# into the current directory: gpu-bundle/ becomes gpu-bundle-gccN/ and
# deb/ becomes deb-gccN/; testsuite/ptxasm.sum and .log become
# ptxasm-gccN.sum and .log; libgomp-check/report.txt (`make
# check-libgomp') becomes libgomp-check-gccN.txt.  The last line printed is
# `gcc-N: P passed, F failed, U unsupported (S s; ptxasm-gccN.sum)'
# Without ptxas in the root (-n, PTXAS=none, or none on the host) the
# products and the summary are named -noptxas: gpu-bundle-gccN-noptxas/,
# ptxasm-gccN-noptxas.sum, `gcc-N-noptxas: ...'.
#
# Environment:
#   PTXASM_ROOTS    where the roots live (default /var/tmp/ptxasm-roots);
#                   the root is $PTXASM_ROOTS/SUITE (bookworm, trixie,
#                   forky)
#   PTXASM_MIRROR   the Debian mirror (default: mmdebstrap's)
#   RUNTESTFLAGS    passed to make check, e.g. "link.exp=q-*.c"
#   PTXAS           the ptxas whose toolkit is bind-mounted (default:
#                   ptxas on PATH, else /usr/local/cuda/bin/ptxas; a
#                   wrapper script is followed to the program it runs;
#                   none: PTXAS=none)
#
# Needs: root (chroot, mount), mmdebstrap, unshare (util-linux).
#
# Exit status: 0 when every target succeeded; 1 when the build or a
# target failed (a test failed); 77 when the machine cannot do this at
# all (not root, no mmdebstrap, no network for the root, no mount
# namespace or chroot allowed, as in some containers), so that callers
# such as .ci/run can tell "cannot check here" from "the check failed";
# 2 for a usage error.
set -u

usage () {
  sed -n '/^# Usage:/,/^#            need ptxas are UNSUPPORTED/s/^# \{0,1\}//p' "$0" >&2
  exit 2
}

keep_going=no
noptxas=no
while [ $# -gt 0 ]; do
  case $1 in
    -k) keep_going=yes; shift ;;
    -n) noptxas=yes; shift ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || usage
N=$1
shift
[ $# -ge 1 ] || set -- check
case $N in
  12) suite=bookworm ;;
  13|14) suite=trixie ;;
  15|16) suite=forky ;;
  *) echo "check-gcc: GCC $N is not supported (12 to 16)" >&2; exit 2 ;;
esac

say () { echo "check-gcc: $*" >&2; }
die () { say "$*"; exit 1; }
cannot () { say "cannot check GCC $N here: $*"; exit 77; }

[ "$(id -u)" = 0 ] || cannot "needs root (mmdebstrap, chroot and mount); run it with sudo"
command -v unshare >/dev/null 2>&1 || cannot "unshare not found (package util-linux)"
unshare --mount --propagation private true 2>/dev/null \
  || cannot "no mount namespace (unshare --mount) allowed"

srcdir=$(cd "$(dirname "$0")/.." && pwd)
roots=${PTXASM_ROOTS:-/var/tmp/ptxasm-roots}
root=$roots/$suite
outdir=$(pwd)

# What the build, the test suite, the GPU bundle and the Debian package
# need, for either GCC of the release.
gccpkgs="gcc-$N g++-$N gcc-$N-plugin-dev gcc-$N-offload-nvptx"
basepkgs="gcc g++ make autoconf libgmp-dev nvptx-tools libgomp-plugin-nvptx1 dejagnu python3 pkgconf cmake groff-base"
case " $* " in
  *" deb "*|*" distcheck "*|*" dist "*|*" info "*|*" html "*)
    extrapkgs="texinfo dpkg-dev debhelper lintian build-essential" ;;
  *) extrapkgs= ;;
esac

# What every entry into the root mounts first, in a private mount
# namespace: the host's /dev and a /proc.  The device nodes mmdebstrap
# made in the root do not work where the root's file system is mounted
# nodev (as /var/tmp is on some machines): every open of /dev/null
# fails there, and with it ptxas -o /dev/null, apt and the shell's
# redirections.  The host's /dev, bound in, works wherever it does.
sysmounts="mount --rbind /dev '$root/dev' && mount -t proc proc '$root/proc' &&"

# The commands run in the root: a clean environment.
in_root () {
  unshare --mount --propagation private sh -c "$sysmounts
    exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
      chroot '$root' \"\$@\"" sh "$@"
}

# One run at a time in a root: the copy and the build live there.
mkdir -p "$roots" || exit 1
if command -v flock >/dev/null 2>&1; then
  exec 9> "$roots/$suite.lock"
  flock 9 || cannot "cannot lock $roots/$suite.lock"
fi

# 1. The root.
if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v mmdebstrap >/dev/null 2>&1 \
    || cannot "mmdebstrap not found; install it with: apt-get install mmdebstrap"
  say "making the Debian $suite root in $root (mmdebstrap; about a minute)"
  rm -rf "$root.new"
  mkdir -p "$roots" || exit 1
  include=$(echo $gccpkgs $basepkgs $extrapkgs | tr ' ' ,)
  # shellcheck disable=SC2086  # PTXASM_MIRROR is empty or one word
  # Debian testing's Release files may be past their Valid-Until on a
  # mirror or a snapshot that is not refreshed; the root is a test
  # bed, not a system to keep up to date.
  mmdebstrap --variant=apt --include="$include" \
      --aptopt='Acquire::Check-Valid-Until "false"' "$suite" "$root.new" \
      ${PTXASM_MIRROR:-} > "$roots/$suite.log" 2>&1 \
    || { tail -n 20 "$roots/$suite.log" >&2;
	 cannot "mmdebstrap failed (log: $roots/$suite.log)"; }
  mv "$root.new" "$root" || exit 1
fi
missing=
for p in $gccpkgs $basepkgs $extrapkgs; do
  in_root dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null \
    | grep -q 'install ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
  say "installing in the root:$missing"
  cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
  # No network is "cannot check here"; a package the release no longer
  # has (gcc-N-offload-nvptx dropped from testing, say) is a failure, not
  # a skip, so that CI does not lose a GCC quietly.
  in_root apt-get update -q > "$roots/$suite-apt.log" 2>&1 \
    || { tail -n 20 "$roots/$suite-apt.log" >&2;
	 cannot "apt-get update failed in the root (log: $roots/$suite-apt.log)"; }
  # shellcheck disable=SC2086  # a word list
  in_root apt-get install -y -q --no-install-recommends $missing \
      >> "$roots/$suite-apt.log" 2>&1 \
    || { tail -n 20 "$roots/$suite-apt.log" >&2;
	 die "apt-get install failed in the root (log: $roots/$suite-apt.log)"; }
fi

# 2. ptxas, bind-mounted from the host's CUDA toolkit.  What is bound
# is the toolkit of the ptxas program itself: the `ptxas' on PATH may
# be a wrapper script (`exec /usr/local/cuda-13.0/bin/ptxas "$@"' in
# /usr/local/bin, say) whose directory is no toolkit and whose target
# does not exist in the root; such a wrapper is followed to the program
# it runs.
is_elf () {
  [ -f "$1" ] && [ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" = 177ELF ]
}
real_ptxas () {	# FILE: the ELF program FILE is or runs, or nothing
  f=$(readlink -f "$1" 2>/dev/null) || return 0
  if is_elf "$f"; then
    echo "$f"
    return 0
  fi
  [ -f "$f" ] || return 0
  for w in $(grep -o '/[^ "'"'"'$;]*/ptxas' "$f" 2>/dev/null); do
    w=$(readlink -f "$w" 2>/dev/null) || continue
    is_elf "$w" && { echo "$w"; return 0; }
  done
}
ptxas=${PTXAS:-}
[ $noptxas = no ] || ptxas=none
if [ -z "$ptxas" ]; then
  ptxas=$(command -v ptxas 2>/dev/null || :)
  [ -n "$ptxas" ] || ptxas=/usr/local/cuda/bin/ptxas
fi
cuda=
if [ "$ptxas" != none ] && [ -x "$ptxas" ]; then
  real=$(real_ptxas "$ptxas")
  [ -n "$real" ] \
    || die "$ptxas is not ptxas nor a script that runs it; name the program with PTXAS=/path/to/cuda/bin/ptxas (or PTXAS=none)"
  cuda=$(dirname "$(dirname "$real")")
else
  say "no ptxas: the tests that need its verdict will be UNSUPPORTED"
fi

# The root must be usable as the build will use it.
unshare --mount --propagation private \
  sh -c "$sysmounts chroot '$root' sh -c ': > /dev/null'" 2>/dev/null \
  || cannot "cannot mount /dev and /proc in $root or chroot into it"
mounts=
if [ -n "$cuda" ]; then
  mkdir -p "$root/usr/local/cuda"
  mounts="mount --bind '$cuda' '$root/usr/local/cuda' &&
    mount -o remount,bind,ro '$root/usr/local/cuda' &&"
  unshare --mount --propagation private \
    sh -c "$mounts $sysmounts chroot '$root' /usr/local/cuda/bin/ptxas --version" \
    > /dev/null 2>&1 \
    || die "ptxas of $cuda (bound at /usr/local/cuda) does not run in $root"
fi

# 3. The source tree, copied into the root.
src=$root/build/ptxasm-src
build=$root/build/gcc-$N
rm -rf "$src" "$build"
mkdir -p "$src" "$build" || exit 1
if git -C "$srcdir" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$srcdir" && git ls-files -z --cached --others --exclude-standard \
     | xargs -0 sh -c 'for f; do [ -e "$f" ] || continue
	 # Not build products that .gitignore misses (ELF files): VPATH
	 # would take them for up to date in the build there.
	 [ "$(head -c 4 "$f" | od -An -c | tr -d " ")" = "177ELF" ] && continue
	 printf "%s\0" "$f"; done' sh \
     | tar --null -T - -cf -) | tar -xf - -C "$src" || exit 1
else
  # A release tree: everything but the products of an in-tree build.
  (cd "$srcdir" && tar -cf - --exclude='*.o' --exclude='*.so' \
     --exclude=./Makefile --exclude=./config.status --exclude=./config.log \
     --exclude='./testsuite/*.sum' --exclude='./testsuite/*.log' \
     --exclude=./testsuite/site.exp --exclude=./testsuite/jobs \
     --exclude='./gpu-bundle*' \
     --exclude='./deb*' --exclude=./_distcheck .) \
    | tar -xf - -C "$src" || exit 1
fi

# 4. Build and run the targets, in a mount namespace of our own.
cat > "$root/build/run-gcc-$N.sh" <<END
set -u
cd /build/gcc-$N
../ptxasm-src/configure CC=gcc-$N CXX=g++-$N > configure.out 2>&1 \\
  || { cat configure.out; exit 1; }
make -j2 || exit 1
rc=0
for t; do
  make "\$t" \${RUNTESTFLAGS:+RUNTESTFLAGS="\$RUNTESTFLAGS"} || {
    rc=1
    [ $keep_going = yes ] || break
  }
done
exit \$rc
END
say "GCC $N in $root: configure, make, make $*"
start=$(date +%s)
# shellcheck disable=SC2086  # the targets are words
PTXASM_RUNTESTFLAGS=${RUNTESTFLAGS:-} unshare --mount --propagation private \
  sh -c "$mounts $sysmounts
    exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      HOME=/root LANG=C.UTF-8 RUNTESTFLAGS=\"\$PTXASM_RUNTESTFLAGS\" \
      chroot '$root' sh /build/run-gcc-$N.sh \"\$@\"" sh "$@"
rc=$?
end=$(date +%s)

# 5. Products and the summary.
suffix=
[ -z "$cuda" ] && suffix=-noptxas
if [ -d "$build/gpu-bundle" ]; then
  rm -rf "$outdir/gpu-bundle-gcc$N$suffix"
  cp -a "$build/gpu-bundle" "$outdir/gpu-bundle-gcc$N$suffix" \
    && say "GPU bundle: $outdir/gpu-bundle-gcc$N$suffix (on the GPU machine: sh gpu-bundle-gcc$N$suffix/run.sh)"
fi
if [ -d "$build/deb" ]; then
  rm -rf "$outdir/deb-gcc$N$suffix"
  cp -a "$build/deb" "$outdir/deb-gcc$N$suffix" \
    && say "Debian packages: $outdir/deb-gcc$N$suffix"
fi
if [ -f "$build/libgomp-check/report.txt" ]; then
  cp "$build/libgomp-check/report.txt" "$outdir/libgomp-check-gcc$N$suffix.txt" \
    && say "libgomp check: $outdir/libgomp-check-gcc$N$suffix.txt"
fi
sum=$build/testsuite/ptxasm.sum
if [ -f "$sum" ]; then
  cp "$sum" "$outdir/ptxasm-gcc$N$suffix.sum" 2>/dev/null
  cp "$build/testsuite/ptxasm.log" "$outdir/ptxasm-gcc$N$suffix.log" 2>/dev/null
  passed=$(grep -c '^PASS:' "$sum")
  failed=$(grep -cE '^(FAIL|XPASS|UNRESOLVED|ERROR):' "$sum")
  unsupported=$(grep -cE '^(UNSUPPORTED|UNTESTED|XFAIL|KFAIL):' "$sum")
  echo "gcc-$N$suffix: $passed passed, $failed failed, $unsupported unsupported" \
       "($(($end - $start)) s; ptxasm-gcc$N$suffix.sum)"
fi
exit $rc
