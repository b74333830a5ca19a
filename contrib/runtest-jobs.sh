#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# runtest-jobs.sh -- run the DejaGnu suite as JOBS runtest processes at
# once, one .exp file at a time each, and merge their results into one
# ptxasm.sum and ptxasm.log, as GCC's `make -jN check' does with its
# parts (make check calls this).
#
# Usage: contrib/runtest-jobs.sh RUNTEST SRCDIR OBJDIR JOBS [RUNTESTFLAGS...]
#   RUNTEST  the runtest program
#   SRCDIR   the suite's sources (testsuite/ of the source tree)
#   OBJDIR   where site.exp is and ptxasm.sum and ptxasm.log go
#   JOBS     how many at once; empty: the processors online (getconf);
#            1, or any RUNTESTFLAGS (a chosen .exp, a board): one
#            runtest, as DejaGnu alone runs it
#
# Each .exp file runs in OBJDIR/jobs/NAME with its own site.exp (its
# objdir set there; PTXASM_BUILDDIR stays the build).  A worker claims
# the next file of the list, heaviest first, by creating its directory
# (mkdir is atomic), so the two cores stay busy to the end.  The merged
# ptxasm.sum has every file's results in the order DejaGnu itself runs
# them (sorted by path) and a summary counted from them; each runtest's
# own output is in its directory's runtest.out, and its FAIL lines are
# printed at the end.  Exits 1 when any part failed.
set -u
runtest=$1 srcdir=$2 objdir=$3 jobs=$4
shift 4

cd "$objdir" || exit 2
if [ -z "$jobs" ]; then
  # Not nproc, which OMP_NUM_THREADS and OMP_THREAD_LIMIT change.
  jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
fi
if [ "$jobs" -le 1 ] || [ $# -gt 0 ]; then
  LC_ALL=C exec "$runtest" --tool ptxasm --srcdir "$srcdir" "$@"
fi

# Every .exp file, as DejaGnu orders them; the heaviest first in the
# queue (measured: run-on-host, link, run and host take most of the
# time), the rest after them.
all=$(cd "$srcdir" && find . -mindepth 2 -maxdepth 2 -name '*.exp' \
	-path './ptxasm.*' | sed 's|^\./||; s|/| |' | LC_ALL=C sort -k1,1 -k2,2 \
	| sed 's| |/|')
flat=" $(printf '%s\n' "$all" | tr '\n' ' ') "
queue=
for heavy in ptxasm.host/run-on-host.exp ptxasm.link/link.exp \
	     ptxasm.run/run.exp ptxasm.c/c.exp ptxasm.host/host.exp; do
  case $flat in *" $heavy "*) queue="$queue $heavy" ;; esac
done
for f in $all; do
  case " $queue " in *" $f "*) ;; *) queue="$queue $f" ;; esac
done

part () {	# FILE: the directory of FILE's part
  echo "jobs/$(echo "$1" | tr '/' '_')"
}

rm -rf jobs ptxasm.sum ptxasm.log
mkdir jobs || exit 2
here=$(pwd)

worker () {	# runs the files it claims first
  for f in $queue; do
    d=$(part "$f")
    mkdir "$d" 2>/dev/null || continue
    sed "s|^set objdir .*|set objdir \"$here/$d\"|" site.exp > "$d/site.exp"
    (cd "$d" && LC_ALL=C "$runtest" --tool ptxasm --srcdir "$srcdir" \
	"$(basename "$f")" > runtest.out 2>&1)
    echo $? > "$d/status"
  done
}

i=0
while [ "$i" -lt "$jobs" ]; do
  worker &
  i=$((i + 1))
done
wait

# The merged .sum and .log: the first part's header, each part's
# results in DejaGnu's order, then the summary of them all.
rc=0
: > ptxasm.sum.new
for s in jobs/*/ptxasm.sum; do
  if [ -f "$s" ]; then
    sed -n '1,/^Running target/p' "$s" > ptxasm.sum.new
    break
  fi
done
: > ptxasm.log.new
for f in $all; do
  d=$(part "$f")
  if [ ! -f "$d/ptxasm.sum" ]; then
    echo "ERROR: $f: runtest wrote no results (see $d/runtest.out)" \
      >> ptxasm.sum.new
    rc=1
    continue
  fi
  sed -n '/^Running target/,/=== ptxasm Summary ===/{/^Running target/d;/=== ptxasm Summary ===/!p;}' \
    "$d/ptxasm.sum" >> ptxasm.sum.new
  cat "$d/ptxasm.log" >> ptxasm.log.new
  [ "$(cat "$d/status" 2>/dev/null)" = 0 ] || rc=1
done
{
  printf '\t\t=== ptxasm Summary ===\n\n'
  for kind in 'PASS:expected passes' 'FAIL:unexpected failures' \
	      'XPASS:unexpected successes' 'XFAIL:expected failures' \
	      'KPASS:unknown successes' 'KFAIL:known failures' \
	      'UNRESOLVED:unresolved testcases' \
	      'UNTESTED:untested testcases' 'UNSUPPORTED:unsupported tests' \
	      'ERROR:errors'; do
    n=$(grep -c "^${kind%%:*}:" ptxasm.sum.new)
    [ "$n" -eq 0 ] || printf '# of %s\t\t%s\n' "${kind#*:}" "$n"
  done
} > summary.tmp
cat summary.tmp >> ptxasm.sum.new
mv ptxasm.sum.new ptxasm.sum
mv ptxasm.log.new ptxasm.log

grep -hE '^(FAIL|XPASS|UNRESOLVED|ERROR):' ptxasm.sum
printf '\n'
cat summary.tmp
rm -f summary.tmp
echo "runtest-jobs: $jobs at once; ptxasm.sum and ptxasm.log in $here"
exit $rc
