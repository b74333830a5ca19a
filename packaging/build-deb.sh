#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# build-deb.sh -- build the Debian package of ptxasm from a release tarball.
#
# Usage: packaging/build-deb.sh ptxasm-VERSION.tar.gz [OUTDIR]
#        (or `make deb', which makes the tarball first)
#
# The binary package is gcc-N-plugin-ptxasm, for GCC major version N:
# $GCC_MAJOR if set (`make deb' sets it to the GCC that configure chose),
# else the distribution's gcc (Debian 12: 12, Debian 13: 14).
#
# In OUTDIR (default: deb) the tarball becomes ptxasm_VERSION.orig.tar.gz
# and is unpacked; packaging/debian from the tarball is copied in as
# debian/, and its *.in files (debian/control among them) become the
# files for GCC N (@GCC_MAJOR@ replaced by N); dpkg-buildpackage -us -uc
# builds the source and binary packages (configure, make, make check,
# make install); lintian checks them.  The results are left in OUTDIR,
# with lintian's output in OUTDIR/lintian.txt and the package's file list
# in OUTDIR/contents.txt.
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

major=${GCC_MAJOR:-}
if [ -z "$major" ]; then
  major=$(gcc -dumpversion 2>/dev/null | sed 's/\..*//')
fi
case $major in
  12|13|14|15|16) ;;
  *) echo "$0: cannot build for GCC '$major'; set GCC_MAJOR to 12 ... 16" >&2
     exit 1 ;;
esac

rm -rf "$out"
mkdir -p "$out"
cp "$tarball" "$out/ptxasm_$version.orig.tar.gz"
cd "$out"
tar -xzf "ptxasm_$version.orig.tar.gz"
cd "$base"
cp -r packaging/debian debian
# The files for GCC $major.
for f in debian/*.in debian/*/*.in; do
  [ -f "$f" ] || continue
  sed "s/@GCC_MAJOR@/$major/g" "$f" > "${f%.in}"
  chmod --reference="$f" "${f%.in}"
  rm -f "$f"
done

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
if grep -q '^E: ' lintian.txt; then
  echo "$0: lintian reported errors" >&2
  exit 1
fi
echo "$0: packages in $out:"
ls -1 *.deb *.dsc *.changes
