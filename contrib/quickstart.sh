#!/bin/sh
# quickstart.sh -- on a fresh Debian 12 machine: install what is missing,
# configure, build plugin/ptxasm.so, and build and run the bundled example
# (on the GPU if there is one, else through the host fallback).
#
# Usage: contrib/quickstart.sh      (as root, or with sudo available)
set -e
cd "$(dirname "$0")/.."

pkgs="gcc g++ make autoconf gcc-12-plugin-dev gcc-12-offload-nvptx
      nvptx-tools libgomp-plugin-nvptx1 dejagnu libgmp-dev"
missing=
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
    || missing="$missing $p"
done
if [ -n "$missing" ]; then
  sudo=
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "quickstart: installing$missing"
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
fi

[ -f Makefile ] && [ config.status -nt configure ] || ./configure
make
make example
