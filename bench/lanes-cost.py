#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""lanes-cost.py -- what one execution per OpenMP thread costs at build
time (the master-lane wrapper of lanes=one; manual, "Execution model").

Usage:  bench/lanes-cost.py [--statements N] [--reps R] [--cc gcc-12]

Python 3 standard library only.  Needs the offload compiler and the
built plugin (make).  Prints figures; asserts nothing.

For N statements (default 2000: atom, red, add with outputs of every
width) in two places,
  outside  in an "omp target parallel" region (each gets the wrapper),
  simd     in the body of an "omp simd" loop (in the SIMT region: none),
it builds the program R times (default 5) with lanes=one and with
lanes=all (no wrapper: not the program's meaning outside simd, where
every lane would do the atomics), and the same work written in C with
GCC's own atomics ("gcc": omp atomic capture for the atom, omp atomic
for the red), alternating, and prints the medians of the whole build
(compile and offload link, CPU seconds of gcc and its children: the
least and the median, as this machine is noisy; wall seconds), the size of the offloaded PTX (lines and instructions
between the statements' markers) and its broadcasts (shfl.sync, GCC's
own included).  ptxas runs at the offload link (the as step) as in a
user's build; its warp-synchronous shfl.sync is most of the cost.
"""

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGIN = os.path.join(HERE, '..', 'plugin', 'ptxasm.so')

STMTS = [
    ('unsigned', 'r', 'atom.add.u32 %0, [%1], %2;', True),
    ('unsigned', 'r', 'add.u32 %0, %0, %2; red.add.u32 [%1], %2;', True),
    ('unsigned long long', 'l', 'add.u64 %0, %0, %2;', False),
    ('double', 'd', 'add.rn.f64 %0, %0, %2;', False),
    ('unsigned short', 'h', 'add.u16 %0, %0, %2;', False),
    ('float', 'f', 'add.rn.f32 %0, %0, %2;', False),
]

# The same statements in C with GCC's own atomics (the "gcc" build): what
# GCC's own code costs for the same work, its own master-lane atomics and
# their broadcasts.  The empty asm keeps each addition (GCC's barrier,
# which the plugin leaves alone).
GCC_STMTS = [
    '{ unsigned o; _Pragma ("omp atomic capture") { o = g[0]; g[0] += u; }'
    ' u = o; }',
    '{ unsigned o = u; u += o; _Pragma ("omp atomic") g[0] += o; }',
    'l += l; __asm__ __volatile__ ("" : "+r" (l));',
    'd += d; __asm__ __volatile__ ("" : "+r" (d));',
    'h += h; __asm__ __volatile__ ("" : "+r" (h));',
    'f += f; __asm__ __volatile__ ("" : "+r" (f));',
]


def source(n, place, gcc=False):
    rng = random.Random(1)
    out = ['#include <stdio.h>', 'unsigned g[4];', 'int main (void) {',
           '  unsigned long long acc[%d];' % (len(STMTS)), '  unsigned s = 0;']
    if place == 'outside':
        out.append('#pragma omp target parallel num_threads(2) '
                   'map(tofrom: g, s)')
        out.append('  {')
        out.append('    unsigned u = s; unsigned long long l = s; double d = s;'
                   ' unsigned short h = s; float f = s;')
    else:
        out.append('#pragma omp target map(tofrom: g, s)')
        out.append('#pragma omp simd')
        out.append('  for (int i = 0; i < 32; i++) {')
        out.append('    unsigned u = i; unsigned long long l = i; double d = i;'
                   ' unsigned short h = i; float f = i;')
    var = {'r': 'u', 'l': 'l', 'd': 'd', 'h': 'h', 'f': 'f'}
    for k in range(n):
        i = rng.randrange(len(STMTS))
        ctype, letter, text, mem = STMTS[i]
        v = var[letter]
        if gcc:
            out.append('    ' + GCC_STMTS[i])
            continue
        out.append('    asm volatile ("%s" : "+%s" (%s) : "l" (g), "%s" (%s)%s);'
                   % (text, letter, v, letter, v,
                      ' : "memory"' if mem else ''))
    out.append('    s += u + (unsigned) l + (unsigned) d + h + (unsigned) f;')
    out.append('  }')
    out.append('  printf ("%u\\n", s);')
    out.append('  return 0;')
    out.append('}')
    return '\n'.join(out) + '\n'


def build(cc, src, exe, lanes, keep):
    cmd = [cc, '-O2', '-fopenmp', '-foffload=nvptx-none',
           '-fplugin=' + os.path.abspath(PLUGIN),
           '-fplugin-arg-ptxasm-lanes=' + lanes, src, '-o', exe]
    if keep:
        cmd.insert(1, '-foffload-options=-save-temps')
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    r = subprocess.run(cmd, cwd=os.path.dirname(exe), capture_output=True,
                       text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit('lanes-cost: build failed:\n' + r.stderr[-3000:])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def ptx_size(d):
    """Lines and instructions of the statements in the offloaded PTX, and
    the broadcasts (shfl.sync) of the whole file."""
    for f in os.listdir(d):
        if f.endswith('.mkoffload.s'):
            lines = instrs = shfl = 0
            inside = False
            for line in open(os.path.join(d, f)):
                s = line.strip()
                shfl += s.count('shfl.sync')
                if s.startswith('// begin inline asm'):
                    inside = True
                    continue
                if s.startswith('// end inline asm'):
                    inside = False
                    continue
                if inside and s:
                    lines += 1
                    if not s.startswith(('.reg', '$', '//', '{', '}')):
                        instrs += s.count(';')
            return lines, instrs, shfl
    return 0, 0, 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--statements', type=int, default=2000)
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--cc', default=os.environ.get('CC', 'gcc'))
    a = ap.parse_args()
    print('lanes-cost: %d statements, %d builds each, %s' % (a.statements,
                                                            a.reps, a.cc))
    print('%-8s %-5s %8s %8s %8s %10s %10s %6s'
          % ('place', 'build', 'cpu min', 'cpu med', 'wall med', 'PTX lines',
             'PTX instrs', 'shfl'))
    med = statistics.median
    for place in ('outside', 'simd'):
        with tempfile.TemporaryDirectory() as d:
            srcs = {}
            for gcc in (False, True):
                srcs[gcc] = os.path.join(d, 'g.c' if gcc else 'p.c')
                with open(srcs[gcc], 'w') as f:
                    f.write(source(a.statements, place, gcc))
            ways = (('one', srcs[False], 'one'), ('all', srcs[False], 'all'),
                    ('gcc', srcs[True], 'one'))
            res = {}
            for name, src, lanes in ways:
                kd = os.path.join(d, name)
                os.mkdir(kd)
                build(a.cc, src, os.path.join(kd, 'p'), lanes, True)
                res[name] = {'cpu': [], 'wall': [], 'ptx': ptx_size(kd)}
            for r in range(a.reps):
                for name, src, lanes in (ways if r % 2 == 0
                                         else tuple(reversed(ways))):
                    cpu, wall = build(a.cc, src, os.path.join(d, 'p'), lanes,
                                      False)
                    res[name]['cpu'].append(cpu)
                    res[name]['wall'].append(wall)
            for name, _, _ in ways:
                x = res[name]
                print('%-8s %-5s %8.2f %8.2f %8.2f %10s %10s %6d'
                      % (place, name, min(x['cpu']), med(x['cpu']),
                         med(x['wall']),
                         x['ptx'][0] if name != 'gcc' else '-',
                         x['ptx'][1] if name != 'gcc' else '-',
                         x['ptx'][2]))
            one = res['one']
            for other in ('all', 'gcc'):
                o = res[other]
                print('%-8s one/%s: cpu min %+.1f%%, median %+.1f%%'
                      % (place, other,
                         100 * (min(one['cpu']) / min(o['cpu']) - 1),
                         100 * (med(one['cpu']) / med(o['cpu']) - 1)))
            print('%-8s one/all: PTX instructions %+.1f%%'
                  % (place, 100 * (one['ptx'][1]
                                   / max(res['all']['ptx'][1], 1) - 1)))


if __name__ == '__main__':
    main()
