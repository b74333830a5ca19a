#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# check-layout.sh -- check the rules of the source layout (plugin/*/README).
#
# Usage: contrib/check-layout.sh [SRCDIR]   (SRCDIR: the top of the source
# tree, default .).  make check runs it (testsuite/ptxasm.layout).
#
#   plugin/rt/   the run-time library, C: only its own headers and the
#                C library's and POSIX's.
#   plugin/lib/  plain C11, linked into either program: only its own
#                headers, plugin/rt/'s and the C library's and POSIX's;
#                no GCC header, nothing of plugin/gcc/ or plugin/as/.
#   plugin/as/   the nvptx `as' step: its own headers, plugin/lib/'s,
#                the C library's and POSIX's; no GCC header, nothing of
#                plugin/gcc/.
#   plugin/gcc/  the plugin, and its folder emulate/: their own headers,
#                plugin/lib/'s, plugin/rt/'s and GCC's; nothing of
#                plugin/as/.  A file of emulate/ calls only functions of
#                the files below it in emulate.h's sections (its floors).
#   Every file but plugin/gcc/gcc-compat.h: no test of GCC's version
#   (BUILDING_GCC_MAJOR, GCCPLUGIN_VERSION_MAJOR, PTXASM_GCC_MAJOR, ...
#   in an #if or a comparison); gcc-compat.h names each difference.
#
# Prints a line "PASS: FILE: RULE" or "FAIL: FILE: RULE" for every
# source file (the version rule is part of every RULE), after a FAIL the
# reasons, indented; exits 1 if a rule is broken, 2 if the tree is not
# found.

top=${1:-.}
plugin=$top/plugin
if [ ! -d "$plugin/lib" ] || [ ! -d "$plugin/gcc" ] || [ ! -d "$plugin/as" ] \
   || [ ! -d "$plugin/rt" ] || [ ! -d "$plugin/gcc/emulate" ]
then
  echo "FAIL: $0: no plugin/lib, gcc, gcc/emulate, as and rt in $top" >&2
  exit 2
fi

# The C library's headers (C11) and POSIX's that plain C may include.
std_headers='assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h
iso646.h limits.h locale.h math.h setjmp.h signal.h stdalign.h stdarg.h
stdatomic.h stdbool.h stddef.h stdint.h stdio.h stdlib.h stdnoreturn.h
string.h tgmath.h threads.h time.h uchar.h wchar.h wctype.h
dirent.h dlfcn.h fcntl.h fnmatch.h glob.h libgen.h poll.h pthread.h
sched.h spawn.h strings.h termios.h unistd.h
sys/mman.h sys/resource.h sys/select.h sys/stat.h sys/time.h sys/types.h
sys/uio.h sys/wait.h ucontext.h'
std_headers=" $(printf %s "$std_headers" | tr '\n' ' ') "

failed=0
nl='
'

# The headers that FILE includes, one "LINE KIND NAME" a line: KIND is
# q for "NAME", a for <NAME>, m for anything else (a macro).
includes () {
  awk '/^[ \t]*#[ \t]*include/ {
	 s = $0; sub(/^[ \t]*#[ \t]*include[ \t]*/, "", s)
	 if (s ~ /^"[^"]*"/) { sub(/^"/, "", s); sub(/".*/, "", s); k = "q" }
	 else if (s ~ /^<[^>]*>/) { sub(/^</, "", s); sub(/>.*/, "", s); k = "a" }
	 else k = "m"
	 print FNR, k, s
       }' "$1"
}

# check_includes FILE OWN... : FILE's "..." headers must be in one of
# the folders OWN (names relative to plugin/), its <...> headers in
# std_headers unless OWN holds "gcc" (GCC's headers are found there
# too); an include of a folder's header not in OWN is always wrong.
check_includes () {
  file=$1; shift
  while read -r line kind name; do
    [ -n "$line" ] || continue
    where=
    # A name relative to the file's folder ("../ptxasm.h"), or found
    # by the build's -iquote folders.
    rel=$(cd "$(dirname "$file")" && realpath -m -- "$name" 2>/dev/null)
    case $rel in
      "$(cd "$plugin" && pwd)"/*/*) [ -f "$rel" ] && where=${rel%/*} \
	  && where=${where#"$(cd "$plugin" && pwd)"/} ;;
    esac
    [ -n "$where" ] || for d in lib as gcc rt; do
      [ -f "$plugin/$d/$name" ] && { where=$d; break; }
    done
    case " $* " in *" gcc "*) gccok=1 ;; *) gccok= ;; esac
    bad=
    if [ "$kind" = m ]; then
      bad="line $line: #include of a macro"
    elif [ -n "$where" ]; then
      case " $* " in
	*" $where "*) ;;
	*) bad="line $line: includes plugin/$where/$name" ;;
      esac
    elif [ -z "$gccok" ]; then
      case $std_headers in
	*" $name "*) [ "$kind" = a ] \
		       || bad="line $line: \"$name\": a system header, with <>" ;;
	*) bad="line $line: includes $name, not a C library or POSIX header (a GCC header?)" ;;
      esac
    fi
    [ -n "$bad" ] && why="$why  $bad$nl"
  done <<EOT
$(includes "$file")
EOT
}

# No test of GCC's version outside gcc-compat.h: a version macro in a
# preprocessor conditional or next to a comparison operator.
check_version () {
  hits=$(awk '
    /\\$/ { buf = buf substr($0, 1, length($0) - 1); next }
    { line = buf $0; buf = "" }
    line ~ /(BUILDING_GCC_|GCCPLUGIN_VERSION|PTXASM_GCC_MAJOR)/ {
      v = "(BUILDING_GCC_(MAJOR|MINOR|PATCHLEVEL|VERSION)|GCCPLUGIN_VERSION[A-Z_]*|PTXASM_GCC_MAJOR)"
      if (line ~ /^[ \t]*#[ \t]*(if|elif|ifdef|ifndef)/ \
	  || line ~ (v "[ \t)]*(==|!=|<=|>=|<|>)") \
	  || line ~ ("(==|!=|<=|>=|<|>)[ \t(]*" v))
	printf "%s%d", (c++ ? "," : ""), FNR
    }' "$1")
  [ -z "$hits" ] \
    || why="$why  line $hits: tests GCC's version (gcc-compat.h's business)$nl"
}

# check FILE RULE OWN...: both checks, one result line.
check () {
  file=$1 rule=$2; shift 2
  why=
  check_includes "$file" "$@"
  [ "$file" = "$plugin/gcc/gcc-compat.h" ] || check_version "$file"
  rel=${file#"$top"/}
  if [ -z "$why" ]; then
    echo "PASS: $rel: $rule"
  else
    echo "FAIL: $rel: $rule"
    printf %s "$why"
    failed=1
  fi
}

# Every source file is in one of the folders.
stray=
for f in "$plugin"/*.c "$plugin"/*.cc "$plugin"/*.h; do
  [ -f "$f" ] && stray="$stray ${f#"$top"/}"
done
if [ -z "$stray" ]; then
  echo "PASS: plugin: every source file in lib, gcc, as or rt"
else
  echo "FAIL: plugin: every source file in lib, gcc, as or rt"
  echo "  outside them:$stray"
  failed=1
fi

for f in "$plugin"/rt/*.[ch]; do
  check "$f" "only C library, POSIX and plugin/rt headers; no GCC version test" rt
done
for f in "$plugin"/lib/*.[ch]; do
  check "$f" "only C library, POSIX, plugin/lib and plugin/rt headers; no GCC version test" lib rt
done
for f in "$plugin"/as/*.[ch]; do
  check "$f" "only C library, POSIX, plugin/as and plugin/lib headers; no GCC version test" as lib
done
for f in "$plugin"/gcc/*.cc "$plugin"/gcc/*.h "$plugin"/gcc/emulate/*.cc \
	 "$plugin"/gcc/emulate/*.h; do
  check "$f" "no plugin/as header; no GCC version test but in gcc-compat.h" gcc gcc/emulate lib rt
done

# The emulator's floors: emulate.h declares each file's functions in a
# section of its own, "/* FILE.cc: ..." (or "/* Floor N, FILE.cc: ..."),
# lowest first; a file may call (or read) the names of the sections
# before its own alone, emulate.cc (the driver, no section) any.
emu=$plugin/gcc/emulate
floors=$(awk '/^\/\* / && match($0, /[a-z]+\.cc:/) {
		f = substr($0, RSTART, RLENGTH - 1); r++; next }
	      f && /^[a-z]/ {
		s = $0
		if (match(s, /[a-z_0-9]+ \(/) || match(s, /[a-z_0-9]+\[/))
		  print r, f, substr(s, RSTART, RLENGTH - 1)
	      }' "$emu/emulate.h" | sed 's/[ (\[]*$//')
for f in "$emu"/*.cc; do
  base=${f##*/}
  own=$(printf '%s\n' "$floors" | awk -v b="$base" '$2 == b { print $1; exit }')
  [ -n "$own" ] || own=1000
  # The file without its comments, then each name of its floor or above.
  code=$(awk '{ line = $0
		while (line != "") {
		  if (inc) { i = index(line, "*/"); if (!i) { line = ""; break }
			     line = substr(line, i + 2); inc = 0 }
		  else { i = index(line, "/*"); if (!i) { printf "%s", line; break }
			 printf "%s ", substr(line, 1, i - 1)
			 line = substr(line, i + 2); inc = 1 } }
		print "" }' "$f")
  why=
  while read -r rank file name; do
    [ -n "$name" ] && [ "$file" != "$base" ] && [ "$rank" -ge "$own" ] || continue
    if printf '%s\n' "$code" | grep -q "\(^\|[^a-z_0-9.>]\)$name \?[([]"; then
      why="$why  calls $name of $file, not below it$nl"
    fi
  done <<EOT
$floors
EOT
  rel=${f#"$top"/}
  if [ -z "$why" ]; then
    echo "PASS: $rel: calls only the emulator's floors below it"
  else
    echo "FAIL: $rel: calls only the emulator's floors below it"
    printf %s "$why"
    failed=1
  fi
done
exit $failed
