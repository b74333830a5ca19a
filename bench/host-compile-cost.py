#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""host-compile-cost.py -- what the host fallback costs at compile time
(issue 31): the host copies of N offloaded statements built as host
code (host-fallback=emulate, the default) against stock GCC's build of
the same file, and against host-fallback=trap.

Usage:  bench/host-compile-cost.py [--sizes 1000,10000,30000] [--reps R]
                                   [--cc gcc-12]

Python 3 standard library only.  Needs the offload compiler and the
built plugin (make).  Prints figures; asserts nothing.

Each file has one declare target function of N statements, a quarter
each of
  add.u32 %0, %1, K            "=r", "r"
  mad.lo.u32 %0, %1, %2, %0    "+r", "r", "r"
  add.u64 %0, %0, K            "+l", "n"
  { .reg .u32 t; mul.lo.u32 t, %1, 3; add.u32 %0, t, %1; }
                               "=r", "r", "memory"
and stock GCC's file is the same with "r" for "l" (the PTX goes to the
x86 assembler as text: -S stops before it).  "plain C" is the same work
written in C (a = b + K; b = a * a + b; c += K; a = b * 3 + b between
two empty asm volatile with a "memory" clobber, which the emulation
keeps for the "memory" statement): what GCC spends on the computation
itself, which stock GCC's asm statements hide from its optimizers.  Each way is `gcc -O2
-fopenmp -foffload=nvptx-none -S`, the plugin's with
-fplugin-arg-ptxasm-verify=no (the compile-time ptxas check has its own
bench, verify-cost.py), R times (default 5), the ways alternating;
printed: the medians of the CPU seconds of gcc and its children, and
each way's ratio to stock's.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN = os.path.join(HERE, '..', 'plugin', 'ptxasm.so')


def source(n, stock, plain=False):
    out = ['#pragma omp declare target',
           'unsigned f (unsigned a, unsigned b, unsigned long c) {']
    for i in range(n):
        k = i % 4
        if plain:
            out.append(['  a = b + %d;' % i, '  b = a * a + b;',
                        '  c = c + %d;' % i,
                        '  __asm__ __volatile__ ("" ::: "memory");'
                        ' a = b * 3 + b;'
                        ' __asm__ __volatile__ ("" ::: "memory");'][k])
        elif k == 0:
            out.append('  asm ("add.u32 %%0, %%1, %d;" : "=r" (a) : "r" (b));'
                       % i)
        elif k == 1:
            out.append('  asm ("mad.lo.u32 %0, %1, %2, %0;" : "+r" (b)'
                       ' : "r" (a), "r" (a));')
        elif k == 2:
            out.append('  asm ("add.u64 %%0, %%0, %%1;" : "+%s" (c) : "n" (%d));'
                       % ('r' if stock else 'l', i))
        else:
            out.append('  asm ("{ .reg .u32 t; mul.lo.u32 t, %1, 3; '
                       'add.u32 %0, t, %1; }" : "=r" (a) : "r" (b)'
                       ' : "memory");')
    out.append('  return a + b + (unsigned) c;')
    out.append('}')
    out.append('#pragma omp end declare target')
    return '\n'.join(out) + '\n'


def compile_cpu(cc, src, extra):
    cmd = [cc, '-O2', '-fopenmp', '-foffload=nvptx-none', '-S'] + extra + [
        src, '-o', os.devnull]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit('host-compile-cost: compile failed:\n' + r.stderr[-3000:])
    return (after.ru_utime - before.ru_utime) + (after.ru_stime
                                                 - before.ru_stime)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--sizes', default='1000,10000,30000')
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--cc', default=os.environ.get('CC', 'gcc'))
    a = ap.parse_args()
    plugin = ['-fplugin=' + os.path.abspath(PLUGIN),
              '-fplugin-arg-ptxasm-verify=no']
    ways = [('stock', []), ('emulate', plugin),
            ('trap', plugin + ['-fplugin-arg-ptxasm-host-fallback=trap']),
            ('plain', [])]
    print('host-compile-cost: %s, medians of %d compiles (CPU s)'
          % (a.cc, a.reps))
    print('%8s %9s %9s %9s %9s %10s %8s %10s'
          % ('stmts', 'stock', 'emulate', 'trap', 'plain C', 'emulate/',
             'trap/', 'emulate/C'))
    for n in (int(x) for x in a.sizes.split(',')):
        with tempfile.TemporaryDirectory() as d:
            srcs = {}
            for w in ('stock', 'plugin', 'plain'):
                srcs[w] = os.path.join(d, w + '.c')
                with open(srcs[w], 'w') as f:
                    f.write(source(n, w == 'stock', w == 'plain'))
            times = {w: [] for w, _ in ways}
            for r in range(a.reps):
                order = ways if r % 2 == 0 else list(reversed(ways))
                for w, extra in order:
                    times[w].append(compile_cpu(
                        a.cc, srcs[w if w in ('stock', 'plain') else 'plugin'],
                        extra))
            med = {w: statistics.median(t) for w, t in times.items()}
            print('%8d %9.3f %9.3f %9.3f %9.3f %9.2fx %7.2fx %9.2fx'
                  % (n, med['stock'], med['emulate'], med['trap'],
                     med['plain'], med['emulate'] / med['stock'],
                     med['trap'] / med['stock'],
                     med['emulate'] / med['plain']))
            sys.stdout.flush()


if __name__ == '__main__':
    main()
