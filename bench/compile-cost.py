#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""compile-cost.py -- what ptxasm costs at compile time (issue 6).

Usage:  bench/compile-cost.py [options]      (make bench; ~10 min on 2 cores)
        bench/compile-cost.py --quick        (a smoke run, under a minute)

Python 3 standard library only.  Needs gcc 12 with the nvptx offload
compiler, the built plugin (make), and valgrind for the instruction
counts.  It prints figures and compares them with the targets of issue 6;
it asserts nothing about time (the test suite must not either).  Run it
on a quiet machine: other jobs on the same cores move the timings by 10%
and more; the instruction counts of (d) hardly move.

What is measured
----------------
(a,b) Many statements.  For each size (--sizes, default 0, 1000, 10000
  and 50000 asm statements) a translation unit is generated: 10 to 50
  statements per function (--per-function), 2 of 3 functions `declare
  target` (half with an `if (omp_is_initial_device ()) return` for the
  host, half unguarded, so their host copy gets ptxasm's trap), the rest
  `omp target` regions (70% with the asm under `if (!omp_is_initial_device
  ())`); every declare target function is called from a target region.
  The statements are a fixed-seed mix of the letters h r l f d n, "=" and
  "+" outputs, one-instruction templates, multi-line braced blocks with
  local .reg declarations, PTX names (%clock, %laneid, %tid.x, %p, and
  %%clock64 written nvcc's other way), "memory" clobbers and some basic
  asm.  Each TU is compiled --reps times (default 5) with and without the
  plugin, alternating (with, without; without, with; ...), then linked
  as many times, alternating likewise; printed are
  the medians of wall time and of CPU time (user+sys of gcc and all its
  children) and the median of the with/without ratios of the
  repetitions, for
    (a) the host compile   gcc -O2 -fopenmp -foffload=nvptx-none
                           -foffload-options=nvptx-none=-misa=sm_80 -c
    (b) the offload link   the object of (a) -> executable: lto-wrapper,
                           mkoffload, the nvptx lto1, nvptx-none-as and
                           -ld, the host compile of the image, ld.
  ptxas is kept out of the link (-Wa,--no-verify for the offload
  compiler, both builds): GCC 12's nvptx back end often keeps a 16-bit
  value in a .u32 register, and ptxas rejects such a register in the
  baseline's 16-bit instructions (ptxasm copies h operands with
  cvt.u16.u16, which accepts it).  --ptxas lets nvptx-none-as run ptxas
  as usual; add --letters rlfdn to leave the h statements out, so that
  both builds pass.

(c) The plugin's own time, at every size: -ftime-report's "plugin
  execution" line, user seconds, median of --reps extra host compiles
  with the plugin.  The PRE_GENERICIZE callback and both passes are
  accounted to TV_PLUGIN_RUN; GCC's own timers nested inside the passes
  (the CFG cleanup the host pass asks for) are not in that line.  The
  figure is coarse: GCC reads its timers (in system calls) around every
  pass of every function, and the plugin's passes are short, so one
  run's figure can be off by a third at 10000 statements.

(d) The plugin's own instructions, exactly: cc1 of the host compile runs
  under `valgrind --tool=callgrind` at --callgrind-sizes (default 1000
  and 10000; callgrind is ~60x slower than cc1: 10000 takes 3 minutes,
  50000 12), and the inclusive instruction counts (Ir) of everything GCC
  calls in the plugin are summed: initialize_plugins () (dlopen and
  plugin_init), ptxasm_tag_function, and the device and host passes'
  gate and execute.  That covers what the plugin has GCC do for it
  (gimple_build_asm_vec, build_string_literal, cleanup_tree_cfg, ...).
  At the largest of these sizes the baseline's cc1 is counted too, and
  the with/without ratio is split into the plugin's own code and the
  rest of cc1.  Counts repeat to within 0.1% from run to run.

(e) One huge template: a TU with one asm statement of --template-mb
  megabytes (default 0.25, 0.5 and 1) of PTX with operand references,
  %-names and %%: the host compile with and without the plugin, the
  plugin's -ftime-report time and its Ir under callgrind, against size.

The baseline ("without")
------------------------
Stock GCC cannot build the benchmark's source: the nvptx back end knows
only "r" and "n", nvcc's %clock reads as an operand modifier, and the
host fallback copy hands the PTX to the x86 assembler.  The baseline is
the same generated program written the way stock GCC accepts it,
statement for statement:

  * the same functions, variables, types, operands, clobbers and PTX
    instructions (so the same PTX reaches the link);
  * every register letter (h r l f d) becomes "r" ("+l" -> "+r"; "n"
    stays): GCC's nvptx back end takes any scalar mode in "r";
  * nvcc's %clock is written %%clock, GCC's way;
  * the host is kept from the PTX by GCC itself: every device part is
    guarded by __builtin_acc_on_device (2) (acc_device_host), which GCC
    folds to a constant once the offload IR has been written, so the
    host copies lose their asm at the start of the late GIMPLE passes.

That is the program a user would get if GCC did what ptxasm does: the
same device code, and host copies without it.  The plugin's build, like
a user's, guards with omp_is_initial_device () or not at all, and ptxasm
removes the asm from the host copies itself.  Everything the plugin
makes GCC do on top is charged to it: its own code (c, d), and the
downstream work -- a longer PTX in the link (markers, .b16/.b32/.b64
copies of h, r, l operands), and host copies that keep the device code
until ptxasm's host pass.  Two baselines were rejected: host copies that
keep the asm, made x86-harmless (x86 prints {a|b} dialect alternative a,
nvptx prints it verbatim), are far slower than the plugin's build and
would hide its cost; and the baseline's source compiled with the plugin
is impossible (the plugin rightly rejects "r" for a float).
"""

import argparse
import os
import random
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

# ---------------------------------------------------------------------------
# The statements.
#
# A template is a list of lines; '$' stands for nvcc's verbatim '%'
# (written '%' for the plugin, '%%' for stock GCC).  Operands are
# (constraint, C expression); constraints are written in nvcc's letters.
# Variables every function has: r0..r3 (unsigned), h0 h1 (unsigned short),
# l0 l1 (unsigned long), f0..f2 (float), d0..d2 (double), p (unsigned *).


class Stmt:
    def __init__(self, weight, lines, outs=(), ins=(), clobbers=(),
                 volatile=False, braced=False, basic=False):
        self.weight = weight
        self.lines = list(lines)
        self.outs = list(outs)
        self.ins = list(ins)
        self.clobbers = list(clobbers)
        self.volatile = volatile
        self.braced = braced
        self.basic = basic


CATALOGUE = [
    # one instruction, r
    Stmt(6, ["add.s32 %0, %1, %2;"], [("=r", "r0")],
         [("r", "r1"), ("r", "r2")]),
    Stmt(3, ["add.s32 %0, %1, %2;"], [("=r", "r1")],
         [("r", "r2"), ("n", "17")]),
    Stmt(3, ["shl.b32 %0, %1, %2;"], [("=r", "r2")],
         [("r", "r0"), ("n", "3")]),
    Stmt(2, ["popc.b32 %0, %1;"], [("=r", "r3")], [("r", "r1")]),
    Stmt(2, ["brev.b32 %0, %1;"], [("=r", "r0")], [("r", "r3")]),
    Stmt(2, ["xor.b32 %0, %0, %1;"], [("+r", "r2")], [("r", "r3")]),
    # h
    Stmt(3, ["add.u16 %0, %1, %2;"], [("=h", "h0")],
         [("h", "h1"), ("h", "h0")]),
    Stmt(2, ["mov.b16 %0, %1;"], [("=h", "h1")], [("h", "h0")]),
    # l
    Stmt(3, ["add.u64 %0, %0, %1;"], [("+l", "l0")], [("l", "l1")]),
    Stmt(2, ["mul.wide.u32 %0, %1, %2;"], [("=l", "l1")],
         [("r", "r0"), ("r", "r1")]),
    # f, d
    Stmt(4, ["fma.rn.f32 %0, %1, %2, %0;"], [("+f", "f0")],
         [("f", "f1"), ("f", "f2")]),
    Stmt(2, ["sqrt.approx.f32 %0, %1;"], [("=f", "f1")], [("f", "f0")]),
    Stmt(3, ["add.f64 %0, %1, %2;"], [("=d", "d0")],
         [("d", "d1"), ("d", "d2")]),
    Stmt(2, ["fma.rn.f64 %0, %1, %2, %0;"], [("+d", "d1")],
         [("d", "d0"), ("d", "d2")]),
    # special registers: nvcc's %name and %%name
    Stmt(3, ["mov.u32 %0, $clock;"], [("=r", "r3")], volatile=True),
    Stmt(2, ["mov.u32 %0, %%clock;"], [("=r", "r2")], volatile=True),
    Stmt(2, ["mov.u64 %0, %%clock64;"], [("=l", "l1")], volatile=True),
    Stmt(2, ["mov.u32 %0, $laneid;"], [("=r", "r1")], volatile=True),
    Stmt(2, ["mov.u32 %0, $tid.x;"], [("=r", "r2")]),
    Stmt(2, ["activemask.b32 %0;"], [("=r", "r3")], volatile=True),
    Stmt(2, ["shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;"],
         [("=r", "r0")], [("r", "r1"), ("n", "1")], volatile=True),
    # multi-line braced blocks
    Stmt(2, [".reg .pred $p;", "setp.ne.u32 $p, %1, 0;",
             "@$p add.u32 %0, %0, 1;"],
         [("+r", "r0")], [("r", "r1")], volatile=True, braced=True),
    Stmt(2, [".reg .u32 $start, $stop;", "mov.u32 $start, $clock;",
             "add.u32 %0, %2, %3;", "mov.u32 $stop, $clock;",
             "sub.u32 %1, $stop, $start;"],
         [("=r", "r1"), ("=r", "r2")], [("r", "r0"), ("r", "r3")],
         volatile=True, braced=True),
    Stmt(1, [".reg .f32 $lo;", "min.f32 $lo, %1, %2;", "max.f32 %0, %1, %2;",
             "add.f32 %0, %0, $lo;"],
         [("=f", "f2")], [("f", "f0"), ("f", "f1")], braced=True),
    Stmt(1, [".reg .u64 $acc;", "mul.lo.u64 $acc, %1, %2;",
             "add.u64 %0, $acc, %1;"],
         [("=l", "l0")], [("l", "l1"), ("l", "l0")], braced=True),
    # memory
    Stmt(2, ["st.u32 [%0], %1;"], [], [("l", "p"), ("r", "r0")], ["memory"],
         volatile=True),
    Stmt(2, ["ld.volatile.u32 %0, [%1];"], [("=r", "r1")], [("l", "p")],
         ["memory"], volatile=True),
    Stmt(1, ["atom.add.u32 %0, [%1], %2;"], [("=r", "r2")],
         [("l", "p"), ("r", "r3")], ["memory"], volatile=True),
    Stmt(1, ["membar.gl;"], [], [], ["memory"], volatile=True),
    # basic asm
    Stmt(1, ["membar.cta;"], volatile=True, basic=True),
]

def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') \
        .replace("\n", "\\n").replace("\t", "\\t") + '"'


def template_pieces(lines, braced, mode):
    """The template as C string pieces, one per line of PTX."""
    pct = "%" if mode == "ptxasm" else "%%"
    lines = [l.replace("$", pct) for l in lines]
    if braced:
        lines = ["{"] + lines + ["}"]
    return [l + ("\n\t" if i + 1 < len(lines) else "")
            for i, l in enumerate(lines)]


def letter(cons, mode):
    if mode == "ptxasm":
        return cons
    return re.sub("[hrlfd]", "r", cons)


def render(st, mode, indent):
    pieces = template_pieces(st.lines, st.braced, mode)
    kw = "asm volatile" if st.volatile else "asm"
    pad = " " * (len(indent) + len(kw) + 2)
    text = ("\n" + pad).join(c_string(p) for p in pieces)
    if st.basic:
        return "%s%s (%s);\n" % (indent, kw, text)
    ops = lambda l: ", ".join('"%s" (%s)' % (letter(c, mode), e) for c, e in l)
    sections = [ops(st.outs), ops(st.ins),
                ", ".join('"%s"' % c for c in st.clobbers)]
    while sections and not sections[-1]:
        sections.pop()
    tail = " ".join(": " + x if x else ":" for x in sections) or ":"
    sep = ("\n" + pad) if len(pieces) > 1 else " "
    return "%s%s (%s%s%s);\n" % (indent, kw, text, sep, tail)


LOCALS_DEV = """\
  unsigned r0 = a, r1 = b, r2 = a ^ b, r3 = a + 7u;
  unsigned short h0 = hp[0], h1 = hp[1];
  unsigned long l0 = z, l1 = z * 3u;
  float f0 = x, f1 = x * 0.5f, f2 = x + 1.0f;
  double d0 = y, d1 = y * 2.0, d2 = y + 3.0;
"""

SUM = ("r0 + r1 + r2 + r3 + l0 + l1"
       " + (unsigned long) (f0 + f1 + f2) + (unsigned long) (d0 + d1 + d2)")


def uses_only(st, letters):
    cons = [c for c, _ in st.outs + st.ins]
    return all(re.sub("[=+&]", "", c) in letters for c in cons)


def gen_tu(n, mode, seed, per_fn, letters="hrlfdn"):
    """A TU with N asm statements, for MODE 'ptxasm' or 'stock'; only
    statements whose constraint letters are all in LETTERS."""
    rng = random.Random(seed)
    cat = [st for st in CATALOGUE if uses_only(st, letters)]
    weights = [st.weight for st in cat]
    lo, hi = per_fn
    # Split N into functions; 2 of 3 are declare target functions.
    funcs = []
    left = n
    while left > 0:
        k = min(left, rng.randint(lo, hi))
        left -= k
        kind = "dev" if rng.random() < 2 / 3 else "kern"
        guarded = rng.random() < (0.5 if kind == "dev" else 0.7)
        stmts = rng.choices(cat, weights=weights, k=k)
        funcs.append((kind, guarded, stmts))
    if funcs and not any(f[0] == "kern" for f in funcs):
        funcs[-1] = ("kern",) + funcs[-1][1:]
    ndev = sum(1 for f in funcs if f[0] == "dev")
    nkern = len(funcs) - ndev

    out = ["/* Generated by bench/compile-cost.py: %d asm statements, %s "
           "form. */\n" % (n, mode),
           "#include <omp.h>\n\n"]
    devs = []
    for kind, guarded, stmts in funcs:
        if kind != "dev":
            continue
        i = len(devs)
        devs.append("dev_%d" % i)
        out.append("#pragma omp declare target\n")
        out.append("unsigned long\ndev_%d (unsigned a, unsigned b, float x, "
                   "double y, unsigned long z,\n       unsigned short *hp, "
                   "unsigned *p)\n{\n" % i)
        out.append(LOCALS_DEV)
        if mode == "stock":
            out.append("  if (__builtin_acc_on_device (2))\n"
                       "    return a + b + z + (unsigned long) (x + y);\n")
        elif guarded:
            out.append("  if (omp_is_initial_device ())\n"
                       "    return a + b + z + (unsigned long) (x + y);\n")
        for st in stmts:
            out.append(render(st, mode, "  "))
        out.append("  hp[0] = h0; hp[1] = h1;\n  return %s;\n}\n"
                   "#pragma omp end declare target\n\n" % SUM)

    # Each declare target function is called from one target region.
    calls = [[] for _ in range(max(nkern, 1))]
    for i, d in enumerate(devs):
        calls[i % len(calls)].append(d)
    j = 0
    for kind, guarded, stmts in funcs:
        if kind != "kern":
            continue
        out.append("void\nkern_%d (unsigned *buf, unsigned short *hb, "
                   "float *fb, double *db)\n"
                   "{\n#pragma omp target map(tofrom: buf[0:8], hb[0:2], "
                   "fb[0:4], db[0:4])\n  {\n" % j)
        out.append(
            "    unsigned *p = buf;\n"
            "    unsigned r0 = buf[0], r1 = buf[1], r2 = buf[2], r3 = buf[3];\n"
            "    unsigned short h0 = hb[0], h1 = hb[1];\n"
            "    unsigned long l0 = buf[6], l1 = (unsigned long) buf[7] << 32;\n"
            "    float f0 = fb[0], f1 = fb[1], f2 = fb[2];\n"
            "    double d0 = db[0], d1 = db[1], d2 = db[2];\n")
        ind = "    "
        if mode == "stock":
            out.append("    if (!__builtin_acc_on_device (2))\n      {\n")
            ind = "\t"
        elif guarded:
            out.append("    if (!omp_is_initial_device ())\n      {\n")
            ind = "\t"
        for st in stmts:
            out.append(render(st, mode, ind))
        if guarded or mode == "stock":
            out.append("      }\n")
        for d in calls[j]:
            out.append("    l1 += %s (r0, r1, f0, d0, l0, hb, p);\n" % d)
        out.append(
            "    buf[0] = r0; buf[1] = r1; buf[2] = r2; buf[3] = r3;\n"
            "    hb[0] = h0; hb[1] = h1;\n"
            "    buf[6] = (unsigned) l0; buf[7] = (unsigned) (l1 >> 32);\n"
            "    fb[0] = f0; fb[1] = f1; fb[2] = f2;\n"
            "    db[0] = d0; db[1] = d1; db[2] = d2;\n  }\n}\n\n")
        j += 1

    out.append("int\nmain (void)\n{\n  static unsigned buf[8];\n"
               "#pragma omp target map(tofrom: buf[0:8])\n  buf[0]++;\n"
               "  return (int) buf[0] - 1;\n}\n")
    return "".join(out)


# One huge template: lines with operand references (h, r and l operands,
# so the plugin adds its .b16/.b32/.b64 copies), %-names and %%.
BIG_LINES = [
    "mov.u32 $t, $clock;",
    "add.u32 %0, %0, $t;",
    "add.u16 %1, %1, %4;",
    "xor.b32 %0, %0, %3;",
    "mov.u64 $c, %%clock64;",
    "add.u64 %2, %2, $c;",
    "mov.u32 $t, $laneid;",
    "shl.b32 %0, %0, 1;",
]


def gen_big(size, mode):
    """A TU with one asm statement whose template is about SIZE bytes."""
    lines = [".reg .u32 $t;", ".reg .u64 $c;"]
    total = 0
    while total < size:
        for l in BIG_LINES:
            lines.append(l)
            total += len(l) + 2
    st = Stmt(1, lines, [("+r", "r"), ("+h", "h"), ("+l", "l")],
              [("r", "a"), ("h", "s")], ["memory"], volatile=True, braced=True)
    return ("/* Generated by bench/compile-cost.py: one asm statement with a "
            "%d-byte template, %s form. */\n"
            "#include <omp.h>\n\n#pragma omp declare target\n"
            "/* noinline: else -O2's function splitting moves the asm away "
            "from its guard. */\n__attribute__ ((noinline)) unsigned long\n"
            "big (unsigned a, unsigned short s, unsigned long z)\n{\n"
            "  unsigned r = a; unsigned short h = s; unsigned long l = z;\n"
            "  if (%s)\n    return a;\n"
            "%s  return r + h + l;\n}\n#pragma omp end declare target\n\n"
            "int\nmain (void)\n{\n  unsigned long v = 0;\n"
            "#pragma omp target map(tofrom: v)\n  v = big (1, 2, 3);\n"
            "  return (int) v;\n}\n" % (
                size, mode, "omp_is_initial_device ()" if mode == "ptxasm"
                else "__builtin_acc_on_device (2)", render(st, mode, "  ")))


# ---------------------------------------------------------------------------
# Running things.


class Bench:
    def __init__(self, args):
        self.args = args
        self.plugin = os.path.abspath(args.plugin)
        offload = "-misa=sm_80"
        if not args.ptxas:
            offload += " -Wa,--no-verify"
        self.flags = [args.opt, "-fopenmp", "-foffload=nvptx-none",
                      "-foffload-options=nvptx-none=" + offload]
        self.work = os.path.abspath(args.workdir) if args.workdir else \
            tempfile.mkdtemp(prefix="ptxasm-bench-")
        os.makedirs(self.work, exist_ok=True)

    def log(self, msg):
        if self.args.verbose:
            print("  .. " + msg, file=sys.stderr, flush=True)

    def cmd(self, mode, extra):
        plug = ["-fplugin=" + self.plugin] if mode == "ptxasm" else []
        return [self.args.gcc] + self.flags + plug + extra

    def run(self, argv):
        """Run ARGV in the scratch directory; return (wall seconds, CPU
        seconds of it and its children, output)."""
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        p = subprocess.run(argv, cwd=self.work, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True)
        t1 = time.perf_counter()
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode != 0:
            out = "\n".join(l for l in p.stdout.splitlines()
                            if not re.search(r"__offload_|DT_TEXTREL", l))
            print("$ " + " ".join(shlex.quote(a) for a in argv),
                  file=sys.stderr)
            print(out[-4000:], file=sys.stderr)
            sys.exit("compile-cost: the command above failed")
        cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        return t1 - t0, cpu, p.stdout

    def write(self, name, text):
        with open(os.path.join(self.work, name), "w") as f:
            f.write(text)
        return name

    def measure(self, srcs, do_link):
        """SRCS: {mode: file}.  --reps host compiles of each mode, the modes
        alternating, then as many links.  (Interleaving the two made the
        next compile's time jump by up to half.)  Returns {mode: {'c':
        [(wall, cpu)], 'link': [(wall, cpu)]}}."""
        res = {m: {"c": [], "link": []} for m in srcs}
        order = ["ptxasm", "stock"]
        for step in ("c", "link") if do_link else ("c",):
            for rep in range(self.args.reps):
                for mode in (order if rep % 2 == 0 else order[::-1]):
                    base = os.path.splitext(srcs[mode])[0]
                    if step == "c":
                        argv = ["-c", srcs[mode], "-o", base + ".o"]
                    else:
                        argv = [base + ".o", "-o", base + ".exe"]
                    w, c, _ = self.run(self.cmd(mode, argv))
                    res[mode][step].append((w, c))
                    self.log("%s %s rep %d: %.2fs"
                             % (srcs[mode], step, rep, w))
        return res

    def time_report(self, src):
        """-ftime-report of the host compile with the plugin, --reps times:
        medians of (plugin execution, TOTAL), user seconds.  (The system
        time is mostly -ftime-report's own: it calls getrusage and times
        at every pass of every function.)"""
        plug, total = [], []
        base = os.path.splitext(src)[0]
        for _ in range(self.args.reps):
            _, _, out = self.run(self.cmd("ptxasm", ["-ftime-report", "-c",
                                                     src, "-o", base + ".o"]))
            pe = re.search(r"^ plugin execution\s*:\s*([\d.]+)", out, re.M)
            tt = re.search(r"^ TOTAL\s*:\s*([\d.]+)", out, re.M)
            if not tt:
                sys.exit("compile-cost: no TOTAL in -ftime-report output")
            plug.append(float(pe.group(1)) if pe else 0.0)
            total.append(float(tt.group(1)))
        return med(plug), med(total)

    # --- callgrind ---------------------------------------------------------

    def cc1_argv(self, mode, src, asm_out):
        """The cc1 command line the driver runs for the host compile."""
        p = subprocess.run(self.cmd(mode, ["-###", "-c", src, "-o", "x.o"]),
                           cwd=self.work, stderr=subprocess.PIPE,
                           stdout=subprocess.DEVNULL, universal_newlines=True)
        for line in p.stderr.splitlines():
            argv = shlex.split(line)
            if argv and os.path.basename(argv[0]) == "cc1":
                argv[argv.index("-o") + 1] = asm_out
                return argv
        sys.exit("compile-cost: no cc1 in the output of gcc -###")

    def callgrind(self, mode, src):
        """Run cc1 under callgrind.  Returns (total Ir, {entry: Ir})."""
        base = os.path.splitext(src)[0]
        out = os.path.join(self.work, base + "." + mode + ".callgrind")
        argv = self.cc1_argv(mode, src, base + ".cg.s")
        self.log("callgrind: %s" % src)
        subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file="
                        + out, "--compress-strings=no", "--compress-pos=no"]
                       + argv, cwd=self.work, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return parse_callgrind(out)


# What GCC calls in the plugin, by the groups printed.  They do not call
# one another, so their inclusive costs add up.
ENTRIES = [
    ("load", re.compile(r"^initialize_plugins\(\)$")),
    ("tag", re.compile(r"^ptxasm_tag_function\(.*\)$")),
    ("device", re.compile(r"^\(anonymous namespace\)::device_pass::"
                          r"(gate|execute)\(.*\)$")),
    ("host", re.compile(r"^\(anonymous namespace\)::host_pass::"
                        r"(gate|execute)\(.*\)$")),
]


def parse_callgrind(path):
    """The run's total Ir, and the inclusive Ir of each group of ENTRIES.
    A function's inclusive cost is its self cost plus the cost recorded on
    each call it makes (no recursion among these)."""
    incl = {}
    total = 0
    fn = None
    with open(path) as f:
        for line in f:
            c = line[:1]
            if c.isdigit():
                if fn is not None:
                    parts = line.split()
                    if len(parts) >= 2:
                        incl[fn] = incl.get(fn, 0) + int(parts[1])
            elif line.startswith("fn="):
                fn = line[3:].rstrip("\n")
            elif line.startswith(("summary:", "totals:")):
                total = max(total, int(line.split()[1]))
    groups = {g: 0 for g, _ in ENTRIES}
    for name, ir in incl.items():
        for g, rx in ENTRIES:
            if rx.match(name):
                groups[g] += ir
    return total, groups


# ---------------------------------------------------------------------------
# Reporting.


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def ratio(a, b):
    return "%.3f" % (a / b) if b > 0 else "-"


def pair_ratio(t, step, i):
    """Median over the repetitions of with/without, for wall (I=0) or
    CPU (I=1) seconds of STEP."""
    return med([w[i] / s[i] for w, s in zip(t["ptxasm"][step],
                                             t["stock"][step]) if s[i] > 0])


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def main():
    ap = argparse.ArgumentParser(
        description="Compile-time cost of the ptxasm plugin (issue 6); "
        "see the head of this file for what is measured and why.")
    ap.add_argument("--sizes", default="0,1000,10000,50000",
                    help="asm statements per TU (default %(default)s)")
    ap.add_argument("--reps", type=int, default=5,
                    help="repetitions of each compile (default %(default)s)")
    ap.add_argument("--per-function", default="10:50", metavar="MIN:MAX",
                    help="statements per function (default %(default)s)")
    ap.add_argument("--letters", default="hrlfdn",
                    help="constraint letters of the statements generated "
                    "(default %(default)s)")
    ap.add_argument("--callgrind-sizes", default="1000,10000",
                    help="sizes whose cc1 runs under callgrind, or 'none' "
                    "(default %(default)s)")
    ap.add_argument("--template-mb", default="0.25,0.5,1",
                    help="sizes of the one huge template in MB, or 'none' "
                    "(default %(default)s)")
    ap.add_argument("--no-link", action="store_true",
                    help="time the host compile only")
    ap.add_argument("--ptxas", action="store_true",
                    help="let nvptx-none-as run ptxas in the link")
    ap.add_argument("--quick", action="store_true",
                    help="smoke run: --sizes 0,1000 --reps 1 "
                    "--callgrind-sizes none --template-mb 0.25")
    ap.add_argument("--opt", default="-O2",
                    help="optimization option (default %(default)s)")
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin",
                    default=os.path.join(TOP, "plugin", "ptxasm.so"))
    ap.add_argument("--workdir", help="scratch directory (default: a new "
                    "temporary one, removed at the end)")
    ap.add_argument("--keep", action="store_true",
                    help="keep the scratch directory")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.quick:
        args.sizes, args.reps = "0,1000", 1
        args.callgrind_sizes, args.template_mb = "none", "0.25"

    def nums(s, conv=int):
        return [] if s == "none" else [conv(x) for x in s.split(",") if x]

    sizes = nums(args.sizes)
    cg_sizes = nums(args.callgrind_sizes)
    tmpl_mb = nums(args.template_mb, float)
    lo, hi = (int(x) for x in args.per_function.split(":"))
    if not os.path.exists(args.plugin):
        sys.exit("compile-cost: %s not found; run make first" % args.plugin)
    have_vg = shutil.which("valgrind") is not None
    if not have_vg and (cg_sizes or tmpl_mb):
        print("compile-cost: no valgrind: no instruction counts",
              file=sys.stderr)
        cg_sizes = []

    b = Bench(args)
    start = time.perf_counter()
    gccv = subprocess.run([args.gcc, "-dumpfullversion"],
                          stdout=subprocess.PIPE,
                          universal_newlines=True).stdout.strip()
    print("ptxasm compile-cost: gcc %s; %d CPUs (%s)" % (
        gccv, os.cpu_count(), cpu_model()))
    print("flags: %s" % " ".join(b.flags))
    print("%d statements per function (%d-%d), letters %s, seed %d; "
          "medians of %d runs" % ((lo + hi) // 2, lo, hi, args.letters,
                                  args.seed, args.reps))
    print()

    def tu(n):
        return {m: b.write("n%d-%s.c" % (n, m),
                           gen_tu(n, m, args.seed, (lo, hi), args.letters))
                for m in ("ptxasm", "stock")}

    # (a, b)
    timing = {}
    if sizes:
        print("(a) host compile (-c) and (b) offload link, seconds")
        print("%7s %-5s %8s %8s %7s %9s %9s %7s" % (
            "asm", "", "wall w/", "w/o", "ratio", "cpu w/", "w/o", "ratio"))
        for n in sizes:
            t = timing[n] = b.measure(tu(n), not args.no_link)
            for step in ("c", "link"):
                if not t["ptxasm"][step]:
                    continue
                w = [med([x[i] for x in t[m][step]])
                     for m in ("ptxasm", "stock") for i in (0, 1)]
                print("%7d %-5s %8.2f %8.2f %7.3f %9.2f %9.2f %7.3f" % (
                    n, "-c" if step == "c" else "link", w[0], w[2],
                    pair_ratio(t, step, 0), w[1], w[3],
                    pair_ratio(t, step, 1)), flush=True)
        print("  ratio: the median of the with/without ratios of each "
              "repetition (the two\n  compiles of a repetition run back "
              "to back)")
        print()

    # (c)
    treport = {}
    if sizes:
        print("(c) plugin time: -ftime-report \"plugin execution\", user "
              "seconds, host compile")
        print("  (one run's figure can be off by a third at 10000 statements: "
              "the timers\n  are read at every pass of every function, and "
              "the plugin's passes are short)")
        print("%7s %9s %9s %7s %14s" % ("asm", "plugin s", "cc1 s", "share",
                                        "us/statement"))
        for n in sizes:
            pl, tot = treport[n] = b.time_report("n%d-ptxasm.c" % n)
            print("%7d %9.2f %9.2f %6.1f%% %14s" % (
                n, pl, tot, 100 * pl / tot if tot else 0,
                "%.1f" % (1e6 * pl / n) if n else "-"), flush=True)
        print()

    # (d)
    cg = {}
    stock_ir = None
    if cg_sizes:
        print("(d) instructions (Ir) of cc1 of the host compile, callgrind")
        print("%7s %13s %11s %6s %9s %11s %11s %9s %9s" % (
            "asm", "cc1", "plugin", "share", "per stmt", "device", "host",
            "tag", "load"))
        for i, n in enumerate(cg_sizes):
            srcs = tu(n)
            tot, g = cg[n] = b.callgrind("ptxasm", srcs["ptxasm"])
            pl = sum(g.values())
            print("%7d %13d %11d %5.2f%% %9s %11d %11d %9d %9d" % (
                n, tot, pl, 100.0 * pl / tot,
                "%.0f" % ((pl - g["load"]) / n) if n else "-",
                g["device"], g["host"], g["tag"], g["load"]), flush=True)
            if i == len(cg_sizes) - 1:
                stock_ir = (n, b.callgrind("stock", srcs["stock"])[0])
        print("  plugin = load + tag + device + host: inclusive Ir of "
              "initialize_plugins (),\n  ptxasm_tag_function and the "
              "passes' gate and execute; per stmt without the load")
        if stock_ir:
            n, st = stock_ir
            tot, g = cg[n]
            pl = sum(g.values())
            print("  %d statements, cc1 without the plugin: %d Ir; with/"
                  "without %.3f =\n  1 + %.3f (the plugin's own code) + "
                  "%.3f (the rest of cc1)" % (
                      n, st, tot / st, pl / st, (tot - pl - st) / st))
        print()

    # (e)
    big = []
    if tmpl_mb:
        print("(e) one asm statement with a huge template, host compile (-c)")
        print("%6s %8s %8s %7s %9s %12s %9s" % (
            "MB", "wall w/", "w/o", "ratio", "plugin s", "plugin Ir",
            "Ir/byte"))
        print("  (plugin Ir here without the load: tag + device + host)")
        for mb in tmpl_mb:
            size = int(mb * 1024 * 1024)
            srcs = {m: b.write("big%d-%s.c" % (size, m), gen_big(size, m))
                    for m in ("ptxasm", "stock")}
            t = b.measure(srcs, False)
            w = med([x[0] for x in t["ptxasm"]["c"]])
            s = med([x[0] for x in t["stock"]["c"]])
            pl, _ = b.time_report(srcs["ptxasm"])
            ir = 0
            if have_vg:
                g = b.callgrind("ptxasm", srcs["ptxasm"])[1]
                ir = sum(g.values()) - g["load"]
            big.append((size, w, s, pl, ir))
            print("%6.2f %8.2f %8.2f %7s %9.2f %12d %9.1f" % (
                mb, w, s, ratio(w, s), pl, ir, ir / size), flush=True)
        print()

    # Targets.
    print("targets of issue 6")
    if 10000 in timing:
        t = timing[10000]
        r = [pair_ratio(t, "c", i) for i in (0, 1)]
        share = treport[10000][0] / treport[10000][1] \
            if treport[10000][1] else 0
        print("  host compile at 10000 statements, overhead <= 2%%: %+.1f%% "
              "cpu (%+.1f%% wall) -> %s\n    (the plugin's own time: %.1f%% "
              "of cc1's)" % (100 * (r[1] - 1), 100 * (r[0] - 1),
                             "met" if r[1] <= 1.02 else "NOT met",
                             100 * share))
    if 10000 in treport and 50000 in treport and treport[10000][0] > 0:
        q = treport[50000][0] / treport[10000][0]
        print("  plugin time 50000 vs 10000 statements <= 5.5x: %.2fx "
              "(-ftime-report) -> %s" % (q, "met" if q <= 5.5 else "NOT met"))
    if len(cg_sizes) >= 2:
        n0, n1 = cg_sizes[0], cg_sizes[-1]
        p0 = sum(cg[n0][1].values()) - cg[n0][1]["load"]
        p1 = sum(cg[n1][1].values()) - cg[n1][1]["load"]
        print("  plugin Ir, %d vs %d statements: %.3fx for %.1fx the "
              "statements (exact)" % (n1, n0, p1 / p0, n1 / n0))
    if len(big) >= 2 and big[0][4]:
        (s0, w0, _, _, i0), (s1, w1, _, _, i1) = big[0], big[-1]
        q = (i1 / i0) / (s1 / s0)
        print("  huge template linear: plugin Ir %.2fx, compile %.2fx for "
              "%.1fx the bytes -> %s" % (i1 / i0, w1 / w0, s1 / s0,
                                         "met" if q <= 1.1 else "NOT met"))
    print()
    print("%.0f s in all.  Reproduce: %s" % (
        time.perf_counter() - start,
        " ".join(shlex.quote(a) for a in ["bench/compile-cost.py"]
                 + sys.argv[1:])))
    if args.keep or args.workdir:
        print("scratch files in " + b.work)
    else:
        shutil.rmtree(b.work, ignore_errors=True)


if __name__ == "__main__":
    main()
