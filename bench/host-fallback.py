#!/usr/bin/env python3
"""host-fallback.py -- the host fallback that computes, against plain C
(issue 23).

Usage:  bench/host-fallback.py [--iters 200000000] [--reps 5]

Python 3 standard library only; needs gcc with the nvptx offload
compiler and the built plugin.  It asserts nothing.

One program, built twice with -O2: a target region whose loop runs a
chain of emulated inline-PTX statements (mad.lo, xor, shl, shr, setp and
a guarded add) on the host (OMP_TARGET_OFFLOAD=disabled), and the same
loop written in C.  Printed: medians of the run times and their ratio,
and that both printed the same result.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

PROGRAM = r'''
#include <stdio.h>
#include <stdlib.h>
int
main (int argc, char **argv)
{
  long n = atol (argv[1]);
  unsigned x = 12345, y = 0;
#pragma omp target map(tofrom: x, y) firstprivate(n)
  for (long i = 0; i < n; i++)
    {
#ifdef PTX
      asm ("mad.lo.u32 %0, %0, 1664525, 1013904223;" : "+r" (x));
      asm ("{ .reg .u32 t; shr.u32 t, %1, 7; xor.b32 %0, %0, t; }"
           : "+r" (y) : "r" (x));
      asm ("{ .reg .pred p; setp.lt.u32 p, %0, %1; @p add.u32 %0, %0, 1;"
           " shl.b32 %0, %0, 1; }" : "+r" (y) : "r" (x));
#else
      x = x * 1664525u + 1013904223u;
      y ^= x >> 7;
      if (y < x)
        y += 1;
      y <<= 1;
#endif
    }
  printf ("%u %u\n", x, y);
  return 0;
}
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--iters", type=int, default=200000000)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin", default=os.path.join(HERE, "..", "plugin",
                                                     "ptxasm.so"))
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="ptxasm-hostfb-")
    src = os.path.join(work, "loop.c")
    with open(src, "w") as f:
        f.write(PROGRAM)
    base = [args.gcc, "-O2", "-fopenmp", "-foffload=nvptx-none",
            "-foffload-options=nvptx-none=-misa=sm_80",
            "-fplugin=" + os.path.abspath(args.plugin)]
    exes = {}
    for name, extra in (("emulated", ["-DPTX"]), ("plain C", [])):
        exe = os.path.join(work, name.replace(" ", "-"))
        subprocess.run(base + extra + [src, "-o", exe], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        exes[name] = exe
    env = dict(os.environ, OMP_TARGET_OFFLOAD="disabled")
    times = {k: [] for k in exes}
    outs = {}
    for _ in range(args.reps):
        for name, exe in exes.items():
            t0 = time.perf_counter()
            p = subprocess.run([exe, str(args.iters)], env=env, check=True,
                               stdout=subprocess.PIPE, universal_newlines=True)
            times[name].append(time.perf_counter() - t0)
            outs[name] = p.stdout.strip()
    med = {k: statistics.median(v) for k, v in times.items()}
    print("ptxasm host-fallback: %d iterations of 3 statements (6 "
          "instructions), -O2, OMP_TARGET_OFFLOAD=disabled; medians of %d "
          "runs" % (args.iters, args.reps))
    for name in exes:
        print("  %-9s %7.3f s   result %s" % (name, med[name], outs[name]))
    print("  ratio emulated / plain C: %.3f; same result: %s"
          % (med["emulated"] / med["plain C"],
             "yes" if outs["emulated"] == outs["plain C"] else "NO"))
    for exe in exes.values():
        os.unlink(exe)
    os.unlink(src)
    os.rmdir(work)


if __name__ == "__main__":
    main()
