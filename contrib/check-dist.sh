#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# check-dist.sh -- what a distribution checks of ptxasm's sources: every
# source file carries a licence notice, the manual page renders without
# a groff warning, and the build-system files (ptxasm.pc, the CMake
# package) build and run a program.
#
# Usage: contrib/check-dist.sh SRCDIR BUILDDIR CC [installed]
#   SRCDIR    the top of the source tree
#   BUILDDIR  the configured build tree (for its make install-buildsys)
#   CC        the C compiler the plugin is for
#   installed test the installed ptxasm.pc and CMake package (make
#             installcheck, Debian's autopkgtest) instead of a relocated
#             install made here under a temporary directory
#
# make check runs it (testsuite/ptxasm.dist).  Prints "PASS: WHAT",
# "FAIL: WHAT" or "UNSUPPORTED: WHAT" lines, reasons after a FAIL
# indented; exits 1 if something failed.
set -u
src=$1 build=$2 cc=$3 mode=${4:-staged}
src=$(cd "$src" && pwd) build=$(cd "$build" && pwd)
failed=0
pass () { echo "PASS: $1"; }
fail () { echo "FAIL: $1"; shift; for r in "$@"; do echo "    $r"; done
	  failed=1; }
unsupported () { echo "UNSUPPORTED: $1"; }

# 1. Licence notices: every source file git knows, or, in a release
# tree, every file of the kinds below; in its first lines, but for the
# tests' programs, where the notice is the last line so that the line
# numbers their directives and expected messages name stay as they were.
if (cd "$src" && git rev-parse --git-dir) >/dev/null 2>&1; then
  files=$(cd "$src" && git ls-files)
else
  # A release tree, perhaps with build folders in it: the source folders.
  files=$(cd "$src" && find Makefile.in configure.ac ptxasm.pc.in cmake \
	    plugin include contrib bench examples testsuite -type f \
	    ! -name '*.exe' ! -name '*.o' ! -name '*.s' ! -name '*.i' \
	    ! -name site.exp 2>/dev/null)
fi
missing=
for f in $files; do
  case $f in
    testsuite/ptxasm.*/*.c|testsuite/ptxasm.*/*.C|testsuite/ptxasm.*/*.h|\
    testsuite/ptxasm.*/*/*.c|testsuite/ptxasm.*/*/*.cu)
      tail -n 1 "$src/$f" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later' \
	|| missing="$missing $f"
      continue ;;
    testsuite/lib/multiline.exp) continue ;;
    *.c|*.h|*.cc|*.def|*.cu|*.py|*.sh|*.exp|*.ac|*.in|Makefile.in|.ci/run) ;;
    *) continue ;;
  esac
  case $f in packaging/debian/*) continue ;; esac
  [ -f "$src/$f" ] || continue
  head -n 3 "$src/$f" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later' \
    || missing="$missing $f"
done
if [ -z "$missing" ]; then
  pass "every source file carries an SPDX licence notice"
else
  fail "every source file carries an SPDX licence notice" "missing in:$missing"
fi
for f in include/gpuintrin.h include/ptxasm/cuda.h include/ptxasm/defs.h \
	 include/ptxasm/cuda_fp16.h include/ptxasm/cuda_bf16.h \
	 plugin/rt/ptxrt.h plugin/rt/ptxrt.c plugin/rt/lockstep.c plugin/rt/mma.c
do
  if head -n 3 "$src/$f" | grep -q 'WITH GCC-exception-3.1'; then
    pass "$f: the GCC Runtime Library Exception (it goes into programs)"
  else
    fail "$f: the GCC Runtime Library Exception (it goes into programs)"
  fi
done

# 2. The manual page: groff warns of nothing, and the text that starts
# lines with a dot survives.
if command -v groff >/dev/null 2>&1; then
  out=$(groff -man -ww -Tutf8 "$src/doc/ptxasm.7" 2>&1 >/dev/null)
  if [ -z "$out" ]; then
    pass "ptxasm.7 renders without a groff warning"
  else
    fail "ptxasm.7 renders without a groff warning" "$out"
  fi
  if groff -man -Tascii -P-c -P-b -P-u "$src/doc/ptxasm.7" 2>/dev/null \
       | tr -s ' \n' '  ' | grep -q '\.shared and \.local variables'; then
    pass "ptxasm.7 keeps its lines that begin with a dot"
  else
    fail "ptxasm.7 keeps its lines that begin with a dot"
  fi
else
  unsupported "ptxasm.7 renders without a groff warning (no groff)"
fi

# 3. pkg-config and CMake.  A relocated install (the plugin by path,
# the headers with -I) made here, or the installed files.
# The flags of a package build (dpkg-buildpackage exports its hardening
# flags) stay out: GCC's nvptx offload compiler refuses -fcf-protection.
unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ptxasm-dist.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
if [ "$mode" = staged ]; then
  # -o: install what make check was given, never a rebuild while the
  # other parts of a parallel make check load the plugin.
  if make -C "$build" -s -o plugin/ptxasm.so -o plugin/ptxasm-nvptx/as \
	  install-plugin install-headers install-buildsys \
	  prefix="$tmp/inst" pluginexecdir="$tmp/inst/lib/ptxasm" \
	  gccincludedir="$tmp/inst/include" > "$tmp/install.log" 2>&1; then
    pass "relocated install (pluginexecdir, gccincludedir)"
  else
    fail "relocated install (pluginexecdir, gccincludedir)" \
	 "$(tail -n 5 "$tmp/install.log")"
  fi
  PKG_CONFIG_PATH=$tmp/inst/share/pkgconfig
  export PKG_CONFIG_PATH
  cmake_prefix=-DCMAKE_PREFIX_PATH=$tmp/inst
  # The same install in GCC's own directories names the plugin by name.
  make -C "$build" -s install-buildsys DESTDIR="$tmp/byname" \
       > "$tmp/byname.log" 2>&1
  pc=$(find "$tmp/byname" -name ptxasm.pc | head -n 1)
  if [ -n "$pc" ] && grep -q "^plugin=ptxasm\$" "$pc" \
       && ! grep -q '^offload_cflags=.* -I' "$pc"; then
    pass "ptxasm.pc of an install into GCC's directories: -fplugin=ptxasm, no -I"
  else
    fail "ptxasm.pc of an install into GCC's directories: -fplugin=ptxasm, no -I" \
	 "$(cat "$pc" "$tmp/byname.log" 2>&1)"
  fi
else
  cmake_prefix=
fi
cp "$src/examples/hello-ptx.c" "$tmp/"

if command -v pkg-config >/dev/null 2>&1; then
  libs=
  cflags=$(pkg-config --cflags ptxasm 2>&1) && libs=$(pkg-config --libs ptxasm 2>&1)
  # shellcheck disable=SC2086  # flag lists
  if (cd "$tmp" && $cc -O2 $cflags -c hello-ptx.c -o pc.o \
	&& $cc pc.o $libs -o hello-pc && ./hello-pc) > "$tmp/pc.log" 2>&1; then
    pass "pkg-config --cflags --libs ptxasm builds and runs the example"
  else
    fail "pkg-config --cflags --libs ptxasm builds and runs the example" \
	 "cflags: $cflags" "libs: $libs" "$(tail -n 8 "$tmp/pc.log")"
  fi
  acc=$(pkg-config --variable=offload_cflags ptxasm)
  case " $acc " in
    *" -foffload=nvptx-none "*"-fplugin="*) pass "ptxasm.pc's offload_cflags" ;;
    *) fail "ptxasm.pc's offload_cflags" "$acc" ;;
  esac
else
  unsupported "pkg-config --cflags --libs ptxasm (no pkg-config)"
fi

if command -v cmake >/dev/null 2>&1; then
  mkdir -p "$tmp/proj"
  cat > "$tmp/proj/CMakeLists.txt" <<'END'
cmake_minimum_required(VERSION 3.13)
project(hello C)
find_package(ptxasm 0.1 REQUIRED)
add_executable(hello ../hello-ptx.c)
target_link_libraries(hello PRIVATE ptxasm::ptxasm)
add_executable(hello2 ../hello-ptx.c)
ptxasm_add_to_target(hello2)
END
  # shellcheck disable=SC2086  # empty or one word
  if (cd "$tmp/proj" && cmake -S . -B build -DCMAKE_C_COMPILER="$cc" \
	$cmake_prefix && cmake --build build && ./build/hello \
	&& ./build/hello2) > "$tmp/cmake.log" 2>&1; then
    pass "find_package(ptxasm): ptxasm::ptxasm and ptxasm_add_to_target build and run the example"
  else
    fail "find_package(ptxasm): ptxasm::ptxasm and ptxasm_add_to_target build and run the example" \
	 "$(tail -n 12 "$tmp/cmake.log")"
  fi
  if [ "$mode" = staged ]; then
    # By name, from a compiler whose plugin directory has no ptxasm:
    # not found, and the message says what to install.
    mkdir -p "$tmp/proj2"
    printf '%s\n' 'cmake_minimum_required(VERSION 3.13)' 'project(p C)' \
	'find_package(ptxasm REQUIRED)' > "$tmp/proj2/CMakeLists.txt"
    cdir=$(find "$tmp/byname" -name ptxasm-config.cmake | head -n 1)
    if [ -n "$cdir" ] && [ ! -f "$($cc -print-file-name=plugin)/ptxasm.so" ]; then
      if (cd "$tmp/proj2" && cmake -S . -B build -DCMAKE_C_COMPILER="$cc" \
	    -Dptxasm_DIR="$(dirname "$cdir")") > "$tmp/cmake2.log" 2>&1; then
	fail "find_package(ptxasm) without the plugin in GCC's directory fails" \
	     "$(tail -n 8 "$tmp/cmake2.log")"
      elif tr -s ' \n' '  ' < "$tmp/cmake2.log" | grep -q 'has no ptxasm in its plugin directory; install ptxasm for GCC'; then
	pass "find_package(ptxasm) without the plugin in GCC's directory fails and says why"
      else
	fail "find_package(ptxasm) without the plugin in GCC's directory fails and says why" \
	     "$(tail -n 12 "$tmp/cmake2.log")"
      fi
    fi
  fi
else
  unsupported "find_package(ptxasm) (no cmake)"
fi
exit $failed
