#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""verify-cost.py -- what the compile-time ptxas check costs (issues 12, 22).

Usage:  bench/verify-cost.py [--sizes 1000,10000,50000] [--reps 5]
        bench/verify-cost.py --quick
        bench/verify-cost.py --instructions [--sizes 1000,10000]

Python 3 standard library only; needs gcc with the nvptx offload
compiler, the built plugin and ptxas on PATH (make bench-verify puts the
one configure found there).  It asserts nothing.

The translation units are compile-cost.py's (gen_tu: 10 to 50 inline-PTX
statements per function, declare target functions and target regions,
letters h r l f d n), a one-statement file, and a file with offloaded
code but no inline PTX.  Each is compiled with the plugin, -O2 -c,
--reps times in each of three ways, each run next to one without the
check (the pair's order alternating, so that a pair's ratio is free of
the machine's slower drifts): without the check
(-fplugin-arg-ptxasm-verify=no); with it and no cache ("cold":
verify-cache=no, ptxas checks every function that has a statement
ptxasm's table does not know); the same with the table off ("ptxas":
verify-known=no, ptxas checks every function, as for a file of
statements the table does not know); with it and the cache that a
compile of the same file filled before ("warm": ptxas does not run).
Printed for cold, ptxas and warm against no: medians of the wall time
and of the CPU time (user+sys of gcc and all its children, ptxas
included; "no" over all its runs), the median of the pairs' ratios,
and the extra milliseconds; how
many times ptxas ran (0 when the table knows every statement, 1 for
any other correct file: the runs after a syntax error cost a correct
file nothing); and ptxas's own CPU time on the "ptxas" check file (PTXASM_KEEP_CHECK keeps the file; ptxas
always fails on it, on purpose: its last function stops ptxas once it
has parsed everything).  ptxas starts once every function has been
through the device pass and runs while cc1 does the rest, so on a
machine with a free core the wall-time cost is below the CPU-time cost.

--instructions (needs valgrind; slow: about 50 times a compile, so
sizes up to 10,000 are practical) compiles each unit once in the
"no", "cold" and "ptxas" ways under callgrind, every process of the
compile (cc1, as, ptxas) counted, and prints the instructions each way
executed and their ratio to "no".  Unlike times, these counts do not
move with the machine's load; they leave out what the kernel does for
a process (ptxas's start, mostly page faults of its 37 MB program, is
half its CPU time), so the CPU figures stay the ones to hold against
the bounds.
"""

import argparse
import importlib.util
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def load_compile_cost():
    spec = importlib.util.spec_from_file_location(
        "compile_cost", os.path.join(HERE, "compile-cost.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


NONE = r'''
int
main (void)
{
  int i = 1, j = 2;
#pragma omp target map(tofrom: i) map(to: j)
  i += j;
  return i;
}
'''


ONE = r'''
int
main (void)
{
  int i = 1, j = 2;
#pragma omp target map(tofrom: i) map(to: j)
  asm ("add.s32 %0, %0, %1;" : "+r" (i) : "r" (j));
  return i;
}
'''


def run(argv, cwd, env, check=True):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True)
    t1 = time.perf_counter()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0 and check:
        print("$ " + " ".join(argv), file=sys.stderr)
        print(p.stdout[-4000:], file=sys.stderr)
        sys.exit("verify-cost: the command above failed")
    return (t1 - t0, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime),
            p.stdout)


def instructions(argv, cwd, env):
    """Instructions executed by ARGV and all its children (callgrind)."""
    out = tempfile.mkdtemp(prefix="cg-", dir=cwd)
    run(["valgrind", "--tool=callgrind", "--trace-children=yes",
         "--callgrind-out-file=" + os.path.join(out, "cg.%p")] + argv,
        cwd, env)
    total = 0
    for name in os.listdir(out):
        with open(os.path.join(out, name)) as f:
            for line in f:
                if line.startswith("totals:"):
                    total += int(line.split()[1])
    shutil.rmtree(out)
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1000,10000,50000")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--quick", action="store_true",
                    help="sizes 1000,10000, 3 runs")
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin", default=os.path.join(HERE, "..", "plugin",
                                                     "ptxasm.so"))
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions with callgrind instead of "
                    "timing (one compile each way)")
    args = ap.parse_args()
    if args.quick:
        args.sizes, args.reps = "1000,10000", 3
    cc = load_compile_cost()
    work = tempfile.mkdtemp(prefix="ptxasm-verify-")
    env = dict(os.environ)
    plugin = os.path.abspath(args.plugin)
    base = [args.gcc, "-O2", "-fopenmp", "-foffload=nvptx-none",
            "-foffload-options=nvptx-none=-misa=sm_80",
            "-fplugin=" + plugin]
    ptxas = None
    for d in env.get("PATH", "").split(":"):
        if os.access(os.path.join(d or ".", "ptxas"), os.X_OK):
            ptxas = os.path.join(d or ".", "ptxas")
            break
    if not ptxas:
        sys.exit("verify-cost: no ptxas on PATH")
    sys.stdout.flush()
    print("ptxasm verify-cost: %s; %d CPUs; -O2 -c; medians of %d runs"
          % (ptxas, os.cpu_count(), args.reps))
    print("cold: -fplugin-arg-ptxasm-verify-cache=no (ptxas runs on every "
          "function with a statement the table does not know); ptxas: the "
          "same and verify-known=no (ptxas runs on every function); warm: "
          "the file compiled before with the same cache (ptxas does not "
          "run).  Each against verify=no.")
    if args.instructions:
        print("instructions of every process of the compile (callgrind), "
              "one compile each way")
        print("%9s %5s %14s %14s %7s %7s" % ("asm", "check", "yes", "no",
                                             "ratio", "+"))
    else:
        print("%9s %5s %9s %9s %7s %8s %9s %9s %7s %8s %5s %8s" % (
            "asm", "cache", "wall yes", "no", "ratio", "+ms", "cpu yes",
            "no", "ratio", "+ms", "runs", "ptxas s"))
    cases = [("none", NONE), ("1", ONE)]
    for n in [int(x) for x in args.sizes.split(",") if x]:
        cases.append((str(n), cc.gen_tu(n, "ptxasm", args.seed, (10, 50))))
    for name, text in cases:
        src = os.path.join(work, "v%s.c" % name)
        with open(src, "w") as f:
            f.write(text)
        cache = os.path.join(work, "cache-" + name)
        modes = {
            "no": ["-fplugin-arg-ptxasm-verify=no"],
            "cold": ["-fplugin-arg-ptxasm-verify=yes",
                     "-fplugin-arg-ptxasm-verify-cache=no"],
            "ptxas": ["-fplugin-arg-ptxasm-verify=yes",
                      "-fplugin-arg-ptxasm-verify-cache=no",
                      "-fplugin-arg-ptxasm-verify-known=no"],
            "warm": ["-fplugin-arg-ptxasm-verify=yes",
                     "-fplugin-arg-ptxasm-verify-cache=" + cache],
        }
        if args.instructions:
            counts = {m: instructions(base + modes[m] + ["-c", src, "-o",
                                                         src + ".o"],
                                      work, env)
                      for m in ("no", "cold", "ptxas")}
            for mode in ("cold", "ptxas"):
                print("%9s %5s %14d %14d %7.4f %+6.1f%%" % (
                    name, mode, counts[mode], counts["no"],
                    counts[mode] / counts["no"],
                    (counts[mode] / counts["no"] - 1) * 100))
            sys.stdout.flush()
            continue
        # Fill the warm cache; count ptxas's runs of a cold compile (a
        # correct file: none when the table knows every statement, else
        # one).
        run(base + modes["warm"] + ["-c", src, "-o", src + ".o"], work, env)
        runs = {}
        for mode in ("cold", "ptxas"):
            _, _, vout = run(base + modes[mode] +
                             ["-fplugin-arg-ptxasm-verbose", "-c", src, "-o",
                              src + ".o"], work, env)
            m = re.search(r"\((\d+) runs?\)", vout)
            runs[mode] = m.group(1) if m else "0"
        # Each way next to a run without the check, the pair's order
        # alternating: a pair's ratio is free of the machine's slower
        # drifts.
        res = {k: [] for k in modes}
        pairs = {k: [] for k in modes if k != "no"}
        for rep in range(args.reps):
            for mode in pairs:
                got = {}
                for m_ in ("no", mode) if rep % 2 == 0 else (mode, "no"):
                    got[m_] = run(base + modes[m_] + ["-c", src, "-o",
                                                      src + ".o"],
                                  work, env)[:2]
                    res[m_].append(got[m_])
                pairs[mode].append((got[mode], got["no"]))
        # ptxas alone on the check file.
        kenv = dict(env, PTXASM_KEEP_CHECK="1")
        _, _, out = run(base + modes["ptxas"] + ["-c", src, "-o", src + ".o"],
                        work, kenv)
        m = re.search(r"check file (\S+)", out)
        pt = []
        if m:
            for _ in range(args.reps):
                _, c, _ = run([ptxas, "-arch=sm_80", "-O0", "-o",
                               os.path.join(work, "check.cubin"),
                               m.group(1)], work, env, check=False)
                pt.append(c)
            shutil.rmtree(os.path.dirname(m.group(1)))
        med = statistics.median
        for mode in ("cold", "ptxas", "warm"):
            row = []
            for k in (0, 1):
                y = med(r[k] for r in res[mode])
                n_ = med(r[k] for r in res["no"])
                ratio = med(a[k] / b[k] for a, b in pairs[mode])
                row += [y, n_, ratio, (y - n_) * 1000]
            print("%9s %5s %9.3f %9.3f %7.3f %8.0f %9.3f %9.3f %7.3f %8.0f "
                  "%5s %8s" % (name, mode, *row,
                               runs.get(mode, "0"),
                               "%.3f" % med(pt) if pt and mode == "ptxas"
                               else "-"))
        sys.stdout.flush()
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
