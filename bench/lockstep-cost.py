#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""lockstep-cost.py -- what a simd loop run in lockstep costs on the host,
against plain C (manual, "Lockstep").

Usage:  bench/lockstep-cost.py [--warps 32768] [--reps 5] [--gcc gcc]
        bench/lockstep-cost.py --bundle DIR [...]   (build only)
        bench/lockstep-cost.py --results FILE [...]

--bundle builds the programs into DIR with libgomp and a run.sh, for a
machine without GCC (the GPU machine's CPU): `sh DIR/run.sh > FILE`
there; --results prints the report from that FILE here.

Python 3 standard library only; needs gcc with the nvptx offload
compiler and the built plugin.  It asserts nothing.

Two programs, each built several times with -O2 and run with
OMP_TARGET_OFFLOAD=disabled, over N = 32 * WARPS iterations (default
2^20); each variant prints the time of its target region (the program
times it; its arrays are touched before) and a checksum (FNV-1a of its
output array), which must be the same in the variants named below.

The butterfly: each iteration writes one word of an output array, the
sum of a value of its own across the warp's 32 lanes, by 5 butterfly
steps (shfl.sync.bfly.b32 and add.u32, inline PTX as
testsuite/ptxasm.run/warp-butterfly.c writes it) in an "omp target" +
"omp simd" loop of N iterations:
  cut       the host runs each 32 iterations as the lanes of a warp, the
            loop cut at its shuffle (plugin/gcc/lockstep-fission.cc):
            each piece a loop over the lanes, the shuffle computed once
            per warp instruction by the run-time library;
  library   the same program built with -fplugin-arg-ptxasm-lockstep=
            library: the body outlined and made resumable
            (lockstep-resume.cc), the library (plugin/rt/lockstep.c)
            calling it for each lane, which returns at each shfl.sync;
  fibers    that build with PTXASM_LOCKSTEP=fibers: each lane a fiber
            of the library, switched at each shfl.sync (a body that
            cannot be made resumable runs so);
  emulated  the same simd loop with xor.b32 in place of the shuffle:
            emulated inline PTX that depends on no other lane, so the
            loop runs as an ordinary loop, without lockstep (the
            emulation alone; another checksum);
  plain C   the same per-warp sums in C, in the same target region;
  fission   by hand, no PTX: the shape the literature's compilers give
            warp code on a CPU (COX, CuPBoP, MCUDA), which "cut" makes:
            the loop over the lanes cut at each shuffle, each lane's
            values in arrays, the shuffle computed inline;
  frames    by hand, no PTX: the resumable body's shape without its
            per-lane protocol (each lane's variables in a frame, the
            body run for every lane from where the lanes stopped).
Printed: the time per iteration and per warp instruction (the 5
butterfly steps of each warp, counted the same in each variant), and
the ratios.

The warp sum (issue 41's): out[w] = the sum of a[32w .. 32w + 31], each
warp's sum by 5 shfl.sync.down.b32 and add.u32 in an "omp simd" loop
of 32 iterations inside a loop over the warps, against the same sums in
C by "omp simd reduction(+:s)": variants cut, library, plain C and
fission (by hand).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Butterfly steps per warp (x = 16, 8, 4, 2, 1).
STEPS = 5

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

WARPSUM = r'''
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int
main (int argc, char **argv)
{
  long n = atol (argv[1]);
  unsigned *a = malloc (n * sizeof *a), *out = calloc (n / 32, sizeof *out);
  struct timespec t0, t1;
  if (!a || !out)
    return 1;
  for (long i = 0; i < n; i++)
    a[i] = (unsigned) i * 2654435761u;
  clock_gettime (CLOCK_MONOTONIC, &t0);
#pragma omp target map(to: a[0:n]) map(from: out[0:n/32]) firstprivate(n)
  for (long w = 0; w < n; w += 32)
    {
#ifdef PLAIN_C
      unsigned s = 0;
#pragma omp simd reduction(+:s)
      for (int l = 0; l < 32; l++)
	s += a[w + l];
      out[w / 32] = s;
#elif defined FISSION
      unsigned v[32], t[32];
      for (int l = 0; l < 32; l++)
	v[l] = a[w + l];
      for (int o = 16; o >= 1; o >>= 1)
	{
	  for (int l = 0; l < 32; l++)
	    t[l] = l + o < 32 ? v[l + o] : v[l];
	  for (int l = 0; l < 32; l++)
	    v[l] += t[l];
	}
      out[w / 32] = v[0];
#else
#pragma omp simd
      for (int l = 0; l < 32; l++)
	{
	  unsigned v = a[w + l];
	  for (int o = 16; o >= 1; o >>= 1)
	    asm volatile ("{\n\t"
			  ".reg .b32 t;\n\t"
			  "shfl.sync.down.b32 t, %0, %1, 0x1f, 0xffffffff;\n\t"
			  "add.u32 %0, %0, t;\n\t"
			  "}" : "+r" (v) : "r" (o));
	  if (l == 0)
	    out[w / 32] = v;
	}
#endif
    }
  clock_gettime (CLOCK_MONOTONIC, &t1);
  unsigned long long h = 14695981039346656037ull;
  for (long i = 0; i < n / 32; i++)
    h = (h ^ out[i]) * 1099511628211ull;
  printf ("%.9f %016llx\n",
	  (double) (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9,
	  h);
  return 0;
}
'''

LIBRARY = "-fplugin-arg-ptxasm-lockstep=library"
# (program, variant, extra options, extra environment)
VARIANTS = (
    ("butterfly", "cut", ["-DLOCKSTEP"], {}),
    ("butterfly", "library", ["-DLOCKSTEP", LIBRARY], {}),
    ("butterfly", "fibers", ["-DLOCKSTEP", LIBRARY],
     {"PTXASM_LOCKSTEP": "fibers"}),
    ("butterfly", "emulated", [], {}),
    ("butterfly", "plain C", ["-DPLAIN_C"], {}),
    ("butterfly", "fission", ["-DFISSION"], {}),
    ("butterfly", "frames", ["-DFRAMES"], {}),
    ("warp sum", "cut", [], {}),
    ("warp sum", "library", [LIBRARY], {}),
    ("warp sum", "plain C", ["-DPLAIN_C"], {}),
    ("warp sum", "fission", ["-DFISSION"], {}),
)


def run_variants(args, work, iters):
    """Build and run every variant REPS times: medians of the region's
    and the process's times, and the checksums, by (program, variant)."""
    exes = build(args, work)
    env = dict(os.environ, OMP_TARGET_OFFLOAD="disabled")
    env.pop("PTXASM_LOCKSTEP", None)
    region = {(p, n): [] for p, n, _, _ in VARIANTS}
    whole = {(p, n): [] for p, n, _, _ in VARIANTS}
    sums = {}
    for _ in range(args.reps):
        for prog, name, _, extra_env in VARIANTS:
            t0 = time.perf_counter()
            p = subprocess.run([exes[(prog, name)], str(iters)],
                               env=dict(env, **extra_env), check=True,
                               stdout=subprocess.PIPE,
                               universal_newlines=True)
            whole[(prog, name)].append(time.perf_counter() - t0)
            secs, sums[(prog, name)] = p.stdout.split()
            region[(prog, name)].append(float(secs))
    for exe in set(exes.values()):
        os.unlink(exe)
    med = {k: statistics.median(v) for k, v in region.items()}
    wmed = {k: statistics.median(v) for k, v in whole.items()}
    return med, wmed, sums


def build(args, work):
    """Build every variant into WORK: {(program, variant): exe}."""
    srcs = {}
    for prog, text in (("butterfly", PROGRAM), ("warp sum", WARPSUM)):
        srcs[prog] = os.path.join(work, prog.replace(" ", "-") + ".c")
        with open(srcs[prog], "w") as f:
            f.write(text)
    base = [args.gcc, "-O2", "-fopenmp", "-foffload=nvptx-none",
            "-fplugin=" + os.path.abspath(args.plugin),
            "-I" + os.path.abspath(args.include)]
    exes = {}
    built = {}
    for prog, name, extra, _ in VARIANTS:
        key = (prog, tuple(extra))
        if key not in built:
            exe = os.path.join(work, "v%d" % len(built))
            subprocess.run(base + extra + [srcs[prog], "-o", exe],
                           check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            built[key] = exe
        exes[(prog, name)] = built[key]
    for src in srcs.values():
        os.unlink(src)
    return exes


def write_bundle(args, out, iters):
    """The programs, libgomp and run.sh in OUT (--bundle)."""
    os.makedirs(out, exist_ok=True)
    exes = build(args, out)
    lib = subprocess.run([args.gcc, "-print-file-name=libgomp.so.1"],
                         check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout.strip()
    shutil.copy(lib, os.path.join(out, "libgomp.so.1"))
    with open(os.path.join(out, "run.sh"), "w") as f:
        f.write("#!/bin/sh\n# bench/lockstep-cost.py --bundle: each "
                "line 'PROGRAM|VARIANT SECONDS CHECKSUM'\n"
                "cd \"$(dirname \"$0\")\" || exit 1\n"
                "for r in $(seq %d); do\n" % args.reps)
        for prog, name, _, extra_env in VARIANTS:
            envs = " ".join("%s=%s" % kv for kv in extra_env.items())
            f.write("  env LD_LIBRARY_PATH=. OMP_TARGET_OFFLOAD=disabled "
                    "%s ./%s %d | sed 's/^/%s|%s /'\n"
                    % (envs, os.path.basename(exes[(prog, name)]), iters,
                       prog, name))
        f.write("done\n")
    print("lockstep-cost: %s/run.sh runs the variants (%d runs each); "
          "then bench/lockstep-cost.py --results ITS_OUTPUT" % (out,
                                                                args.reps))


def read_results(path):
    """Medians of the region's times and checksums from --bundle's
    run.sh output (the process's times are not there: 0)."""
    region = {}
    sums = {}
    with open(path) as f:
        for line in f:
            parts = line.strip().rsplit(" ", 2)
            if len(parts) != 3 or "|" not in parts[0]:
                continue
            key, secs, cs = parts
            prog, name = key.split("|", 1)
            region.setdefault((prog, name), []).append(float(secs))
            sums[(prog, name)] = cs
    med = {k: statistics.median(v) for k, v in region.items()}
    return med, {k: 0.0 for k in med}, sums


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warps", type=int, default=32768)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin", default=os.path.join(HERE, "..", "plugin",
                                                     "ptxasm.so"))
    ap.add_argument("--include", default=os.path.join(HERE, "..",
                                                      "include"))
    ap.add_argument("--bundle", help="build into this folder only")
    ap.add_argument("--results", help="report from a bundle's output")
    args = ap.parse_args()
    iters = 32 * args.warps
    winsns = STEPS * args.warps

    if args.bundle:
        write_bundle(args, args.bundle, iters)
        return
    if args.results:
        med, wmed, sums = read_results(args.results)
        with open(args.results) as f:
            args.reps = sum(1 for line in f if "|" in line) // len(med)
    else:
        work = tempfile.mkdtemp(prefix="ptxasm-lockstep-")
        med, wmed, sums = run_variants(args, work, iters)
        os.rmdir(work)

    for prog in ("butterfly", "warp sum"):
        print("ptxasm lockstep, %s: %d iterations (%d warps), %d "
              "shfl.sync.%s.b32 a warp, -O2, OMP_TARGET_OFFLOAD=disabled; "
              "medians of %d runs"
              % (prog, iters, args.warps, STEPS,
                 "bfly" if prog == "butterfly" else "down", args.reps))
        print("  %-9s %11s %11s %12s %14s  %s"
              % ("", "region s", "process s", "ns/iteration",
                 "ns/warp insn", "checksum"))
        for p, name, _, _ in VARIANTS:
            if p != prog:
                continue
            k = (p, name)
            print("  %-9s %11.6f %11.3f %12.2f %14.2f  %s"
                  % (name, med[k], wmed[k], med[k] / iters * 1e9,
                     med[k] / winsns * 1e9, sums[k]))
        m = {name: med[(p, name)] for p, name, _, _ in VARIANTS if p == prog}
        same = {sums[(p, name)] for p, name, _, _ in VARIANTS
                if p == prog and name != "emulated"}
        print("  ratio cut / plain C: %.1f; library / plain C: %.1f; "
              "fission by hand / plain C: %.1f; library / cut: %.1f"
              % (m["cut"] / m["plain C"], m["library"] / m["plain C"],
                 m["fission"] / m["plain C"], m["library"] / m["cut"]))
        if prog == "butterfly":
            print("  fibers / plain C: %.1f; frames by hand / plain C: "
                  "%.1f; emulated / plain C: %.1f"
                  % (m["fibers"] / m["plain C"], m["frames"] / m["plain C"],
                     m["emulated"] / m["plain C"]))
            print("  issue 41's target, under 100 ns per warp instruction: "
                  "cut %.0f ns" % (m["cut"] / winsns * 1e9))
        else:
            print("  issue 41's target, within 10 times C: cut %.1f times"
                  % (m["cut"] / m["plain C"]))
        print("  same checksum in every variant but emulated: %s"
              % ("yes" if len(same) == 1 else "NO"))


if __name__ == "__main__":
    main()
