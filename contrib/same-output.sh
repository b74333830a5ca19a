#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# same-output.sh -- compile test programs with two builds of the plugin
# and compare the host assembly they give, byte for byte: a change meant
# to leave behaviour alone (a function split, a table) must give the
# same code (issue 43).
#
# Usage: contrib/same-output.sh OLD.so NEW.so [FILE...]
#   FILEs default to testsuite/ptxasm.run/*.c and testsuite/ptxasm.host/*.c.
#   Each is compiled as a test is, with the offload flags and its
#   dg-options (first line that has them), -S for the host, once with
#   each plugin (-frandom-seed=1: the offload sections' names are the
#   same); a file that fails to compile with both is skipped.
# Environment: CC (default gcc).  Prints "same: N files" or the files
# whose assembly differs; exits 1 if one does.
set -u
old=$1 new=$2
shift 2
[ $# -gt 0 ] || set -- testsuite/ptxasm.run/*.c testsuite/ptxasm.host/*.c
cc=${CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Paths of the same length: GCC records the options, the plugin's path
# among them, in lines of a fixed width.
mkdir "$tmp/o" "$tmp/n"
cp "$old" "$tmp/o/ptxasm.so" && cp "$new" "$tmp/n/ptxasm.so" || exit 2
old=$tmp/o/ptxasm.so new=$tmp/n/ptxasm.so
same=0 differ=0 skipped=0
for f in "$@"; do
  opts=$(sed -n 's/.*dg-options "\([^"]*\)".*/\1/p' "$f" | head -1)
  model=-fopenmp
  case " $opts " in *" -fopenacc "*) model= ;; esac
  ok=0
  for which in old new; do
    so=$old; [ $which = new ] && so=$new
    if $cc $model -foffload=nvptx-none -fplugin="$so" -Iinclude -frandom-seed=1 $opts \
	 -S -o "$tmp/$which.s" "$f" >/dev/null 2>&1; then
      ok=$((ok + 1))
      # The plugin's path is in the options the offload sections
      # record, and the compiler's name in .ident: not the code.
      sed -i "s|$so|PLUGIN|g; /^\t\.ident/d" "$tmp/$which.s"
    fi
  done
  if [ $ok -lt 2 ]; then
    skipped=$((skipped + 1))
  elif cmp -s "$tmp/old.s" "$tmp/new.s"; then
    same=$((same + 1))
  else
    echo "differs: $f"
    differ=$((differ + 1))
  fi
done
echo "same: $same files, differ: $differ, skipped (not compiled by both): $skipped"
[ $differ -eq 0 ]
