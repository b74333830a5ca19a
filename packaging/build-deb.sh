#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build-deb.sh -- build ptxasm's Debian packages from a release tarball,
# with the standard tools only.
#
# Usage: packaging/build-deb.sh ptxasm-VERSION.tar.gz [OUTDIR]
#        (or `make deb', which makes the tarball first)
#
# What it does is what a packager does by hand: in OUTDIR (default: deb)
# the tarball becomes ptxasm_VERSION.orig.tar.gz and is unpacked,
# packaging/debian is copied in as debian/, and dpkg-buildpackage -us -uc
# builds the source package (ptxasm_VERSION-R.dsc, the same for every
# GCC) and the binary packages: gcc-N-plugin-ptxasm for each GCC major
# of PTXASM_GCC_MAJORS (`make deb' sets it to the GCC configure chose;
# default: the distribution's gcc), ptxasm-common and ptxasm-doc.
# debian/rules does all the rest (configure, make, make check, make
# install for each GCC).  lintian --pedantic then checks the packages;
# its output is left in OUTDIR/lintian.txt, the packages' file lists in
# OUTDIR/contents.txt.
#
# Needs: build-essential debhelper lintian texinfo, and ptxasm's own
# build dependencies (dpkg-buildpackage names those that are missing).
set -e

tarball=$1
out=${2:-deb}
if [ -z "$tarball" ] || [ ! -f "$tarball" ]; then
  echo "usage: $0 ptxasm-VERSION.tar.gz [OUTDIR]" >&2
  exit 2
fi
for tool in dpkg-buildpackage dh lintian; do
  command -v $tool >/dev/null 2>&1 || {
    echo "$0: $tool not found; install it with:" >&2
    echo "    apt-get install build-essential debhelper lintian texinfo" >&2
    exit 1
  }
done

base=$(basename "$tarball" .tar.gz)		# ptxasm-0.1.0
version=${base#ptxasm-}
case $version in
  ''|*/*|"$base") echo "$0: cannot read a version from $tarball" >&2; exit 1;;
esac

rm -rf "$out"
mkdir -p "$out"
cp "$tarball" "$out/ptxasm_$version.orig.tar.gz"
cd "$out"
tar -xzf "ptxasm_$version.orig.tar.gz"
cd "$base"
cp -r packaging/debian debian

# The package's upstream version must be the tarball's.
pkgversion=$(dpkg-parsechangelog -S Version)
if [ "${pkgversion%-*}" != "$version" ]; then
  echo "$0: debian/changelog is for $pkgversion, the tarball is $version;" \
       "add a changelog entry (dch -v $version-1)" >&2
  exit 1
fi

dpkg-buildpackage -us -uc
cd ..

changes=$(ls -t ptxasm_"$pkgversion"_*.changes | head -n 1)
for deb in *.deb; do
  echo "== dpkg -c $deb"
  dpkg -c "$deb"
done | tee contents.txt
echo "== lintian $changes"
lintian --info --display-info --pedantic "$changes" > lintian.txt 2>&1 || :
cat lintian.txt
if grep -q '^[EW]: ' lintian.txt; then
  echo "$0: lintian reported errors or warnings" >&2
  exit 1
fi
echo "$0: packages in $out:"
ls -1 *.deb *.dsc *.changes
