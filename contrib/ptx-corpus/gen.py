#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""gen.py cu|c IN.json OUT: one kernel (CUDA) or one target region (C,
for GCC + ptxasm) per statement."""
import json, sys
TY = dict(h='unsigned short', r='unsigned', l='unsigned long long', f='float', d='double')
def cstr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n').replace('\t', '\\t') + '"'
def letter(c): return c.replace('=', '').replace('+', '').replace('&', '')
def stmt(st, idx):
    decl = []; outs = []; ins = []
    for k, c in enumerate(st['outs']):
        decl.append('%s o%d = (%s) 1;' % (TY[letter(c)], k, TY[letter(c)]))
        outs.append('"%s" (o%d)' % (c, k))
    for k, c in enumerate(st['ins']):
        L = letter(c)
        if L == 'n':
            ins.append('"n" (1)')
        else:
            decl.append('%s i%d = (%s) 1;' % (TY[L], k, TY[L]))
            ins.append('"%s" (i%d)' % (c, k))
    a = 'asm volatile (%s' % cstr(st['tmpl'])
    if outs or ins or st['memory']:
        a += ' : ' + ', '.join(outs) + ' : ' + ', '.join(ins)
        if st['memory']: a += ' : "memory"'
    a += ');'
    return decl, a
mode, inp, out = sys.argv[1:4]
sts = json.load(open(inp))
sel = None
if len(sys.argv) > 4:
    sel = set(int(x) for x in open(sys.argv[4]).read().split())
with open(out, 'w') as f:
    for i, st in enumerate(sts):
        if sel is not None and i not in sel: continue
        decl, a = stmt(st, i)
        f.write('/* %s: %s:%d */\n' % (st['repo'], st['path'], st['line']))
        if mode == 'cu':
            f.write('__global__ void k_%d (void) {\n  %s\n  %s\n}\n' % (i, '\n  '.join(decl), a))
        else:
            f.write('void k_%d (void) {\n#pragma omp target\n  {\n    %s\n    %s\n  }\n}\n' % (i, '\n    '.join(decl), a))
