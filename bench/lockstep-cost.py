#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""lockstep-cost.py -- what a simd loop run in lockstep costs on the host,
against plain C (manual, "Lockstep").

Usage:  bench/lockstep-cost.py [--warps 32768] [--reps 5] [--gcc gcc]

Python 3 standard library only; needs gcc with the nvptx offload
compiler and the built plugin.  It asserts nothing.

One program, built three times with -O2 and run with
OMP_TARGET_OFFLOAD=disabled, over N = 32 * WARPS iterations (default
2^20), each writing one word of an output array:
  lockstep  an "omp target" + "omp simd" loop whose body sums a value of
            its own across the warp's 32 lanes with 5 butterfly steps
            (shfl.sync.bfly.b32 and add.u32, inline PTX as
            testsuite/ptxasm.run/warp-butterfly.c writes it): the host
            runs each 32 iterations as the lanes of a warp, the body
            made resumable (plugin/gcc/lockstep-resume.cc): the
            run-time library (plugin/rt/lockstep.c) calls it for each
            lane, and it returns at each shfl.sync;
  fibers    the same program with PTXASM_LOCKSTEP=fibers: each lane a
            fiber of the library, switched at each shfl.sync (the way
            every such loop ran before, and a body that cannot be made
            resumable runs);
  emulated  the same simd loop with xor.b32 in place of the shuffle:
            emulated inline PTX that depends on no other lane, so the
            loop runs as an ordinary loop, without lockstep (the
            emulation alone);
  plain C   the same per-warp sums in C, in the same target region:
            a loop over the warps, one that sums the 32 values and one
            that stores the sum (no PTX, no lockstep);
  fission   by hand, no PTX: the shape the literature's compilers give
            warp code on a CPU (COX, CuPBoP, MCUDA): the loop over the
            lanes cut at each shuffle, each lane's values in arrays,
            the shuffle computed once per warp between the pieces;
  frames    by hand, no PTX: the resumable body's shape without its
            per-lane protocol: each lane's variables in a frame of its
            own, the body run for every lane from the point where the
            lanes stopped up to the next, the shuffle computed once
            between (what a compiled warp driver over the resumable
            body's frames could reach).
The lockstep, fibers, C, fission and frames programs must print the
same checksum (FNV-1a of the array; the emulated one computes something
else).  Printed per
variant: the median over REPS runs of the target region's time (the
program times it; the array is touched before), the median of the whole
process, the time per iteration and per warp instruction (ns; warp
instructions: the 5 butterfly steps of each warp, 5 * WARPS, counted
the same in each variant), and the ratios.  Each lane of the lockstep
loop switches fibers 12 times per warp (lockstep.c: in at its start,
out and back in at each of its 5 shuffles, out at its end); the time
per switch is printed too (it includes the warp instruction's own
work, shared among the switches).
"""

import argparse
import os
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Butterfly steps per warp (x = 16, 8, 4, 2, 1).
STEPS = 5
# Fiber switches per lane and warp in lockstep.c (see above).
UCALLS = 2 + 2 * STEPS

PROGRAM = r'''
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
int
main (int argc, char **argv)
{
  long n = atol (argv[1]);
  unsigned *out = malloc (n * sizeof *out);
  struct timespec t0, t1;
  if (!out)
    return 1;
  memset (out, 0, n * sizeof *out);
  clock_gettime (CLOCK_MONOTONIC, &t0);
#ifdef PLAIN_C
#pragma omp target map(from: out[0:n]) firstprivate(n)
  for (long w = 0; w < n; w += 32)
    {
      unsigned s = 0;
      for (long i = w; i < w + 32; i++)
	s += (unsigned) i * 2654435761u;
      for (long i = w; i < w + 32; i++)
	out[i] = s;
    }
#elif defined FISSION
#pragma omp target map(from: out[0:n]) firstprivate(n)
  for (long w = 0; w < n; w += 32)
    {
      /* The loop cut at the shuffle: each lane's v in an array, a loop
	 over the lanes on each side of the cut, the shuffle computed
	 once for the warp.  */
      unsigned v[32], t[32];
      for (int l = 0; l < 32; l++)
	v[l] = (unsigned) (w + l) * 2654435761u;
      for (int x = 16; x >= 1; x >>= 1)
	{
	  for (int l = 0; l < 32; l++)
	    t[l] = v[l ^ x];
	  for (int l = 0; l < 32; l++)
	    v[l] += t[l];
	}
      for (int l = 0; l < 32; l++)
	out[w + l] = v[l];
    }
#elif defined FRAMES
#pragma omp target map(from: out[0:n]) firstprivate(n)
  {
    /* Each lane a frame of its own variables and its shuffle's operands
       and result; the body run for each lane from where it stopped up
       to its next shuffle (all the lanes at one point: a loop over them
       for each point), the shuffle computed once between.  */
    struct frame { unsigned state, v, x, t, src, lane; long i; } f[32];
    for (long w = 0; w < n; w += 32)
      {
	for (int l = 0; l < 32; l++)
	  f[l].i = w + l, f[l].lane = l, f[l].state = 0;
	for (unsigned s = 0;;)
	  {
	    for (int l = 0; l < 32; l++)
	      {
		struct frame *p = &f[l];
		if (s == 0)
		  {
		    p->v = (unsigned) p->i * 2654435761u;
		    p->x = 16;
		  }
		else
		  {
		    p->v += p->t;
		    p->x >>= 1;
		    if ((int) p->x < 1)
		      {
			out[p->i] = p->v;
			p->state = 0;
			continue;
		      }
		  }
		p->src = p->v;
		p->state = 1;
	      }
	    if (!f[0].state)
	      break;
	    for (int l = 0; l < 32; l++)
	      f[l].t = f[f[l].lane ^ f[l].x].src;
	    s = 1;
	  }
      }
  }
#else
#pragma omp target map(from: out[0:n]) firstprivate(n)
#pragma omp simd
  for (long i = 0; i < n; i++)
    {
      unsigned v = (unsigned) i * 2654435761u;
      for (int x = 16; x >= 1; x >>= 1)
#ifdef LOCKSTEP
	asm volatile ("{\n\t"
		      ".reg .b32 t;\n\t"
		      "shfl.sync.bfly.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
		      "add.u32 %0, %0, t;\n\t"
		      "}" : "+r" (v) : "r" (x));
#else
	asm volatile ("{\n\t"
		      ".reg .b32 t;\n\t"
		      "xor.b32 t, %0, %1;\n\t"
		      "add.u32 %0, %0, t;\n\t"
		      "}" : "+r" (v) : "r" (x));
#endif
      out[i] = v;
    }
#endif
  clock_gettime (CLOCK_MONOTONIC, &t1);
  unsigned long long h = 14695981039346656037ull;
  for (long i = 0; i < n; i++)
    h = (h ^ out[i]) * 1099511628211ull;
  printf ("%.9f %016llx\n",
	  (double) (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9,
	  h);
  free (out);
  return 0;
}
'''

VARIANTS = (("lockstep", ["-DLOCKSTEP"]), ("emulated", []),
            ("plain C", ["-DPLAIN_C"]), ("fission", ["-DFISSION"]),
            ("frames", ["-DFRAMES"]))
# Variants run from another's program, with more environment.
RERUNS = (("fibers", "lockstep", {"PTXASM_LOCKSTEP": "fibers"}),)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warps", type=int, default=32768)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin", default=os.path.join(HERE, "..", "plugin",
                                                     "ptxasm.so"))
    ap.add_argument("--include", default=os.path.join(HERE, "..",
                                                      "include"))
    args = ap.parse_args()
    iters = 32 * args.warps
    winsns = STEPS * args.warps

    work = tempfile.mkdtemp(prefix="ptxasm-lockstep-")
    src = os.path.join(work, "loop.c")
    with open(src, "w") as f:
        f.write(PROGRAM)
    base = [args.gcc, "-O2", "-fopenmp", "-foffload=nvptx-none",
            "-fplugin=" + os.path.abspath(args.plugin),
            "-I" + os.path.abspath(args.include)]
    exes = {}
    for name, extra in VARIANTS:
        exe = os.path.join(work, name.replace(" ", "-"))
        subprocess.run(base + extra + [src, "-o", exe], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        exes[name] = exe
    env = dict(os.environ, OMP_TARGET_OFFLOAD="disabled")
    env.pop("PTXASM_LOCKSTEP", None)
    runs = [(name, exe, env) for name, exe in exes.items()]
    for name, of, extra in RERUNS:
        runs.insert(1, (name, exes[of], dict(env, **extra)))
    region = {r[0]: [] for r in runs}
    whole = {r[0]: [] for r in runs}
    sums = {}
    for _ in range(args.reps):
        for name, exe, renv in runs:
            t0 = time.perf_counter()
            p = subprocess.run([exe, str(iters)], env=renv, check=True,
                               stdout=subprocess.PIPE, universal_newlines=True)
            whole[name].append(time.perf_counter() - t0)
            secs, sums[name] = p.stdout.split()
            region[name].append(float(secs))
    med = {k: statistics.median(v) for k, v in region.items()}
    wmed = {k: statistics.median(v) for k, v in whole.items()}

    print("ptxasm lockstep: %d iterations (%d warps), butterfly sum of %d "
          "shfl.sync.bfly.b32, -O2, OMP_TARGET_OFFLOAD=disabled; medians "
          "of %d runs" % (iters, args.warps, STEPS, args.reps))
    print("  %-9s %11s %11s %12s %14s  %s"
          % ("", "region s", "process s", "ns/iteration", "ns/warp insn",
             "checksum"))
    for name in region:
        print("  %-9s %11.6f %11.3f %12.2f %14.2f  %s"
              % (name, med[name], wmed[name], med[name] / iters * 1e9,
                 med[name] / winsns * 1e9, sums[name]))
    print("  ratio lockstep / plain C: %.1f; fibers / plain C: %.1f; "
          "lockstep / fibers: %.2f; lockstep / emulated: %.1f; "
          "emulated / plain C: %.1f"
          % (med["lockstep"] / med["plain C"],
             med["fibers"] / med["plain C"],
             med["lockstep"] / med["fibers"],
             med["lockstep"] / med["emulated"],
             med["emulated"] / med["plain C"]))
    extra = med["fibers"] - med["emulated"]
    print("  fibers over emulated: %.0f ns per warp instruction, %.1f ns "
          "per lane and warp instruction, %.1f ns per fiber switch "
          "(%d per lane and warp)"
          % (extra / winsns * 1e9, extra / (winsns * 32) * 1e9,
             extra / (iters * UCALLS) * 1e9, UCALLS))
    print("  by hand, the shapes a compiled warp would take (issue 41's "
          "target: 10 times C, 100 ns): fission / plain C: %.1f; "
          "frames / plain C: %.1f; lockstep / fission: %.0f"
          % (med["fission"] / med["plain C"], med["frames"] / med["plain C"],
             med["lockstep"] / med["fission"]))
    same = {sums[k] for k in ("lockstep", "fibers", "plain C", "fission",
                              "frames")}
    print("  same checksum, lockstep, fibers, plain C, fission and frames: %s"
          % ("yes" if len(same) == 1 else "NO"))
    for exe in exes.values():
        os.unlink(exe)
    os.unlink(src)
    os.rmdir(work)


if __name__ == "__main__":
    main()
