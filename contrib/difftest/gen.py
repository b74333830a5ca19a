#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""gen.py -- generate one batch of inline-PTX statements for the
differential test against nvcc (see README in this folder).

A batch is one source of statement functions (stmts.h), compiled twice:
as CUDA by nvcc (nvcc_main.cu, a <<<1,32>>> kernel) and as OpenMP or
OpenACC offload code by GCC with ptxasm (gcc_main.c or .C).  Each of the
32 threads (CUDA) or loop iterations (GCC) runs every statement on an
input set of its own, so one batch checks every statement on 32 input
sets.  stmts.json says which output slot belongs to which operand of
which statement, for compare.py.

Usage: gen.py --seed S --count N [--arch sm_80|sm_90a] [--lang c|c++]
              [--model simd|parallel|target|acc] [--first K] OUTDIR
       gen.py --seed S --count 0 --corpus ALL.JSON --accepted ACCEPTED.TXT
              [--corpus-mma] [...] OUTDIR   (real statements:
              contrib/ptx-corpus; --corpus-mma, simd model only, adds
              those that compute with mma.sync)

The same seed, count and arch give the same batch; --lang and --model
only change the GCC driver.
"""

import argparse
import json
import os
import random
import re

# Register letters: C type (unsigned and signed spellings), PTX widths.
LETTERS = {
    'h': (('unsigned short', 'short'), 16),
    'r': (('unsigned int', 'int'), 32),
    'l': (('unsigned long long', 'long long'), 64),
    'f': (('float',), 32),
    'd': (('double',), 64),
    'q': (('unsigned __int128', '__int128'), 128),
}


class Stmt:
    """One asm statement: its text and its operands, in order.  An
    operand is a dict: cons (the constraint), letter, kind ('out',
    'inout', 'in', 'imm', 'cstr'), ctype, and for imm its value, for
    cstr its text."""

    def __init__(self, family):
        self.family = family
        self.text = ''
        self.ops = []
        self.volatile = True
        self.clobber_memory = False
        self.loop = 0		# > 0: the statement runs in a loop of that many
        self.mem = 0		# words of per-lane global scratch it uses

    def op(self, kind, letter, ctype=None, value=None):
        if ctype is None and letter in LETTERS:
            ctype = LETTERS[letter][0][0]
        prefix = {'out': '=', 'inout': '+', 'in': '', 'imm': '',
                  'cstr': '', 'early': '=&'}[kind]
        self.ops.append({'cons': prefix + letter, 'letter': letter,
                         'kind': kind, 'ctype': ctype, 'value': value})
        return len(self.ops) - 1


OUTPUT_KINDS = ('out', 'early', 'inout')


def outputs_first(s):
    """Order S's operands as asm numbers them, outputs first (each
    family may list them in any order), and renumber its text."""
    order = sorted(range(len(s.ops)),
                   key=lambda n: (s.ops[n]['kind'] not in OUTPUT_KINDS, n))
    new = {old: k for k, old in enumerate(order)}
    s.ops = [s.ops[n] for n in order]
    s.text = re.sub(r'%(\d+)', lambda m: '%%%d' % new[int(m.group(1))],
                    s.text)
    return s


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


# --- families -----------------------------------------------------------
# Each takes (rng, arch) and returns a Stmt whose "=" outputs the text
# always writes.

INT_TYPES = [('h', 'u16'), ('h', 's16'), ('r', 'u32'), ('r', 's32'),
             ('l', 'u64'), ('l', 's64')]
BITS = {'h': 'b16', 'r': 'b32', 'l': 'b64'}


def fam_int_binary(rng, arch):
    letter, t = pick(rng, INT_TYPES)
    op = pick(rng, ['add', 'sub', 'mul.lo', 'mul.hi', 'min', 'max', 'and',
                    'or', 'xor', 'add.sat', 'sub.sat', 'shl', 'shr'])
    if op in ('and', 'or', 'xor', 'shl'):
        t = BITS[letter]
    if op.endswith('.sat'):
        if t != 's32':
            op = op[:-4]
    s = Stmt('int_binary')
    o = s.op('out', letter)
    a = s.op('in', letter)
    if op in ('shl', 'shr'):
        b = s.op('in', 'r')
    else:
        b = s.op('in', letter)
    s.text = '%s.%s %%%d, %%%d, %%%d;' % (op, t, o, a, b)
    return s


def fam_int_unary(rng, arch):
    letter, t = pick(rng, INT_TYPES)
    op = pick(rng, ['not', 'neg', 'abs', 'popc', 'clz', 'brev', 'bfind',
                    'cnot'])
    s = Stmt('int_unary')
    if op in ('popc', 'clz', 'bfind'):
        if letter == 'h':
            letter, t = 'r', 'u32'
        o = s.op('out', 'r')
        if op == 'bfind':
            ty = t if t[0] in 'us' else 'u' + t[1:]
        else:
            ty = BITS[letter]
        a = s.op('in', letter)
        s.text = '%s.%s %%%d, %%%d;' % (op, ty, o, a)
        return s
    if op in ('not', 'cnot', 'brev'):
        t = BITS[letter]
        if op == 'brev' and letter == 'h':
            letter, t = 'r', 'b32'
    if op in ('neg', 'abs'):
        t = 's' + t[1:]
    o = s.op('out', letter)
    a = s.op('in', letter)
    s.text = '%s.%s %%%d, %%%d;' % (op, t, o, a)
    return s


def fam_div(rng, arch):
    letter, t = pick(rng, [('r', 'u32'), ('l', 'u64')])
    op = pick(rng, ['div', 'rem'])
    s = Stmt('div')
    o = s.op('out', letter)
    a = s.op('in', letter)
    b = s.op('in', letter)
    # A zero divisor is unspecified in PTX: the divisor is made odd.
    s.text = ('{\n\t.reg .%s t;\n\tor.%s t, %%%d, 1;\n\t%s.%s %%%d, %%%d, t;\n\t}'
              % (BITS[letter], BITS[letter], b, op, t, o, a))
    return s


def fam_mad(rng, arch):
    letter, t = pick(rng, [('r', 'u32'), ('r', 's32'), ('l', 'u64'),
                           ('l', 's64'), ('h', 'u16')])
    mode = pick(rng, ['lo', 'hi', 'wide'])
    if mode == 'wide' and letter == 'l':
        mode = 'lo'
    s = Stmt('mad')
    wide = {'h': 'r', 'r': 'l'}
    ol = wide[letter] if mode == 'wide' else letter
    if rng.random() < 0.5:
        o = s.op('out', ol)
        a = s.op('in', letter)
        b = s.op('in', letter)
        c = s.op('in', ol)
        s.text = 'mad.%s.%s %%%d, %%%d, %%%d, %%%d;' % (mode, t, o, a, b, c)
    else:
        o = s.op('out', ol)
        a = s.op('in', letter)
        b = s.op('in', letter)
        s.text = 'mul.%s.%s %%%d, %%%d, %%%d;' % (mode, t, o, a, b)
    return s


def fam_carry(rng, arch):
    letter, t = pick(rng, [('r', 'u32'), ('l', 'u64'), ('r', 's32')])
    op = pick(rng, ['add', 'sub'])
    s = Stmt('carry')
    lo = s.op('out', letter)
    hi = s.op('out', letter)
    a0 = s.op('in', letter)
    a1 = s.op('in', letter)
    b0 = s.op('in', letter)
    b1 = s.op('in', letter)
    s.text = ('%s.cc.%s %%%d, %%%d, %%%d;\n\t%sc.%s %%%d, %%%d, %%%d;'
              % (op, t, lo, a0, b0, op, t, hi, a1, b1))
    return s


def fam_bits(rng, arch):
    s = Stmt('bits')
    kind = pick(rng, ['bfe', 'bfi', 'prmt', 'lop3', 'shf', 'dp4a', 'dp2a',
                      'sad'])
    if kind == 'bfe':
        letter, t = pick(rng, [('r', 'u32'), ('r', 's32'), ('l', 'u64'),
                               ('l', 's64')])
        o = s.op('out', letter)
        a = s.op('in', letter)
        b = s.op('in', 'r')
        c = s.op('in', 'r')
        s.text = 'bfe.%s %%%d, %%%d, %%%d, %%%d;' % (t, o, a, b, c)
    elif kind == 'bfi':
        letter = pick(rng, ['r', 'l'])
        o = s.op('out', letter)
        a = s.op('in', letter)
        b = s.op('in', letter)
        c = s.op('in', 'r')
        d = s.op('in', 'r')
        s.text = 'bfi.%s %%%d, %%%d, %%%d, %%%d, %%%d;' % (BITS[letter], o, a,
                                                           b, c, d)
    elif kind == 'prmt':
        mode = pick(rng, ['', '.f4e', '.b4e', '.rc8', '.ecl', '.ecr', '.rc16'])
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        b = s.op('in', 'r')
        c = s.op('in', 'r')
        s.text = 'prmt.b32%s %%%d, %%%d, %%%d, %%%d;' % (mode, o, a, b, c)
    elif kind == 'lop3':
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        b = s.op('in', 'r')
        c = s.op('in', 'r')
        lut = s.op('imm', 'n', 'int', rng.randrange(256))
        s.text = 'lop3.b32 %%%d, %%%d, %%%d, %%%d, %%%d;' % (o, a, b, c, lut)
    elif kind == 'shf':
        d = pick(rng, ['l', 'r'])
        m = pick(rng, ['wrap', 'clamp'])
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        b = s.op('in', 'r')
        c = s.op('in', 'r')
        s.text = 'shf.%s.%s.b32 %%%d, %%%d, %%%d, %%%d;' % (d, m, o, a, b, c)
    elif kind in ('dp4a', 'dp2a'):
        ta = pick(rng, ['u32', 's32'])
        tb = pick(rng, ['u32', 's32'])
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        b = s.op('in', 'r')
        c = s.op('in', 'r')
        part = '.' + pick(rng, ['lo', 'hi']) if kind == 'dp2a' else ''
        s.text = '%s%s.%s.%s %%%d, %%%d, %%%d, %%%d;' % (kind, part, ta, tb, o,
                                                          a, b, c)
    else:
        letter, t = pick(rng, [('r', 'u32'), ('r', 's32'), ('h', 'u16'),
                               ('l', 's64')])
        o = s.op('out', letter)
        a = s.op('in', letter)
        b = s.op('in', letter)
        c = s.op('in', letter)
        s.text = 'sad.%s %%%d, %%%d, %%%d, %%%d;' % (t, o, a, b, c)
    return s


ROUND = ['rn', 'rz', 'rm', 'rp']


def fam_float(rng, arch):
    letter = pick(rng, ['f', 'd'])
    t = 'f32' if letter == 'f' else 'f64'
    s = Stmt('float')
    op = pick(rng, ['add', 'sub', 'mul', 'fma', 'div', 'sqrt', 'rcp', 'min',
                    'max', 'abs', 'neg', 'copysign', 'approx', 'testp'])
    mods = ''
    if op in ('add', 'sub', 'mul', 'fma', 'div', 'sqrt', 'rcp'):
        if op in ('div', 'sqrt', 'rcp') and letter == 'f' and rng.random() < 0.3:
            mods = '.approx'
        else:
            mods = '.' + pick(rng, ROUND)
    if letter == 'f' and op not in ('copysign', 'testp') and rng.random() < 0.3:
        mods += '.ftz'
    if letter == 'f' and op in ('add', 'sub', 'mul', 'fma') and rng.random() < 0.2:
        mods += '.sat'
    if op in ('min', 'max') and rng.random() < 0.3 and letter == 'f':
        mods += '.NaN'
    if op == 'approx':
        letter, t = 'f', 'f32'
        fn = pick(rng, ['ex2', 'lg2', 'sin', 'cos', 'rsqrt', 'tanh', 'rcp',
                        'sqrt'])
        o = s.op('out', 'f')
        a = s.op('in', 'f')
        s.text = '%s.approx%s.f32 %%%d, %%%d;' % (fn, '.ftz' if 'ftz' in mods
                                                 or fn == 'ex2' and rng.random()
                                                 < 0.5 else '', o, a)
        if fn == 'tanh':
            s.text = 'tanh.approx.f32 %%%d, %%%d;' % (o, a)
        return s
    if op == 'testp':
        cls = pick(rng, ['finite', 'infinite', 'number', 'notanumber',
                         'normal', 'subnormal'])
        o = s.op('out', 'r')
        a = s.op('in', letter)
        s.text = ('{\n\t.reg .pred p;\n\ttestp.%s.%s p, %%%d;\n\t'
                  'selp.u32 %%%d, 1, 0, p;\n\t}' % (cls, t, a, o))
        return s
    o = s.op('out', letter)
    nin = {'fma': 3, 'sqrt': 1, 'rcp': 1, 'abs': 1, 'neg': 1}.get(op, 2)
    ins = [s.op('in', letter) for _ in range(nin)]
    if letter == 'd':
        mods = mods.replace('.ftz', '').replace('.sat', '').replace('.NaN', '')
        if '.approx' in mods:
            mods = '.rn'
    if op in ('abs', 'neg', 'min', 'max', 'copysign'):
        mods = mods.replace('.sat', '')
        for r in ROUND:
            mods = mods.replace('.' + r, '')
    if op == 'rcp' and '.approx' in mods and letter == 'd':
        mods = '.rn'
    if op == 'fma' and mods.startswith('.approx'):
        mods = '.rn' + mods[len('.approx'):]
    s.text = '%s%s.%s %s;' % (op, mods, t,
                              ', '.join('%%%d' % i for i in [o] + ins))
    return s


CVT_INT = [('h', 'u16'), ('h', 's16'), ('r', 'u32'), ('r', 's32'),
           ('l', 'u64'), ('l', 's64')]


def fam_cvt(rng, arch):
    s = Stmt('cvt')
    kind = pick(rng, ['i2i', 'f2i', 'i2f', 'f2f', 'half', 'small'])
    if kind == 'i2i':
        (ld, td), (ls, ts) = pick(rng, CVT_INT), pick(rng, CVT_INT)
        # .sat only where the value can fall outside the destination.
        wd, ws = int(td[1:]), int(ts[1:])
        can_sat = wd < ws or (td[0] != ts[0] and (wd == ws or ts[0] == 's'))
        sat = '.sat' if can_sat and rng.random() < 0.3 else ''
        o = s.op('out', ld)
        a = s.op('in', ls)
        s.text = 'cvt%s.%s.%s %%%d, %%%d;' % (sat, td, ts, o, a)
    elif kind == 'small':
        ld, td = pick(rng, CVT_INT)
        ts = pick(rng, ['u8', 's8', 'u16', 's16'])
        o = s.op('out', ld)
        a = s.op('in', 'r' if ld != 'h' else 'h')
        s.text = 'cvt.%s.%s %%%d, %%%d;' % (td, ts, o, a)
        if ld == 'l':
            s.ops[a]['letter'] = 'r'
            s.ops[a]['cons'] = 'r'
            s.ops[a]['ctype'] = 'unsigned int'
    elif kind == 'f2i':
        ld, td = pick(rng, CVT_INT)
        lf = pick(rng, ['f', 'd'])
        r = pick(rng, ['rni', 'rzi', 'rmi', 'rpi'])
        ftz = '.ftz' if lf == 'f' and rng.random() < 0.3 else ''
        sat = '.sat' if rng.random() < 0.2 else ''
        o = s.op('out', ld)
        a = s.op('in', lf)
        s.text = 'cvt.%s%s%s.%s.%s %%%d, %%%d;' % (r, ftz, sat, td,
                                                 'f32' if lf == 'f' else 'f64',
                                                 o, a)
    elif kind == 'i2f':
        ls, ts = pick(rng, CVT_INT)
        lf = pick(rng, ['f', 'd'])
        r = pick(rng, ROUND)
        o = s.op('out', lf)
        a = s.op('in', ls)
        s.text = 'cvt.%s.%s.%s %%%d, %%%d;' % (r, 'f32' if lf == 'f' else 'f64',
                                             ts, o, a)
    elif kind == 'f2f':
        if rng.random() < 0.5:
            o = s.op('out', 'f')
            a = s.op('in', 'd')
            s.text = 'cvt.%s%s.f32.f64 %%%d, %%%d;' % (
                pick(rng, ROUND), '.ftz' if rng.random() < 0.3 else '', o, a)
        else:
            o = s.op('out', 'd')
            a = s.op('in', 'f')
            s.text = 'cvt%s.f64.f32 %%%d, %%%d;' % (
                '.ftz' if rng.random() < 0.3 else '', o, a)
    else:
        sub = pick(rng, ['f32>f16', 'f16>f32', 'f32>bf16', 'bf16>f32',
                         'f64>f16', 'f16x2', 'bf16x2', 'relu'])
        if sub == 'f32>f16':
            o = s.op('out', 'h')
            a = s.op('in', 'f')
            s.text = 'cvt.%s%s.f16.f32 %%%d, %%%d;' % (
                pick(rng, ROUND), '.sat' if rng.random() < 0.2 else '', o, a)
        elif sub == 'f64>f16':
            o = s.op('out', 'h')
            a = s.op('in', 'd')
            s.text = 'cvt.%s.f16.f64 %%%d, %%%d;' % (pick(rng, ROUND), o, a)
        elif sub == 'f16>f32':
            o = s.op('out', 'f')
            a = s.op('in', 'h')
            s.text = 'cvt.f32.f16 %%%d, %%%d;' % (o, a)
        elif sub == 'f32>bf16':
            o = s.op('out', 'h')
            a = s.op('in', 'f')
            s.text = 'cvt.rn%s.bf16.f32 %%%d, %%%d;' % (
                '.relu' if rng.random() < 0.3 else '', o, a)
        elif sub == 'bf16>f32':
            o = s.op('out', 'f')
            a = s.op('in', 'h')
            s.text = ('{\n\t.reg .b32 t;\n\tmov.b32 t, {0, %%%d};\n\t'
                      'mov.b32 %%%d, t;\n\t}' % (a, o))
        elif sub in ('f16x2', 'relu'):
            o = s.op('out', 'r')
            a = s.op('in', 'f')
            b = s.op('in', 'f')
            s.text = 'cvt.rn%s.f16x2.f32 %%%d, %%%d, %%%d;' % (
                '.relu' if sub == 'relu' else '', o, a, b)
        else:
            o = s.op('out', 'r')
            a = s.op('in', 'f')
            b = s.op('in', 'f')
            s.text = 'cvt.rn.bf16x2.f32 %%%d, %%%d, %%%d;' % (o, a, b)
    return s


def fam_half(rng, arch):
    s = Stmt('half')
    kind = pick(rng, ['f16', 'f16x2', 'bf16', 'bf16x2'])
    op = pick(rng, ['add', 'sub', 'mul', 'fma', 'min', 'max', 'neg', 'abs'])
    if kind.startswith('bf16') and op in ('add', 'sub', 'mul') \
       and not arch.startswith('sm_90'):
        op = 'fma'		# bf16 add/sub/mul need sm_90
    letter = 'h' if kind in ('f16', 'bf16') else 'r'
    mods = ''
    if op in ('add', 'sub', 'mul', 'fma'):
        mods = '.rn'
        if kind.startswith('f16') and rng.random() < 0.3:
            mods += '.ftz'
        if kind.startswith('f16') and rng.random() < 0.2:
            mods += '.sat'
        if op == 'fma' and kind.startswith('f16') and rng.random() < 0.2:
            mods = '.rn.relu'
    if op in ('min', 'max') and rng.random() < 0.3:
        mods = '.NaN'
    if op in ('neg', 'abs') and kind.startswith('f16') and rng.random() < 0.3:
        mods = '.ftz'
    nin = {'fma': 3, 'neg': 1, 'abs': 1}.get(op, 2)
    o = s.op('out', letter)
    ins = [s.op('in', letter) for _ in range(nin)]
    s.text = '%s%s.%s %s;' % (op, mods, kind,
                              ', '.join('%%%d' % i for i in [o] + ins))
    return s


CMP_I = ['eq', 'ne', 'lt', 'le', 'gt', 'ge']
CMP_F = CMP_I + ['equ', 'neu', 'ltu', 'leu', 'gtu', 'geu', 'num', 'nan']


def fam_pred(rng, arch):
    s = Stmt('pred')
    letter, t = pick(rng, INT_TYPES + [('f', 'f32'), ('d', 'f64')])
    cmp = pick(rng, CMP_F if t[0] == 'f' else CMP_I)
    kind = pick(rng, ['selp', 'guard', 'set', 'branch', 'and'])
    if kind == 'selp':
        o = s.op('out', letter)
        a = s.op('in', letter)
        b = s.op('in', letter)
        s.text = ('{\n\t.reg .pred p;\n\tsetp.%s.%s p, %%%d, %%%d;\n\t'
                  'selp.%s %%%d, %%%d, %%%d, p;\n\t}'
                  % (cmp, t, a, b, t if t[0] != 'f' else t, o, a, b))
    elif kind == 'guard':
        o = s.op('inout', 'r', 'int')
        a = s.op('in', letter)
        b = s.op('in', letter)
        neg = pick(rng, ['', '!'])
        s.text = ('{\n\t.reg .pred p;\n\tsetp.%s.%s p, %%%d, %%%d;\n\t'
                  '@%sp add.s32 %%%d, %%%d, 1;\n\t}'
                  % (cmp, t, a, b, neg, o, o))
    elif kind == 'set':
        o = s.op('out', 'r')
        a = s.op('in', letter)
        b = s.op('in', letter)
        s.text = 'set.%s.u32.%s %%%d, %%%d, %%%d;' % (cmp, t, o, a, b)
    elif kind == 'branch':
        o = s.op('out', 'r')
        a = s.op('in', letter)
        b = s.op('in', letter)
        s.text = ('{\n\t.reg .pred p;\n\tmov.u32 %%%d, 10;\n\t'
                  'setp.%s.%s p, %%%d, %%%d;\n\t@p bra $Ltaken%%=;\n\t'
                  'mov.u32 %%%d, 20;\n\t$Ltaken%%=:\n\t}'
                  % (o, cmp, t, a, b, o))
    else:
        o = s.op('out', 'r')
        a = s.op('in', letter)
        b = s.op('in', letter)
        c = s.op('in', 'r')
        s.text = ('{\n\t.reg .pred p, q;\n\tsetp.%s.%s p, %%%d, %%%d;\n\t'
                  'setp.ne.and.u32 q, %%%d, 0, p;\n\tselp.u32 %%%d, 7, 9, q;\n\t}'
                  % (cmp, t, a, b, c, o))
    return s


def fam_inout(rng, arch):
    """"+", unnamed "+", "=&", "n" and "C" operands."""
    s = Stmt('inout')
    kind = pick(rng, ['plus', 'unnamed', 'unnamed_empty', 'early', 'imm',
                      'cstr', 'two_plus_same'])
    letter = pick(rng, ['h', 'r', 'l', 'f', 'd'])
    add = {'h': 'add.u16', 'r': 'add.u32', 'l': 'add.u64', 'f': 'add.rn.f32',
           'd': 'add.rn.f64'}[letter]
    if kind == 'plus':
        o = s.op('inout', letter)
        a = s.op('in', letter)
        s.text = '%s %%%d, %%%d, %%%d;' % (add, o, o, a)
    elif kind == 'unnamed':
        n = rng.randrange(1, 4)
        for _ in range(n):
            s.op('inout', pick(rng, ['h', 'r', 'l', 'f', 'd']))
        o = s.op('inout', letter)
        a = s.op('in', letter)
        s.text = '%s %%%d, %%%d, %%%d;' % (add, o, o, a)
        if rng.random() < 0.5:
            s.clobber_memory = True
    elif kind == 'unnamed_empty':
        for _ in range(rng.randrange(1, 4)):
            s.op('inout', pick(rng, ['h', 'r', 'l', 'f', 'd']))
        s.text = pick(rng, ['', 'membar.cta;', '// nothing'])
        s.clobber_memory = rng.random() < 0.5
    elif kind == 'early':
        o = s.op('early', letter)
        a = s.op('in', letter)
        b = s.op('in', letter)
        mov = {'h': 'mov.b16', 'r': 'mov.b32', 'l': 'mov.b64',
               'f': 'mov.f32', 'd': 'mov.f64'}[letter]
        s.text = '%s %%%d, %%%d;\n\t%s %%%d, %%%d, %%%d;' % (mov, o, a, add, o,
                                                             o, b)
    elif kind == 'imm':
        letter = pick(rng, ['h', 'r', 'l'])
        add = {'h': 'add.u16', 'r': 'add.s32', 'l': 'add.s64'}[letter]
        o = s.op('out', letter)
        a = s.op('in', letter)
        bound = {'h': 1 << 15, 'r': 1 << 31, 'l': 1 << 31}[letter]
        v = pick(rng, [0, 1, -1, rng.randrange(-bound, bound), bound - 1])
        if letter == 'h':
            v = v & 0x7fff
        b = s.op('imm', 'n', 'int', v)
        s.text = '%s %%%d, %%%d, %%%d;' % (add, o, a, b)
    elif kind == 'cstr':
        letter = pick(rng, ['r', 'l'])
        t = 'u32' if letter == 'r' else 'u64'
        opname = pick(rng, ['add', 'sub', 'mul.lo', 'xor', 'min', 'max'])
        o = s.op('out', letter)
        if opname == 'xor':
            t = 'b' + t[1:]
        c = s.op('cstr', 'C', 'const char *', '%s.%s' % (opname, t))
        a = s.op('in', letter)
        b = s.op('in', letter)
        s.text = '%%%d %%%d, %%%d, %%%d;' % (c, o, a, b)
    else:
        # Several "+" operands that start with one value (a local set to
        # the same constant): each must reach the text with that value.
        n = rng.randrange(2, 5)
        ops = [s.op('inout', letter) for _ in range(n)]
        for o in ops:
            s.ops[o]['same'] = True
        s.text = '\n\t'.join('%s %%%d, %%%d, %d%s;' % (
            add, o, o, k + 1, '.0' if letter in 'fd' else '')
            for k, o in enumerate(ops))
        if letter == 'f':
            s.text = '\n\t'.join('add.rn.f32 %%%d, %%%d, 0f%08X;' % (
                o, o, [0x3f800000, 0x40000000, 0x40400000, 0x40800000][k])
                for k, o in enumerate(ops))
        if letter == 'd':
            s.text = '\n\t'.join('add.rn.f64 %%%d, %%%d, 0d%016X;' % (
                o, o, [0x3ff0000000000000, 0x4000000000000000,
                       0x4008000000000000, 0x4010000000000000][k])
                for k, o in enumerate(ops))
    return s


def fam_chain(rng, arch):
    """Several instructions through registers declared in braces."""
    s = Stmt('chain')
    letter, t = pick(rng, [('r', 's32'), ('r', 'u32'), ('l', 'u64')])
    b = BITS[letter]
    o = s.op('out', letter)
    ins = [s.op('in', letter) for _ in range(rng.randrange(2, 5))]
    lines = ['{', '.reg .%s t0, t1;' % b, 'mov.%s t0, %%%d;' % (b, ins[0])]
    for i in ins[1:]:
        op = pick(rng, ['add', 'sub', 'xor', 'mul.lo', 'min', 'max'])
        if op in ('xor',):
            lines.append('%s.%s t1, t0, %%%d;' % (op, b, i))
        else:
            lines.append('%s.%s t1, t0, %%%d;' % (op, t, i))
        lines.append('mov.%s t0, t1;' % b)
    lines.append('mov.%s %%%d, t0;' % (b, o))
    lines.append('}')
    s.text = '\n\t'.join(lines)
    return s


def fam_loop(rng, arch):
    """A statement in a loop around a "+" accumulator."""
    s = fam_inout_plus(rng)
    s.family = 'loop'
    s.loop = rng.randrange(2, 6)
    return s


def fam_inout_plus(rng):
    s = Stmt('plus')
    letter = pick(rng, ['r', 'l', 'f', 'd', 'h'])
    op = {'h': 'add.u16', 'r': pick(rng, ['add.u32', 'xor.b32', 'mul.lo.u32']),
          'l': pick(rng, ['add.u64', 'xor.b64']), 'f': 'fma.rn.f32',
          'd': 'fma.rn.f64'}[letter]
    o = s.op('inout', letter)
    a = s.op('in', letter)
    if letter in 'fd':
        s.text = '%s %%%d, %%%d, %%%d, %%%d;' % (op, o, o, a, o)
    else:
        s.text = '%s %%%d, %%%d, %%%d;' % (op, o, o, a)
    return s


def fam_large(rng, arch):
    """More than 30 operands: the statement is split (split.cc)."""
    s = Stmt('large')
    nout = rng.randrange(8, 24)
    nin = rng.randrange(max(31 - nout, 8), 40 - nout + 8)
    letters = 'rlfdh'
    outs = []
    for _ in range(nout):
        letter = pick(rng, letters)
        kind = pick(rng, ['out', 'out', 'inout'])
        outs.append(s.op(kind, letter))
    ins = []
    for _ in range(nin):
        ins.append(s.op('in', pick(rng, letters)))
    if rng.random() < 0.3:
        s.op('imm', 'n', 'int', rng.randrange(-100, 100))
    lines = []
    byletter = {}
    for i in ins:
        byletter.setdefault(s.ops[i]['letter'], []).append(i)
    for o in outs:
        letter = s.ops[o]['letter']
        srcs = byletter.get(letter, [])
        mov = {'h': 'mov.b16', 'r': 'mov.b32', 'l': 'mov.b64', 'f': 'mov.f32',
               'd': 'mov.f64'}[letter]
        add = {'h': 'add.u16', 'r': 'add.u32', 'l': 'add.u64',
               'f': 'add.rn.f32', 'd': 'add.rn.f64'}[letter]
        if s.ops[o]['kind'] == 'inout':
            if srcs and rng.random() < 0.7:
                lines.append('%s %%%d, %%%d, %%%d;' % (add, o, o, pick(rng, srcs)))
            # else: unnamed in the text, keeps its value
        elif srcs:
            a = pick(rng, srcs)
            if len(srcs) > 1:
                lines.append('%s %%%d, %%%d, %%%d;' % (add, o, a, pick(rng, srcs)))
            else:
                lines.append('%s %%%d, %%%d;' % (mov, o, a))
        else:
            zero = {'h': '0', 'r': '0', 'l': '0', 'f': '0f3F800000',
                    'd': '0d3FF0000000000000'}[letter]
            lines.append('%s %%%d, %s;' % (mov, o, zero))
    s.text = '\n\t'.join(lines)
    return s


def fam_shared(rng, arch):
    """Two or three statements sharing values: built by the emitter from
    two simple statements (see emit_function)."""
    s = fam_int_binary(rng, arch)
    s.family = 'shared'
    s.loop = -1
    return s


def fam_q(rng, arch):
    s = Stmt('q')
    kind = pick(rng, ['join', 'split', 'plus', 'unnamed'])
    if kind == 'join':
        o = s.op('out', 'q')
        a = s.op('in', 'l')
        b = s.op('in', 'l')
        s.text = 'mov.b128 %%%d, {%%%d, %%%d};' % (o, a, b)
    elif kind == 'split':
        lo = s.op('out', 'l')
        hi = s.op('out', 'l')
        a = s.op('in', 'q')
        s.text = 'mov.b128 {%%%d, %%%d}, %%%d;' % (lo, hi, a)
    elif kind == 'plus':
        o = s.op('inout', 'q')
        a = s.op('in', 'l')
        s.text = ('{\n\t.reg .b64 lo, hi;\n\tmov.b128 {lo, hi}, %%%d;\n\t'
                  'add.cc.u64 lo, lo, %%%d;\n\taddc.u64 hi, hi, 0;\n\t'
                  'mov.b128 %%%d, {lo, hi};\n\t}' % (o, a, o))
    else:
        s.op('inout', 'q')
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        s.text = 'not.b32 %%%d, %%%d;' % (o, a)
    return s


def fam_fp8(rng, arch):
    s = Stmt('fp8')
    fmt = pick(rng, ['e4m3x2', 'e5m2x2'])
    if rng.random() < 0.5:
        o = s.op('out', 'h')
        a = s.op('in', 'f')
        b = s.op('in', 'f')
        s.text = 'cvt.rn.satfinite%s.%s.f32 %%%d, %%%d, %%%d;' % (
            '.relu' if rng.random() < 0.3 else '', fmt, o, a, b)
    else:
        o = s.op('out', 'r')
        a = s.op('in', 'h')
        s.text = 'cvt.rn.f16x2.%s %%%d, %%%d;' % (fmt, o, a)
    return s


def fam_mem(rng, arch):
    """Global memory through a per-lane scratch area ("l" pointer)."""
    s = Stmt('mem')
    s.mem = 4
    kind = pick(rng, ['st_ld', 'atom', 'cas', 'red', 'v2', 'ld_nc', 'exch128',
                      'ld_w', 'ld_w'])
    p = s.op('in', 'l', 'unsigned long long *')
    s.ops[p]['scratch'] = True
    s.clobber_memory = True
    if kind == 'st_ld':
        a = s.op('in', 'r')
        o = s.op('out', 'r')
        s.text = ('st.global.u32 [%%%d+4], %%%d;\n\tld.global.u32 %%%d, [%%%d];'
                  % (p, a, o, p))
    elif kind == 'atom':
        op = pick(rng, ['add.u32', 'min.s32', 'max.u32', 'and.b32', 'or.b32',
                        'xor.b32', 'exch.b32', 'inc.u32', 'dec.u32'])
        o = s.op('out', 'r')
        a = s.op('in', 'r')
        s.text = 'atom.global.%s %%%d, [%%%d], %%%d;' % (op, o, p, a)
    elif kind == 'cas':
        o = s.op('out', 'l')
        a = s.op('in', 'l')
        b = s.op('in', 'l')
        s.text = 'atom.global.cas.b64 %%%d, [%%%d+8], %%%d, %%%d;' % (o, p, a, b)
    elif kind == 'red':
        op = pick(rng, ['add.u32', 'add.f32', 'max.s32', 'or.b32'])
        a = s.op('in', 'f' if op.endswith('f32') else 'r')
        s.text = 'red.global.%s [%%%d+16], %%%d;' % (op, p, a)
    elif kind == 'v2':
        a = s.op('in', 'r')
        b = s.op('in', 'r')
        o = s.op('out', 'l')
        s.text = ('st.global.v2.u32 [%%%d+8], {%%%d, %%%d};\n\t'
                  'ld.global.u64 %%%d, [%%%d+8];' % (p, a, b, o, p))
    elif kind == 'ld_w':
        # A load of every width (outputs of side-effecting statements are
        # broadcast from GCC's master lane outside simd code).
        letter, t = pick(rng, [('h', 'u16'), ('r', 'u32'), ('l', 'u64'),
                               ('f', 'f32'), ('d', 'f64')])
        o = s.op('out', letter)
        s.text = 'ld.global.%s %%%d, [%%%d+16];' % (t, o, p)
    elif kind == 'ld_nc':
        o = s.op('out', 'l')
        s.text = 'ld.global.nc.u64 %%%d, [%%%d+24];' % (o, p)
    else:
        o = s.op('out', 'q')
        a = s.op('in', 'q')
        s.text = 'atom.global.exch.b128 %%%d, [%%%d], %%%d;' % (o, p, a)
    return s


FAMILIES_80 = [
    (fam_int_binary, 10), (fam_int_unary, 5), (fam_div, 2), (fam_mad, 4),
    (fam_carry, 2), (fam_bits, 6), (fam_float, 10), (fam_cvt, 8),
    (fam_half, 5), (fam_pred, 6), (fam_inout, 10), (fam_chain, 3),
    (fam_loop, 3), (fam_large, 1), (fam_shared, 3),
]
FAMILIES_90A = FAMILIES_80 + [(fam_q, 8), (fam_fp8, 4), (fam_mem, 12)]


def generate(seed, count, arch):
    rng = random.Random('%s:%s' % (seed, arch))
    fams = FAMILIES_90A if arch.startswith('sm_90') else FAMILIES_80

    total = sum(w for _, w in fams)
    stmts = []
    while len(stmts) < count:
        r = rng.randrange(total)
        for f, w in fams:
            if r < w:
                break
            r -= w
        s = outputs_first(f(rng, arch))
        if s.mem == 0 and rng.random() < 0.15:
            s.volatile = False
        s.noinline = rng.random() < 0.3
        s.direct = rng.random() < 0.3	# inputs as expressions, not locals
        stmts.append(s)
    return stmts


# --- emitting ------------------------------------------------------------

def cstr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace(
        '\n', '\\n').replace('\t', '\\t') + '"'


def from_bits(ctype, expr):
    if ctype == 'float':
        return 'ptxd_f32 (%s)' % expr
    if ctype == 'double':
        return 'ptxd_f64 (%s)' % expr
    return '(%s) %s' % (ctype, expr)


def to_bits(ctype, expr):
    if ctype == 'float':
        return 'ptxd_bits_f32 (%s)' % expr
    if ctype == 'double':
        return 'ptxd_bits_f64 (%s)' % expr
    return '(ptxd_u64) %s' % expr


def read_input(o, nin):
    """The C expression of operand O's value from the input slots at
    NIN (two for "q"), and the next free slot."""
    ctype = o['ctype']
    if o['letter'] == 'q':
        return ('((%s) in[%d] << 64 | in[%d])' % (ctype, nin, nin + 1),
                nin + 2)
    return from_bits(ctype, 'in[%d]' % nin), nin + 1


def emit_function(i, s, rng):
    """C source of statement I's function and its slot counts."""
    lines = []
    nin = 0
    nout = 0
    decls = []
    outs = []		# (slot, expr, ctype)
    cons_out = []
    cons_in = []
    strings = []
    for n, o in enumerate(s.ops):
        ctype = o['ctype']
        name = 'v%d' % n
        if o['kind'] in ('out', 'early'):
            decls.append('%s %s;' % (ctype, name))
            cons_out.append('"%s" (%s)' % (o['cons'], name))
        elif o['kind'] == 'inout':
            if o.get('same'):
                init = '0'
            else:
                init, nin = read_input(o, nin)
            decls.append('%s %s = %s;' % (ctype, name, init))
            cons_out.append('"%s" (%s)' % (o['cons'], name))
        elif o['kind'] == 'in':
            if o.get('scratch'):
                expr = 'scratch'
            else:
                expr, nin = read_input(o, nin)
            if s.direct or o.get('scratch'):
                cons_in.append('"%s" (%s)' % (o['cons'], expr))
            else:
                decls.append('%s %s = %s;' % (ctype, name, expr))
                cons_in.append('"%s" (%s)' % (o['cons'], name))
        elif o['kind'] == 'imm':
            cons_in.append('"n" (%d)' % o['value'])
        elif o['kind'] == 'cstr':
            sname = 'ptxd_str%d_%d' % (i, n)
            strings.append('static const char %s[] = %s;' % (sname,
                                                              cstr(o['value'])))
            cons_in.append('"C" (%s)' % sname)
        if o['kind'] in ('out', 'early', 'inout'):
            if o['letter'] == 'q':
                outs.append((nout, '(ptxd_u64) %s' % name, ctype))
                outs.append((nout + 1, '(ptxd_u64) (%s >> 64)' % name, ctype))
                nout += 2
            else:
                outs.append((nout, to_bits(ctype, name), ctype))
                nout += 1
    attrs = 'PTXD_NOINLINE ' if s.noinline else ''
    body = []
    body.extend(decls)
    clob = ' : "memory"' if s.clobber_memory else ''
    asm = 'asm %s(%s\n\t\t: %s\n\t\t: %s%s);' % (
        'volatile ' if s.volatile else '', cstr(s.text), ', '.join(cons_out),
        ', '.join(cons_in), clob)
    if s.loop > 0:
        body.append('for (int k = 0; k < %d; k++)' % s.loop)
        body.append('  ' + asm)
    else:
        body.append(asm)
    if s.loop < 0:
        # A second statement that takes the first one's output as input,
        # and a third that combines both.
        o0 = 'v0'
        ctype = s.ops[0]['ctype']
        letter = s.ops[0]['letter']
        t = {'h': 'u16', 'r': 'u32', 'l': 'u64'}[letter]
        body.append('%s w1, w2;' % ctype)
        body.append('asm ("mul.lo.%s %%0, %%1, %%1;" : "=%s" (w1) : "%s" (%s));'
                    % (t, letter, letter, o0))
        body.append('asm ("xor.b%s %%0, %%1, %%2;" : "=%s" (w2) : "%s" (w1), '
                    '"%s" (%s));' % (t[1:], letter, letter, letter, o0))
        outs.append((nout, '(ptxd_u64) w2', ctype))
        nout += 1
    for slot, expr, _ in outs:
        body.append('out[%d] = %s;' % (slot, expr))
    src = '\n'.join(strings)
    if strings:
        src += '\n'
    src += ('PTXD_FN %svoid\nptxd_s%d (const ptxd_u64 *in, ptxd_u64 *out, '
            'ptxd_u64 *scratch)\n{\n  (void) in; (void) scratch;\n  %s\n}\n'
            % (attrs, i, '\n  '.join(body)))
    return src, nin, [t for _, _, t in outs]


def batch_seed(seed, arch, first):
    """The seed of the batch's inputs: 64 bits of its parameters."""
    return random.Random('%s:%s:%d:inputs' % (seed, arch, first)).getrandbits(64)


# --- real statements ------------------------------------------------------
# contrib/ptx-corpus extracts the asm statements of a checkout of public
# CUDA code (letters h r l f d n) and keeps those that nvcc and ptxas
# accept at sm_80.  Of those, the statements that only compute can run
# on any inputs; the others take addresses, special registers or the
# whole warp, which random inputs cannot give them.

PURE_OPS = {
    'add', 'addc', 'sub', 'subc', 'mul', 'mad', 'madc', 'mul24', 'mad24',
    'sad', 'div', 'rem', 'abs', 'neg', 'min', 'max', 'popc', 'clz', 'bfind',
    'fns', 'brev', 'bfe', 'bfi', 'szext', 'bmsk', 'dp4a', 'dp2a', 'and', 'or',
    'xor', 'not', 'cnot', 'lop3', 'shf', 'shl', 'shr', 'mov', 'prmt', 'cvt',
    'set', 'setp', 'selp', 'slct', 'copysign', 'testp', 'fma', 'rcp',
    'sqrt', 'rsqrt', 'sin', 'cos', 'lg2', 'ex2', 'tanh', 'bra', '.reg',
}


# mma.sync: a warp collective, but one whose lanes' results depend only
# on the 32 lanes' registers.  Let through with --corpus-mma, in the simd
# model only, where the loop's 32 iterations are the warp's 32 lanes (on
# the GPU and in the host fallback's lockstep); in the other models the
# lanes differ from a warp's by design.
WARP_OPS = {'mma'}


def opcodes(text):
    """The instructions of TEXT (without guards and labels), or None if
    it names a special register (a '%' name that is not an operand)."""
    t = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', text, flags=re.S)
    if re.search(r'(?<!%)%%?[A-Za-z_]', t.replace('%=', '')):
        return None
    ops = []
    # Split at ';' only: mma's operands are vectors in braces.  Scope
    # braces and labels precede an instruction.
    for piece in t.split(';'):
        while True:
            p = re.sub(r'^[\s{}]*(?:[A-Za-z_$][\w$%=]*:)?', '', piece)
            if p == piece:
                break
            piece = p
        piece = re.sub(r'^@!?%?\w+\s+', '', piece.strip())
        if piece:
            ops.append(piece.split()[0])
    return ops


def computes_warp(text):
    """Does TEXT hold an mma.sync and otherwise only instructions of
    PURE_OPS, and no special register?"""
    ops = opcodes(text)
    if ops is None:
        return False
    base = [op.split('.')[0] for op in ops]
    return (any(b in WARP_OPS for b in base)
            and all(b in PURE_OPS or b in WARP_OPS or op == '.reg'
                    for b, op in zip(base, ops)))


def computes_only(text):
    """Does TEXT hold only instructions of PURE_OPS and no special
    register (a '%' name that is not an operand)?"""
    t = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', text, flags=re.S)
    if re.search(r'(?<!%)%%?[A-Za-z_]', t.replace('%=', '')):
        return False
    for piece in re.split(r'[;{}]', t):
        piece = re.sub(r'^\s*(?:[A-Za-z_$][\w$%=]*:\s*)*', '', piece)
        piece = re.sub(r'^@!?%?\w+\s+', '', piece.strip())
        if not piece:
            continue
        op = piece.split()[0]
        if op.split('.')[0] not in PURE_OPS and op != '.reg':
            return False
    return True


def corpus_stmts(path, accepted, mma=False):
    """The statements of PATH (ptx-corpus's all.json) whose indexes are in
    the file ACCEPTED and that only compute (with MMA, also those that
    compute with mma.sync), as Stmt objects, each with its source in
    .origin."""
    with open(path) as f:
        sts = json.load(f)
    with open(accepted) as f:
        keep = [int(x) for x in f.read().split()]
    out = []
    for i in keep:
        st = sts[i]
        if not (computes_only(st['tmpl'])
                or (mma and computes_warp(st['tmpl']))):
            continue
        s = Stmt('corpus')
        s.text = st['tmpl']
        for c in st['outs']:
            letter = c.lstrip('=+&')
            kind = 'inout' if c.startswith('+') else (
                'early' if '&' in c else 'out')
            s.op(kind, letter)
        for c in st['ins']:
            if c == 'n':
                s.op('imm', 'n', 'int', 1)
            else:
                s.op('in', c)
        s.volatile = st['volatile']
        s.clobber_memory = st['memory']
        s.noinline = False
        s.direct = False
        s.origin = '%s: %s:%d' % (st['repo'], st['path'], st['line'])
        out.append(s)
    return out


def write_batch(outdir, seed, count, arch, lang, model, first, stmts=None):
    if stmts is None:
        stmts = generate(seed, count, arch)
    rng = random.Random(seed)
    os.makedirs(outdir, exist_ok=True)
    funcs = []
    meta = []
    in_base = out_base = mem_base = 0
    for k, s in enumerate(stmts):
        i = first + k
        src, nin, out_types = emit_function(i, s, rng)
        nout = len(out_types)
        funcs.append(src)
        meta.append({'id': i, 'family': getattr(s, 'origin', s.family),
                     'text': s.text,
                     'ops': [{'cons': o['cons'], 'ctype': o['ctype'],
                              'kind': o['kind'], 'value': o['value']}
                             for o in s.ops],
                     'volatile': s.volatile, 'loop': s.loop,
                     'in': [in_base, nin], 'out': [out_base, nout],
                     'out_types': out_types,
                     'mem': [mem_base, s.mem], 'source': src})
        in_base += nin
        out_base += nout
        mem_base += s.mem
    with open(os.path.join(outdir, 'stmts.h'), 'w') as f:
        f.write('/* Generated by contrib/difftest/gen.py --seed %s --count %d '
                '--arch %s.  */\n\n' % (seed, count, arch))
        f.write('#define PTXD_NIN %d\n#define PTXD_NOUT %d\n#define PTXD_NMEM %d\n'
                % (max(in_base, 1), max(out_base, 1), max(mem_base, 1)))
        f.write('#define PTXD_SEED 0x%016xULL\n' % batch_seed(seed, arch, first))
        f.write('PTXD_BEGIN_FUNCTIONS\n\n')
        f.write('\n'.join(funcs))
        f.write('\nPTXD_FN void\nptxd_run_all (int lane, const ptxd_u64 *in, '
                'ptxd_u64 *out, ptxd_u64 *mem)\n{\n')
        f.write('  in += (ptxd_u64) lane * PTXD_NIN;\n'
                '  out += (ptxd_u64) lane * PTXD_NOUT;\n'
                '  mem += (ptxd_u64) lane * PTXD_NMEM;\n')
        for m in meta:
            f.write('  ptxd_s%d (in + %d, out + %d, mem + %d);\n'
                    % (m['id'], m['in'][0], m['out'][0], m['mem'][0]))
        f.write('}\n\nPTXD_END_FUNCTIONS\n')
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(outdir, 'gcc_main.' + ('C' if lang == 'c++' else 'c')),
              'w') as f:
        f.write('#define PTXD_MODEL_%s 1\n#include "ptxd.h"\n#include "stmts.h"\n'
                '#include "ptxd-main.h"\n' % model.upper())
    with open(os.path.join(outdir, 'nvcc_main.cu'), 'w') as f:
        f.write('#include "ptxd.h"\n#include "stmts.h"\n#include "ptxd-main.h"\n')
    for name in ('ptxd.h', 'ptxd-main.h'):
        with open(os.path.join(here, name)) as src, \
             open(os.path.join(outdir, name), 'w') as dst:
            dst.write(src.read())
    with open(os.path.join(outdir, 'stmts.json'), 'w') as f:
        json.dump({'seed': seed, 'count': count, 'arch': arch, 'lang': lang,
                   'model': model, 'nin': max(in_base, 1),
                   'nout': max(out_base, 1), 'nmem': max(mem_base, 1),
                   'stmts': meta}, f, indent=0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', required=True)
    ap.add_argument('--count', type=int, required=True)
    ap.add_argument('--arch', default='sm_80', choices=['sm_80', 'sm_90a'])
    ap.add_argument('--lang', default='c', choices=['c', 'c++'])
    ap.add_argument('--model', default='simd',
                    choices=['simd', 'parallel', 'target', 'acc'])
    ap.add_argument('--first', type=int, default=0)
    ap.add_argument('--corpus', metavar='ALL.JSON',
                    help="contrib/ptx-corpus's statements instead of "
                    "generated ones (with --accepted); --count is ignored")
    ap.add_argument('--accepted', metavar='ACCEPTED.TXT')
    ap.add_argument('--corpus-mma', action='store_true',
                    help="with --corpus: also the statements that compute "
                    "with mma.sync (simd model only)")
    ap.add_argument('outdir')
    a = ap.parse_args()
    stmts = None
    if a.corpus_mma and (not a.corpus or a.model != 'simd'):
        ap.error('--corpus-mma needs --corpus and --model simd: a warp '
                 "collective's lanes are a simd loop's iterations")
    if a.corpus:
        stmts = corpus_stmts(a.corpus, a.accepted, a.corpus_mma)
    write_batch(a.outdir, a.seed, a.count, a.arch, a.lang, a.model, a.first,
                stmts)


if __name__ == '__main__':
    main()
