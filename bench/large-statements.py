#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""large-statements.py -- compile cost of statements with many operands
(issue 11).

Usage:  bench/large-statements.py [--reps N] [--accs 16,32,64,128]
                                  [--statements 100] [--ptxas]

Python 3 standard library only; needs gcc 12 with the nvptx offload
compiler and the built plugin (make).  For each accumulator count M
(--accs) it generates a translation unit of --statements (100) target
regions, each holding one wgmma-shaped statement: M "+f" accumulators
and two "l" descriptors, 2M+2 GCC operands (M = 64: 130 operands, the
issue's case), with add.f32 in place of the wgmma so that ptxas for
sm_80 takes it.  Printed are the medians over --reps (default 3) of

  host   the host compile (cc1 with the plugin: the split happens here),
  plugin its -ftime-report "plugin execution" line (user seconds),
  link   the offload link (the nvptx lto1 compiles the pieces, then
         nvptx-none-as; ptxas is left out unless --ptxas),
  PTX    lines of the nvptx compiler's PTX,

and each per statement-operand (microseconds).  Stock GCC cannot compile
these statements at all (more than 30 operands), so there is no
baseline: what matters is that the cost per operand stays flat as M
grows, i.e. that the cost is linear in the operands.  It asserts
nothing.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
PLUGIN = os.path.join(TOP, "plugin", "ptxasm.so")
FLAGS = ["-O2", "-fopenmp", "-foffload=nvptx-none",
         "-foffload-options=nvptx-none=-misa=sm_80"]


def source(m, nstmt):
    outs = ", ".join('"+f" (d[%d])' % i for i in range(m))
    body = "".join('"add.f32 %%%d, %%%d, 0f3F800000;\\n"' % (i, i)
                   for i in range(m))
    body += '"// %%%d %%%d\\n"' % (m, m + 1)
    fns = []
    for s in range(nstmt):
        fns.append(f"""
void
f{s} (float *p, unsigned long a, unsigned long b)
{{
#pragma omp target map(tofrom: p[0:{m}])
  {{
    float d[{m}];
    for (int k = 0; k < {m}; k++)
      d[k] = p[k];
    asm volatile ({body}
                  : {outs}
                  : "l" (a), "l" (b));
    for (int k = 0; k < {m}; k++)
      p[k] = d[k];
  }}
}}
""")
    main = "int\nmain (void)\n{\n  float p[%d] = { 0 };\n" % m
    main += "".join("  f%d (p, 1, 2);\n" % s for s in range(nstmt))
    main += "  return p[0] != %d;\n}\n" % nstmt
    return "".join(fns) + main


def run(cmd, cwd):
    t0 = time.monotonic()
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), r.stdout[-3000:]))
    return time.monotonic() - t0, r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--accs", default="16,32,64,128")
    ap.add_argument("--statements", type=int, default=100)
    ap.add_argument("--ptxas", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(PLUGIN):
        sys.exit("build the plugin first (make)")
    tmp = tempfile.mkdtemp(prefix="ptxasm-large-")
    print("%d statements per TU, medians of %d runs; us/op = per "
          "statement-operand" % (args.statements, args.reps))
    print("%5s %8s %8s %7s %8s %7s %8s %8s" % (
        "ops", "host s", "us/op", "plugin", "us/op", "link s", "us/op",
        "PTX"))
    try:
        for m in [int(x) for x in args.accs.split(",")]:
            ops = 2 * m + 2
            src = os.path.join(tmp, "large%d.c" % m)
            with open(src, "w") as f:
                f.write(source(m, args.statements))
            host, plug, link = [], [], []
            lines = 0
            for _ in range(args.reps):
                t, out = run(["gcc", *FLAGS, "-fplugin=" + PLUGIN,
                              "-ftime-report", "-c", src, "-o", "l.o"], tmp)
                host.append(t)
                mt = re.search(r"plugin execution\s*:\s*([0-9.]+)", out)
                plug.append(float(mt.group(1)) if mt else 0.0)
                link_cmd = ["gcc", *FLAGS, "l.o", "-o", "l.exe",
                            "-save-temps", "-dumpbase", "l"]
                if not args.ptxas:
                    link_cmd.append("-foffload-options=nvptx-none=-Wa,--no-verify")
                t, _ = run(link_cmd, tmp)
                link.append(t)
                ptx = os.path.join(tmp, "l.xnvptx-none.mkoffload.s")
                if os.path.exists(ptx):
                    with open(ptx) as f:
                        lines = sum(1 for _ in f)
            n = ops * args.statements
            h, p, l = (statistics.median(host), statistics.median(plug),
                       statistics.median(link))
            print("%5d %8.2f %8.1f %7.3f %8.2f %7.2f %8.1f %8d" % (
                ops, h, h / n * 1e6, p, p / n * 1e6, l, l / n * 1e6, lines))
            sys.stdout.flush()
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
