#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# check-options.sh -- the plugin's options (plugin/gcc/options.def) and
# what the documents list agree: the manual's table of options
# (doc/ptxasm.texi, "@item -fplugin-arg-ptxasm-KEY"), the man page's
# OPTIONS (doc/ptxasm.7) and the README's "Options" list name every key
# of the table, and every -fplugin-arg-ptxasm-KEY that any of them names
# is one (the manual's example of a misspelt key aside).
#
# Usage: contrib/check-options.sh [SRCDIR]   (default .).  make check
# runs it (testsuite/ptxasm.layout/options.exp).  Prints "PASS: WHAT" or
# "FAIL: WHAT" for each check, the reasons indented; exits 1 after a
# FAIL, 2 if the files are not found.
top=${1:-.}
def=$top/plugin/gcc/options.def
texi=$top/doc/ptxasm.texi
man=$top/doc/ptxasm.7
readme=$top/README
for f in "$def" "$texi" "$man" "$readme"; do
  [ -f "$f" ] || { echo "FAIL: $0: no $f" >&2; exit 2; }
done
keys=$(sed -n 's/^PTXASM_OPTION ("\([a-z-]*\)".*/\1/p' "$def")
[ -n "$keys" ] || { echo "FAIL: options.def: no PTXASM_OPTION rows"; exit 1; }
failed=0
# check WHAT FILE PREFIX SUFFIX: each key has a line in FILE that
# matches the pattern PREFIX KEY SUFFIX (in a man page, the key's
# hyphens escaped).
check () {
  what=$1 file=$2 missing=
  for k in $keys; do
    case $file in
      *.7) kp=$(printf %s "$k" | sed 's/-/\\\\-/g') ;;
      *) kp=$k ;;
    esac
    grep -q -- "$3$kp$4" "$file" || missing="$missing $k"
  done
  if [ -z "$missing" ]; then
    echo "PASS: $what lists every option"
  else
    echo "FAIL: $what lists every option"
    echo "  not listed:$missing"
    failed=1
  fi
}
check "the manual's table of options" "$texi" '^@item -fplugin-arg-ptxasm-' '\([=[ ]\|$\)'
check "ptxasm(7)" "$man" 'fplugin\\-arg\\-ptxasm\\-' '\([=[ ]\|$\)'
check "README's Options" "$readme" '^    -fplugin-arg-ptxasm-' '\([=[ ]\|$\)'
# Every key named anywhere in them is one of the table's.
unknown=
for n in $( (grep -o 'fplugin-arg-ptxasm-[a-z][a-z-]*' "$texi" "$readme";
	    grep -o 'fplugin\\-arg\\-ptxasm\\-[a-z][a-z\\-]*' "$man" |
	      sed 's/\\-/-/g') | sed 's/.*fplugin-arg-ptxasm-//' | sort -u); do
  case " $(echo $keys) verbos " in
    *" $n "*) ;;
    *) unknown="$unknown $n" ;;
  esac
done
if [ -z "$unknown" ]; then
  echo "PASS: the documents name only the table's options"
else
  echo "FAIL: the documents name only the table's options"
  echo "  not in options.def:$unknown"
  failed=1
fi
exit $failed
