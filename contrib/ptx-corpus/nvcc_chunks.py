#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""nvcc_chunks.py IN.json OUT.ptx: nvcc -ptx -arch=sm_80 of one kernel
per statement (gen.py's), in chunks, so that a statement nvcc cannot
compile (it stops the whole file) loses only itself: a chunk that fails
is compiled again in halves.  The PTX of the rest, concatenated."""
import json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sts = json.load(open(sys.argv[1]))
TY = dict(h='unsigned short', r='unsigned', l='unsigned long long',
          f='float', d='double')


def cstr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace(
        '\n', '\\n').replace('\t', '\\t') + '"'


def kernel(i):
    st = sts[i]
    decl, ops_o, ops_i = [], [], []
    for k, c in enumerate(st['outs']):
        L = c.replace('=', '').replace('+', '').replace('&', '')
        decl.append('%s o%d = (%s) 1;' % (TY[L], k, TY[L]))
        ops_o.append('"%s" (o%d)' % (c, k))
    for k, c in enumerate(st['ins']):
        L = c.replace('=', '').replace('+', '').replace('&', '')
        if L == 'n':
            ops_i.append('"n" (1)')
        else:
            decl.append('%s i%d = (%s) 1;' % (TY[L], k, TY[L]))
            ops_i.append('"%s" (i%d)' % (c, k))
    a = 'asm volatile (%s' % cstr(st['tmpl'])
    if ops_o or ops_i or st['memory']:
        a += ' : ' + ', '.join(ops_o) + ' : ' + ', '.join(ops_i)
        if st['memory']:
            a += ' : "memory"'
    a += ');'
    return '__global__ void k_%d (void) {\n  %s\n  %s\n}\n' % (
        i, '\n  '.join(decl), a)


def compile_(idx):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, 'c.cu')
        out = os.path.join(d, 'c.ptx')
        open(src, 'w').write(''.join(kernel(i) for i in idx))
        r = subprocess.run(['nvcc', '-ptx', '-arch=sm_80', src, '-o', out],
                           capture_output=True, text=True)
        if r.returncode == 0:
            return open(out).read()
    if len(idx) == 1:
        return ''
    h = len(idx) // 2
    return compile_(idx[:h]) + compile_(idx[h:])


chunks = [list(range(i, min(i + 200, len(sts))))
          for i in range(0, len(sts), 200)]
with ThreadPoolExecutor(2) as ex:
    ptx = ''.join(ex.map(compile_, chunks))
open(sys.argv[2], 'w').write(ptx)
