#!/usr/bin/env python3
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
lanes=all, alternating, and prints the medians of the whole build
(compile and offload link, CPU seconds of gcc and its children, and
wall seconds), and the size of the offloaded PTX: lines and
instructions between the statements' markers.  ptxas runs at the
offload link (the as step) as in a user's build.
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


def source(n, place):
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
        ctype, letter, text, mem = STMTS[rng.randrange(len(STMTS))]
        v = var[letter]
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
    """Lines and instructions of the statements in the offloaded PTX."""
    for f in os.listdir(d):
        if f.endswith('.mkoffload.s'):
            lines = instrs = 0
            inside = False
            for line in open(os.path.join(d, f)):
                s = line.strip()
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
            return lines, instrs
    return 0, 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--statements', type=int, default=2000)
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--cc', default=os.environ.get('CC', 'gcc'))
    a = ap.parse_args()
    print('lanes-cost: %d statements, %d builds each, %s' % (a.statements,
                                                            a.reps, a.cc))
    print('%-8s %-5s %10s %10s %10s %10s' % ('place', 'lanes', 'cpu s',
                                             'wall s', 'PTX lines',
                                             'PTX instrs'))
    for place in ('outside', 'simd'):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, 'p.c')
            with open(src, 'w') as f:
                f.write(source(a.statements, place))
            res = {}
            for lanes in ('one', 'all'):
                kd = os.path.join(d, lanes)
                os.mkdir(kd)
                build(a.cc, src, os.path.join(kd, 'p'), lanes, True)
                res[lanes] = {'cpu': [], 'wall': [], 'ptx': ptx_size(kd)}
            for r in range(a.reps):
                order = ('one', 'all') if r % 2 == 0 else ('all', 'one')
                for lanes in order:
                    cpu, wall = build(a.cc, src, os.path.join(d, 'p'), lanes,
                                      False)
                    res[lanes]['cpu'].append(cpu)
                    res[lanes]['wall'].append(wall)
            for lanes in ('one', 'all'):
                x = res[lanes]
                print('%-8s %-5s %10.2f %10.2f %10d %10d'
                      % (place, lanes, statistics.median(x['cpu']),
                         statistics.median(x['wall']), x['ptx'][0],
                         x['ptx'][1]))
            one, al = res['one'], res['all']
            print('%-8s one/all: cpu %+.1f%%, wall %+.1f%%, PTX instructions '
                  '%+.1f%%' % (
                      place,
                      100 * (statistics.median(one['cpu'])
                             / statistics.median(al['cpu']) - 1),
                      100 * (statistics.median(one['wall'])
                             / statistics.median(al['wall']) - 1),
                      100 * (one['ptx'][1] / max(al['ptx'][1], 1) - 1)))


if __name__ == '__main__':
    main()
