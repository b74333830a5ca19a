#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""compare.py -- compare a batch's GCC results with nvcc's, bit for bit.

Usage: compare.py BATCHDIR [NVCC_OUT GCC_OUT]

BATCHDIR holds stmts.json (gen.py); NVCC_OUT and GCC_OUT (default
BATCHDIR/nvcc.out and gcc.out) are the files the two programs wrote.
Each output operand of each statement, in each of the 32 lanes, and each
statement's scratch memory afterwards must be the same in both.  Every
mismatch is printed with the statement, its lane's inputs and both
results; the last line is

  difftest: BATCH: N statements, L lanes, C values compared,
            K NaN choices, M mismatches

A NaN choice is a lane whose floating outputs differ only in which NaN
they hold, where both are NaN and GCC's is nvcc's or one of the lane's
input NaNs (nan_choice): IEEE 754 does not say which input NaN an
operation returns, and the same PTX instruction gives either.

Exit status: 0 when nothing differs, 1 when something does, 2 when a
result file is missing or malformed (the program failed).
"""

import json
import os
import struct
import sys

MAGIC = 0x7074786466667431
LANES = 32

# Floating-point widths: (bits, exponent mask, mantissa mask, quiet bit).
FLOATS = {'float': (32, 0x7f800000, 0x007fffff, 0x00400000),
          'double': (64, 0x7ff0000000000000, 0x000fffffffffffff,
                     0x0008000000000000)}


def nan_choice(ctype, a, b, inputs):
    """Do A (nvcc's) and B (GCC's) differ only in which NaN a floating
    output took?  IEEE 754 leaves open which input NaN an operation with
    several NaN inputs returns, and ptxas orders a commutative
    instruction's operands as its register allocation likes, so the same
    PTX gives one or the other.  Accepted only when both are NaN and
    B, quieted, is A or one of the lane's inputs (quieted)."""
    if ctype not in FLOATS:
        return False
    bits, exp, man, quiet = FLOATS[ctype]
    mask = (1 << bits) - 1
    a &= mask
    b &= mask

    def isnan(v):
        return v & exp == exp and v & man != 0
    if not (isnan(a) and isnan(b)):
        return False
    q = b | quiet
    return q == a | quiet or any(isnan(v & mask) and (v & mask) | quiet == q
                                 for v in inputs)


def load(path, meta):
    try:
        with open(path, 'rb') as f:
            data = f.read()
    except OSError as e:
        return None, str(e)
    if len(data) < 32:
        return None, 'short file'
    magic, nin, nout, nmem = struct.unpack_from('<4Q', data, 0)
    want = (LANES * meta['nin'], LANES * meta['nout'], LANES * meta['nmem'])
    if magic != MAGIC or (nin, nout, nmem) != want \
       or len(data) != 32 + 8 * (nin + nout + nmem):
        return None, 'not a result of this batch'
    words = struct.unpack_from('<%dQ' % (nin + nout + nmem), data, 32)
    return (words[:nin], words[nin:nin + nout], words[nin + nout:]), None


def hexw(v, ctype):
    width = {'unsigned short': 4, 'short': 4, 'float': 8,
             'unsigned int': 8, 'int': 8}.get(ctype, 16)
    return '0x%0*x' % (width, v & ((1 << (4 * width)) - 1))


def describe(s):
    ops = []
    for n, o in enumerate(s['ops']):
        extra = ''
        if o['kind'] == 'imm':
            extra = ' = %d' % o['value']
        elif o['kind'] == 'cstr':
            extra = ' = "%s"' % o['value']
        ops.append('%%%d "%s" (%s)%s' % (n, o['cons'], o['ctype'], extra))
    return ops


def compare(batch, nv_path, gcc_path, out=sys.stdout, limit=50):
    with open(os.path.join(batch, 'stmts.json')) as f:
        meta = json.load(f)
    nv, err = load(nv_path, meta)
    if nv is None:
        print('difftest: %s: nvcc result: %s' % (batch, err), file=out)
        return 2, 0
    gc, err = load(gcc_path, meta)
    if gc is None:
        print('difftest: %s: gcc result: %s' % (batch, err), file=out)
        return 2, 0
    if nv[0] != gc[0]:
        print('difftest: %s: the two programs had different inputs' % batch,
              file=out)
        return 2, 0
    nin, nout, nmem = meta['nin'], meta['nout'], meta['nmem']
    mismatches = 0
    nan_choices = 0
    compared = 0
    bad_stmts = {}
    for s in meta['stmts']:
        ib, ni = s['in']
        ob, no = s['out']
        mb, nm = s['mem']
        for lane in range(LANES):
            o0 = lane * nout + ob
            m0 = lane * nmem + mb
            a = nv[1][o0:o0 + no] + nv[2][m0:m0 + nm]
            b = gc[1][o0:o0 + no] + gc[2][m0:m0 + nm]
            compared += len(a)
            if a == b:
                continue
            i0 = lane * nin + ib
            inputs = nv[0][i0:i0 + ni]
            types = s.get('out_types', []) + ['mem'] * nm
            if all(x == y or nan_choice(t, x, y, inputs)
                   for x, y, t in zip(a, b, types)):
                nan_choices += 1
                continue
            mismatches += 1
            bad_stmts.setdefault(s['id'], 0)
            bad_stmts[s['id']] += 1
            if mismatches > limit:
                continue
            print('MISMATCH: statement %d (%s), lane %d' % (s['id'],
                                                          s['family'], lane),
                  file=out)
            print('  asm%s ("%s")' % (' volatile' if s['volatile'] else '',
                                      s['text'].replace('\n', '\\n')
                                      .replace('\t', '\\t')), file=out)
            for line in describe(s):
                print('    ' + line, file=out)
            print('  inputs: %s' % ' '.join('0x%016x' % v
                                            for v in nv[0][i0:i0 + ni]),
                  file=out)
            print('  nvcc:   %s' % ' '.join('0x%016x' % v for v in a), file=out)
            print('  gcc:    %s' % ' '.join('0x%016x' % v for v in b), file=out)
    if mismatches > limit:
        print('... %d more mismatches not shown' % (mismatches - limit),
              file=out)
    if bad_stmts:
        print('difftest: %s: statements that differ: %s' % (
            batch, ' '.join('%d(%d lanes)' % kv for kv in
                            sorted(bad_stmts.items()))), file=out)
    print('difftest: %s: %d statements, %d lanes, %d values compared, '
          '%d NaN choices, %d mismatches'
          % (os.path.basename(os.path.normpath(batch)), len(meta['stmts']),
             LANES, compared, nan_choices, mismatches), file=out)
    return (1 if mismatches else 0), len(meta['stmts'])


def main():
    if len(sys.argv) not in (2, 4):
        print(__doc__, file=sys.stderr)
        return 2
    batch = sys.argv[1]
    nv = sys.argv[2] if len(sys.argv) == 4 else os.path.join(batch, 'nvcc.out')
    gc = sys.argv[3] if len(sys.argv) == 4 else os.path.join(batch, 'gcc.out')
    return compare(batch, nv, gc)[0]


if __name__ == '__main__':
    sys.exit(main())
