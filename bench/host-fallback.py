#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""host-fallback.py -- the host fallback that computes, against plain C
(issue 23).

Usage:  bench/host-fallback.py [--iters 200000000] [--reps 5]

Python 3 standard library only; needs gcc with the nvptx offload
compiler and the built plugin.  It asserts nothing.

Two programs, each built twice with -O2: a target region whose loop runs
a chain of emulated inline-PTX statements on the host
(OMP_TARGET_OFFLOAD=disabled), and the same loop written in C.  The
integer one: mad.lo, xor, shl, shr, setp and a guarded add.  The float
one: add.rn.f32, mul.rn.f32 and add.rz.f64, whose exact rounding the
host computes in double and binary128 (C gets the directed rounding of
the f64 add from nextafter).  Printed: medians of the run times and
their ratio, and whether both printed the same result.
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

FLOAT_PROGRAM = r'''
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int
main (int argc, char **argv)
{
  long n = atol (argv[1]);
  float a = 1.0f;
  double d = 0.0;
#pragma omp target map(tofrom: a, d) firstprivate(n)
  for (long i = 0; i < n; i++)
    {
      float b = (float) (i & 1023) * 0.001f;
#ifdef PTX
      asm ("add.rn.f32 %0, %0, %1;" : "+f" (a) : "f" (b));
      asm ("mul.rn.f32 %0, %0, 0.99;" : "+f" (a));
      asm ("add.rz.f64 %0, %0, %1;" : "+d" (d) : "d" ((double) a));
#else
      a = a + b;
      a = a * 0.99f;
      double s = d + (double) a;
      /* Toward zero: one step back when rounding to nearest went away
	 from zero (the exact sum is s - err).  */
      double bb = s - d, err = (d - (s - bb)) + ((double) a - bb);
      if (err != 0 && (err > 0) != (s > 0))
	{
	  long long u;
	  memcpy (&u, &s, 8);
	  u -= 1;
	  memcpy (&s, &u, 8);
	}
      d = s;
#endif
    }
  printf ("%a %a\n", a, d);
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
    for kind, program, what in (
            ("integer", PROGRAM, "3 statements (6 instructions)"),
            ("float", FLOAT_PROGRAM, "3 statements (add.rn.f32 mul.rn.f32 "
             "add.rz.f64)")):
        run (args, kind, program, what)


def run(args, kind, program, what):
    work = tempfile.mkdtemp(prefix="ptxasm-hostfb-")
    src = os.path.join(work, "loop.c")
    with open(src, "w") as f:
        f.write(program)
    base = [args.gcc, "-O2", "-ffp-contract=off", "-fopenmp",
            "-foffload=nvptx-none",
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
    print("ptxasm host-fallback, %s: %d iterations of %s, -O2, "
          "OMP_TARGET_OFFLOAD=disabled; medians of %d runs"
          % (kind, args.iters, what, args.reps))
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
