#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# quickstart.sh -- on a fresh Debian 12, 13 or testing machine: install what is
# missing, configure, build plugin/ptxasm.so, and build and run the
# bundled example (on the GPU if there is one, else through the host
# fallback).
#
# Usage: contrib/quickstart.sh [N]    (as root, or with sudo available)
#   N  the GCC major version to build for (12 to 16); default: the
#      distribution's gcc (Debian 12: GCC 12, Debian 13: GCC 14, Debian
#      testing: GCC 16).  Debian 13 also has GCC 13, testing GCC 15:
#      contrib/quickstart.sh 13.
#
# It also installs texinfo, so that `make install', the README's next
# step, can build the manual.
set -e
cd "$(dirname "$0")/.."

sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
updated=no
apt_update () {
  if [ $updated = no ]; then
    $sudo apt-get update -q
    updated=yes
  fi
}

# The distribution's GCC: the one its `gcc' package depends on.
major=${1:-}
if [ -z "$major" ]; then
  major=$(apt-cache show --no-all-versions gcc 2>/dev/null \
	    | sed -n 's/^Depends:.* gcc-\([0-9][0-9]*\) .*/\1/p' | head -n 1)
fi
if [ -z "$major" ]; then
  apt_update
  major=$(apt-cache show --no-all-versions gcc 2>/dev/null \
	    | sed -n 's/^Depends:.* gcc-\([0-9][0-9]*\) .*/\1/p' | head -n 1)
fi
case $major in
  12|13|14|15|16) ;;
  *) echo "quickstart: ptxasm builds for GCC 12 to 16, not '$major';" \
	  "name one: contrib/quickstart.sh 14" >&2
     exit 1 ;;
esac
echo "quickstart: GCC $major"

pkgs="gcc g++ make autoconf gcc-$major g++-$major gcc-$major-plugin-dev
      gcc-$major-offload-nvptx nvptx-tools libgomp-plugin-nvptx1 dejagnu
      libgmp-dev texinfo pkgconf cmake groff-base"
missing=
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
    || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "quickstart: installing$missing"
  apt_update
  # shellcheck disable=SC2086  # a word list
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
fi

# Configure again when the build is for another compiler.
if [ -f Makefile ] && [ config.status -nt configure ] \
   && grep -q "^CC = gcc-$major\$" Makefile; then
  :
else
  ./configure CC="gcc-$major" CXX="g++-$major"
fi
make
make example
