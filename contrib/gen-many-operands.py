#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""gen-many-operands.py -- write the large-statement tests (issue 11).

Usage: contrib/gen-many-operands.py  (from the source tree; rewrites the
testsuite files it names below).  The tests are generated because a
statement with 265 operands is tedious to write and to check by hand;
the generated files are committed and read like any other test.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
TS = os.path.join(HERE, "..", "testsuite")


def write(rel, text):
    with open(os.path.join(TS, rel), "w") as f:
        f.write(text)


def wrap(items, indent, width=76):
    """Join ITEMS with ", " in lines of at most WIDTH columns."""
    lines, cur = [], indent
    for i, it in enumerate(items):
        piece = it + ("," if i + 1 < len(items) else "")
        if len(cur) + len(piece) + 1 > width and cur.strip():
            lines.append(cur.rstrip())
            cur = indent
        cur += piece + " "
    lines.append(cur.rstrip())
    return "\n".join(lines)


def cstr(lines, indent):
    return "\n".join(indent + '"' + l + '\\n"' for l in lines)


def macro(head, body):
    """#define HEAD as BODY (lines of C), with each line continued."""
    lines = body.split("\n")
    width = max(len(l) for l in lines) + 1
    return "#define %s \\\n%s\n" % (head, " \\\n".join(
        l.ljust(width) if i + 1 < len(lines) else l
        for i, l in enumerate(lines)))


# --- link: 31 operands: one output, 30 inputs ---------------------------
def many_31():
    ins = ['"r" (x[%d])' % i for i in range(30)]
    body = ["add.s32 %%0, %%1, %%2;"] + ["add.s32 %%0, %%0, %%%d;" % i
                                        for i in range(3, 31)]
    body = [b.replace("%%", "%") for b in body]
    return f"""/* 31 operands (one output, 30 inputs), one more than one GCC asm
   takes: the statement becomes two pieces in one brace scope; ptxas
   judges the PTX.  */
/* {{ dg-do link }} */

int
main (void)
{{
  int x[30], s;
  for (int k = 0; k < 30; k++)
    x[k] = k;
#pragma omp target map(to: x) map(from: s)
  asm ({cstr(body, "       ").strip()}
       : "=r" (s)
       : {wrap(ins, "         ").strip()});
  return s != 435;
}}

/* {{ dg-final {{ scan-ptx {{part 1 of 2\\n\\t\\x7b\\n\\t\\.reg \\.b32 %ptxasm_0;}} }} }} */
/* {{ dg-final {{ scan-ptx {{add\\.s32 %ptxasm_0, %ptxasm_0, %ptxasm_30;}} }} }} */
/* {{ dg-final {{ scan-ptx {{part 2 of 2\\n(.*\\n)*\\t\\x7d\\n\\t// end inline asm}} }} }} */
"""


# --- link: 64 operands: 32 "+r" ---------------------------------------
def many_64():
    outs = ['"+r" (a[%d])' % i for i in range(32)]
    body = ["add.s32 %%%d, %%%d, %d;" % (i, i, i + 1) for i in range(32)]
    return f"""/* 32 "+r" operands: 64 once each "+" is an output and a tied input.  */
/* {{ dg-do link }} */

int
main (void)
{{
  int a[32];
  for (int k = 0; k < 32; k++)
    a[k] = k;
#pragma omp target map(tofrom: a)
  asm ({cstr(body, "       ").strip()}
       : {wrap(outs, "         ").strip()});
  for (int k = 0; k < 32; k++)
    if (a[k] != 2 * k + 1)
      return 1;
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{add\\.s32 %ptxasm_31, %ptxasm_31, 32;}} }} }} */
/* {{ dg-final {{ scan-ptx {{part 3 of 3}} }} }} */
"""


def acc_list(n):
    return ",".join("%%%d" % i for i in range(n))


# --- link: wgmma-shaped, 130 operands (128 "+f", 2 "l") ----------------
def wgmma_130(opt=""):
    outs = ['"+f" (d[%d])' % i for i in range(128)]
    body = ["{",
            ".reg .b64 da, db;",
            "// wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 "
            "{%0, ..., %127}, %128, %129, p, 1, 1, 0, 0;",
            "mov.b64 da, %128;",
            "mov.b64 db, %129;"]
    body += ["add.f32 %%%d, %%%d, 0f3F800000;" % (i, i) for i in range(128)]
    body += ["}"]
    return f"""/* A statement shaped like CUTLASS's SM90_64x256x16_F32F16F16_SS (128
   "+f" accumulators, two "l" matrix descriptors: 130 operands, 258 once
   each "+" is an output and a tied input), with sm_80 instructions in
   place of the wgmma so that ptxas for sm_80 judges it.  */
/* {{ dg-do link }} */
{opt}
int
main (void)
{{
  float d[128];
  unsigned long desc_a = 0x4000004000010000ul, desc_b = 0x4000004000010040ul;
  for (int k = 0; k < 128; k++)
    d[k] = k;
#pragma omp target map(tofrom: d)
  asm volatile ({cstr(body, "                ").strip()}
                : {wrap(outs, "                  ").strip()}
                : "l" (desc_a), "l" (desc_b));
  for (int k = 0; k < 128; k++)
    if (d[k] != k + 1)
      return 1;
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{\\.reg \\.f32 %ptxasm_127;}} }} }} */
/* {{ dg-final {{ scan-ptx {{\\.reg \\.b64 %ptxasm_129;}} }} }} */
/* {{ dg-final {{ scan-ptx {{add\\.f32 %ptxasm_127, %ptxasm_127, 0f3F800000;}} }} }} */
"""


# --- link: 265 operands: CUTLASS's wgmma with scale-d and immediates ----
def wgmma_265():
    outs = ['"+f" (d[%d])' % i for i in range(128)] + ['"+r" (extra)']
    ins = ['"l" (desc_a)', '"l" (desc_b)', '"r" (scale_d)', '"n" (1)',
           '"n" (-1)', '"n" (2)', '"n" (3)']
    body = ["{",
            ".reg .pred p;",
            ".reg .b64 da, db;",
            "setp.ne.b32 p, %131, 0;",
            "// wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 "
            "{%0, ..., %127}, %129, %130, p, %132, %133, %134, %135;",
            "mov.b64 da, %129;",
            "mov.b64 db, %130;"]
    body += ["@p add.f32 %%%d, %%%d, 0f3F800000;" % (i, i) for i in range(128)]
    body += ["add.s32 %%128, %%128, %%%d;" % i for i in range(132, 136)]
    body += ["}"]
    return f"""/* 128 "+f" accumulators, two "l" descriptors, the "r" scale-d and four
   "n" immediates of CUTLASS's SM90_64x256x16_F32F16F16_SS, and one more
   "+r": 265 operands once each "+" counts twice.  The "n" operands are
   pasted into the text as numbers.  sm_80 instructions stand in for the
   wgmma.  */
/* {{ dg-do link }} */

int
main (void)
{{
  float d[128];
  int scale_d = 1, extra = 5;
  unsigned long desc_a = 0x4000004000010000ul, desc_b = 0x4000004000010040ul;
  for (int k = 0; k < 128; k++)
    d[k] = k;
#pragma omp target map(tofrom: d, extra)
  asm volatile ({cstr(body, "                ").strip()}
                : {wrap(outs, "                  ").strip()}
                : {wrap(ins, "                  ").strip()});
  for (int k = 0; k < 128; k++)
    if (d[k] != k + 1)
      return 1;
  return extra != 10;
}}

/* {{ dg-final {{ scan-ptx {{setp\\.ne\\.b32 p, %ptxasm_131, 0;}} }} }} */
/* {{ dg-final {{ scan-ptx {{add\\.s32 %ptxasm_128, %ptxasm_128, 1;\\n?\\s*add\\.s32 %ptxasm_128, %ptxasm_128, -1;}} }} }} */
"""


# --- link: tcgen05-shaped: 128 "=r" and an "r" address ------------------
def tcgen05():
    outs = ['"=r" (v[%d])' % i for i in range(128)]
    body = ["// tcgen05.ld.sync.aligned.32x32b.x128.b32 {%0, ..., %127}, [%128];"]
    body += ["add.u32 %%%d, %%128, %d;" % (i, i) for i in range(128)]
    return f"""/* A statement shaped like CCCL's tcgen05.ld 32x32b.x128: 128 "=r"
   outputs and the "r" tensor-memory address, 129 operands, with sm_80
   instructions in its place.  */
/* {{ dg-do link }} */

int
main (void)
{{
  unsigned v[128], taddr = 1000;
#pragma omp target map(from: v)
  asm volatile ({cstr(body, "                ").strip()}
                : {wrap(outs, "                  ").strip()}
                : "r" (taddr));
  for (int k = 0; k < 128; k++)
    if (v[k] != 1000u + k)
      return 1;
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{add\\.u32 %ptxasm_127, %ptxasm_128, 127;}} }} }} */
"""


# --- link: two copies whose tails would be identical (cross-jumping) ----
def crossjump():
    n = 200
    ins = ['"r" (%s)' % "X"] + ['"r" (x[%d])' % i for i in range(1, n)]
    ins += ['"l" (s)']
    body = ["{", ".reg .b32 t;", "mov.b32 t, %0;"]
    body += ["add.s32 t, t, %%%d;" % i for i in range(1, n)]
    body += ["st.u32 [%%%d], t;" % n, "}"]
    stmt = macro("BIG(X)", f'  asm volatile ({cstr(body, "                ").strip()}\n'
                 f'                :\n'
                 f'                : {wrap(ins, "                  ").strip()}\n'
                 f'                : "memory")')
    return f"""/* Two copies of one large statement without outputs in the arms of an
   if, differing only in their first input: without the dummy operands
   that chain the pieces, every piece after the first would be the same
   insn in both arms, and RTL cross-jumping would be free to merge those
   tails into one, leaving a brace scope opened twice and closed once
   (ptxas: a syntax error).  The dummy operands of the two copies differ,
   so no tail is shared: ptxas accepts the PTX and both copies are whole.
   (GCC 12's nvptx compiler runs none of the RTL passes after register
   allocation, cross-jumping among them, so this passes without the
   chain too: it guards the property for a compiler that does.)  */
/* {{ dg-do link }} */
/* {{ dg-options "-O2" }} */

/* The statement, with X its first input.  */
{stmt}
int
main (void)
{{
  int x[{n}], c = 1, a = 1000, b = 2000, r = 0;
  for (int k = 0; k < {n}; k++)
    x[k] = k;
#pragma omp target map(to: x, c, a, b) map(from: r)
  {{
    int *s = &r;
    if (c)
      BIG (a);
    else
      BIG (b);
  }}
  return r != 1000 + {n * (n - 1) // 2};
}}

/* Both copies are whole (ptxas checked that the braces balance).  */
/* {{ dg-final {{ scan-ptx {{part 1 of 8\\n\\t\\x7b.*part 1 of 8\\n\\t\\x7b}} }} }} */
/* {{ dg-final {{ scan-ptx {{part 8 of 8.*part 8 of 8}} }} }} */
"""


# --- link: a large statement in places that GCC duplicates ----------------
ADD40_N = 40


def add40_header():
    """The statement of the tests that put one in places GCC duplicates."""
    n = ADD40_N
    outs = ['"+r" ((v)[%d])' % i for i in range(n)]
    body = ["add.s32 %%%d, %%%d, %%%d;" % (i, i, n) for i in range(n)]
    stmt = (f'  asm volatile ({cstr(body, "                ").strip()}\n'
            f'                : {wrap(outs, "                  ").strip()}\n'
            f'                : "r" (k))')
    return f"""/* many-add40.h -- the statement with {2 * n} operands of the many-*.c tests
   that put one in places where GCC duplicates it (written by
   contrib/gen-many-operands.py): each of the {n} elements of V ("+r")
   plus K ("r").  */

{macro("ADD40(v, k)", stmt)}"""


def duplicated(name, what, options, pragma_fn):
    text = pragma_fn(what, options, "ADD40 (v, k);", ADD40_N)
    # After the directives: the header that holds the statement.
    at = text.index("\n\n") + 1
    return text[:at] + '\n#include "many-add40.h"\n' + text[at:]


def dup_loop(what, options, stmt, n, unroll=False):
    pragma = "\n#pragma GCC unroll 4" if unroll else ""
    iters = 4 if unroll else 16
    scan = ("\n/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3.*part 1 of 3} } } */\n"
            if unroll else "")
    return f"""/* {what} */
/* {{ dg-do link }} */
/* {{ dg-options "{options}" }} */

int
main (void)
{{
  int s = 0;
#pragma omp target map(tofrom: s)
  {{
    int v[{n}] = {{ 0 }};{pragma}
    for (int k = 0; k < {iters}; k++)
      {stmt}
    for (int i = 0; i < {n}; i++)
      s += v[i];
  }}
  return s != {n} * {iters * (iters - 1) // 2};
}}
{scan}"""


def dup_inline(what, options, stmt, n):
    return f"""/* {what} */
/* {{ dg-do link }} */
/* {{ dg-options "{options}" }} */

#pragma omp declare target
static inline __attribute__ ((always_inline)) int
big (int *v, int k)
{{
  {stmt}
  return v[0] + v[{n - 1}];
}}
#pragma omp end declare target

int
main (void)
{{
  int s = 0, t = 0, c = 1;
#pragma omp target map(tofrom: s, t) map(to: c)
  {{
    int v[{n}] = {{ 0 }};
    s = big (v, 1);
    if (c)
      t = big (v, 2);
    else
      t = big (v, 3) + 1;
  }}
  return s != 2 || t != 6;
}}

/* {{ dg-final {{ scan-ptx {{part 1 of 3.*part 1 of 3.*part 1 of 3}} }} }} */
"""


def dup_simd(what, options, stmt, n):
    return f"""/* {what} */
/* {{ dg-do link }} */
/* {{ dg-options "{options}" }} */

int
main (void)
{{
  int r[64];
#pragma omp target teams distribute parallel for simd map(from: r)
  for (int k = 0; k < 64; k++)
    {{
      int v[{n}] = {{ 0 }};
      {stmt}
      r[k] = v[{n - 1}];
    }}
  for (int k = 0; k < 64; k++)
    if (r[k] != k)
      return 1;
  return 0;
}}
"""


def dup_acc(what, options, stmt, n):
    return f"""/* {what} */
/* {{ dg-do link }} */
/* {{ dg-options "{options}" }} */

int
main (void)
{{
  int r[64];
#pragma acc parallel loop gang vector copyout(r)
  for (int k = 0; k < 64; k++)
    {{
      int v[{n}] = {{ 0 }};
      {stmt}
      r[k] = v[{n - 1}];
    }}
  for (int k = 0; k < 64; k++)
    if (r[k] != k)
      return 1;
  return 0;
}}
"""


# --- link: every letter and modifier in a large statement ---------------
def mixed():
    outs = ['"+h" (h[%d])' % i for i in range(8)]          # 0..7
    outs += ['"=r" (r[%d])' % i for i in range(8)]         # 8..15
    outs += ['"+l" (l[%d])' % i for i in range(8)]         # 16..23
    outs += ['"=&f" (f[%d])' % i for i in range(4)]        # 24..27
    outs += ['"+d" (d[%d])' % i for i in range(4)]         # 28..31
    ins = ['"r" (x)', '"n" (7)', '"C" (op)', '"f" (y)']    # 32..35
    body = ["add.u16 %%%d, %%%d, 1;" % (i, i) for i in range(8)]
    body += ["add.u32 %%%d, %%32, %d;" % (i, i) for i in range(8, 16)]
    body += ["add.u64 %%%d, %%%d, %%33;" % (i, i) for i in range(16, 24)]
    body += ["%%34.f32 %%%d, %%35, %d.0;" % (i, i) for i in range(24, 28)]
    body += ["add.f64 %%%d, %%%d, 0d3FF0000000000000;" % (i, i)
             for i in range(28, 32)]
    return f"""/* Every letter in a statement of 36 operands (60 once "+" counts
   twice): "+h", "=r", "+l", "=&f", "+d", and inputs "r", "n" (pasted),
   "C" (pasted) and "f".  */
/* {{ dg-do link }} */

static const char op[] = "add";

int
main (void)
{{
  unsigned short h[8];
  unsigned r[8];
  unsigned long l[8];
  float f[4], y = 0.5f;
  double d[4];
  unsigned x = 100;
  for (int k = 0; k < 8; k++)
    h[k] = k, l[k] = k;
  for (int k = 0; k < 4; k++)
    d[k] = k;
#pragma omp target map(tofrom: h, r, l, f, d) map(to: x, y)
  asm ({cstr(body, "       ").strip()}
       : {wrap(outs, "         ").strip()}
       : {wrap(ins, "         ").strip()});
  for (int k = 0; k < 8; k++)
    if (h[k] != k + 1 || r[k] != 100u + 8 + k || l[k] != k + 7u)
      return 1;
  for (int k = 0; k < 4; k++)
    if (f[k] != 24.5f + k || d[k] != k + 1.0)
      return 1;
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{\\.reg \\.b16 %ptxasm_0;}} }} }} */
/* {{ dg-final {{ scan-ptx {{\\.reg \\.f32 %ptxasm_24;}} }} }} */
/* {{ dg-final {{ scan-ptx {{\\.reg \\.f64 %ptxasm_28;}} }} }} */
/* {{ dg-final {{ scan-ptx {{add\\.u64 %ptxasm_16, %ptxasm_16, 7;}} }} }} */
/* {{ dg-final {{ scan-ptx {{add\\.f32 %ptxasm_24, %ptxasm_35, 24\\.0;}} }} }} */
/* {{ dg-final {{ scan-ptx {{cvt\\.u16\\.u16 %ptxasm_0, %r}} }} }} */
"""


# --- run: every operand of a 262-operand statement checked --------------
def run_arith():
    outs = ['"+r" (a[%d])' % k for k in range(100)]
    outs += ['"=l" (lo[%d])' % k for k in range(20)]
    outs += ['"=f" (fo[%d])' % k for k in range(10)]
    ins = ['"l" (li[%d])' % k for k in range(20)]
    ins += ['"f" (fi[%d])' % k for k in range(10)]
    ins += ['"r" (x)', '"n" (5)']
    body = ["mad.lo.s32 %%%d, %%%d, 3, %%160;" % (k, k) for k in range(100)]
    body += ["add.s64 %%%d, %%%d, %%161;" % (100 + k, 130 + k) for k in range(20)]
    body += ["mul.f32 %%%d, %%%d, 0f40000000;" % (120 + k, 150 + k)
             for k in range(10)]
    return f"""/* A statement with 162 operands, 262 once each "+" counts twice (100
   "+r", 20 "=l", 10 "=f"; 20 "l", 10 "f", an "r" and an "n" input), run
   by 64 threads: every output is checked, so every copy into and out of
   the shim registers of every piece is.  */
/* {{ dg-do run }} */
/* {{ dg-options "-O2" }} */

#include <stdio.h>

#define N 64

static int a_[N][100];
static long lo_[N][20], li_[N][20];
static float fo_[N][10], fi_[N][10];

int
main (void)
{{
  for (int t = 0; t < N; t++)
    {{
      for (int k = 0; k < 100; k++)
        a_[t][k] = t * 1000 + k;
      for (int k = 0; k < 20; k++)
        li_[t][k] = ((long) t << 40) + k;
      for (int k = 0; k < 10; k++)
        fi_[t][k] = t + k * 0.25f;
    }}
#pragma omp target teams distribute parallel for map(tofrom: a_, lo_, fo_) map(to: li_, fi_)
  for (int t = 0; t < N; t++)
    {{
      int *a = a_[t];
      long *lo = lo_[t], *li = li_[t];
      float *fo = fo_[t], *fi = fi_[t];
      int x = t;
      asm ({cstr(body, "           ").strip()}
           : {wrap(outs, "             ").strip()}
           : {wrap(ins, "             ").strip()});
    }}
  int bad = 0;
  for (int t = 0; t < N; t++)
    {{
      for (int k = 0; k < 100; k++)
        if (a_[t][k] != (t * 1000 + k) * 3 + t && bad++ < 10)
          printf ("a[%d][%d] = %d\\n", t, k, a_[t][k]);
      for (int k = 0; k < 20; k++)
        if (lo_[t][k] != ((long) t << 40) + k + 5 && bad++ < 10)
          printf ("lo[%d][%d] = %ld\\n", t, k, lo_[t][k]);
      for (int k = 0; k < 10; k++)
        if (fo_[t][k] != 2 * (t + k * 0.25f) && bad++ < 10)
          printf ("fo[%d][%d] = %g\\n", t, k, fo_[t][k]);
    }}
  printf ("many-arith: %s\\n", bad ? "FAIL" : "ok");
  return bad != 0;
}}

/* {{ dg-output "many-arith: ok" }} */
"""


# --- run: a real wgmma m64n128k16 on a warpgroup (sm_90a) ---------------
def run_wgmma():
    outs = ['"+f" (d[%d])' % i for i in range(64)]
    ins = ['"r" (a0)', '"r" (a1)', '"r" (a2)', '"r" (a3)', '"r" (scale_d)',
           '"l" (desc)']
    body = ["{",
            ".reg .pred p;",
            "setp.ne.b32 p, %68, 0;",
            "wgmma.fence.sync.aligned;",
            "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" +
            ", ".join("%%%d" % i for i in range(64)) +
            "}, {%64, %65, %66, %67}, %69, p, 1, 1, 0;",
            "wgmma.commit_group.sync.aligned;",
            "wgmma.wait_group.sync.aligned 0;",
            "}"]
    return f"""/* wgmma.mma_async m64n128k16, f16 inputs, f32 accumulators, on one
   warpgroup (4 OpenMP threads = 4 warps, 32 simd lanes each): D = A B
   with A (64x16) in registers and B (16x128) in shared memory behind a
   matrix descriptor (no swizzle: 8x8 core matrices of 128 bytes, K-
   adjacent ones 128 bytes apart, N-adjacent ones 256).  The statement
   has 70 operands, 134 once each "+f" counts twice.  Small integers
   make every product and sum exact: the result must equal the CPU's.  */
/* {{ dg-do run }} */
/* {{ dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" }} */

#include <omp.h>
#include <stdio.h>

#define M 64
#define N 128
#define K 16

static unsigned short A[M][K], B[K][N];
static float D[M][N], R[M][N];

/* The f16 bits of a small integer V (|V| < 2048).  */
static unsigned short
f16 (int v)
{{
  unsigned short s = v < 0 ? 0x8000 : 0;
  unsigned u = v < 0 ? -v : v;
  if (u == 0)
    return s;
  int e = 31 - __builtin_clz (u);
  return s | (unsigned short) ((e + 15) << 10)
         | (unsigned short) (((u << (10 - e)) & 0x3ff));
}}

static int a_val (int m, int k) {{ return (m * 3 + k * 5) % 7 - 3; }}
static int b_val (int k, int n) {{ return (k * 2 + n * 7) % 9 - 4; }}

int
main (void)
{{
  for (int m = 0; m < M; m++)
    for (int k = 0; k < K; k++)
      A[m][k] = f16 (a_val (m, k));
  for (int k = 0; k < K; k++)
    for (int n = 0; n < N; n++)
      B[k][n] = f16 (b_val (k, n));
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      {{
        int s = 0;
        for (int k = 0; k < K; k++)
          s += a_val (m, k) * b_val (k, n);
        R[m][n] = s;
      }}

  /* A warpgroup as the manual's "Warpgroups" says: one team of 4 warps
     (thread_limit counts warps in GCC's nvptx OpenMP), 4 OpenMP threads
     in it.  */
#pragma omp target teams num_teams(1) thread_limit(4) map(to: A, B) map(from: D)
#pragma omp parallel num_threads(4)
  {{
    unsigned bsm;
    asm volatile ("{{\\n\\t.shared .align 128 .b8 ptxasm_bsm%=[4096];\\n\\t"
                  "mov.u32 %0, ptxasm_bsm%=;\\n}}" : "=r" (bsm));
    int w = omp_get_thread_num ();
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {{
        /* B into shared memory, 16 elements a thread.  */
        for (int e = (w * 32 + l) * 16; e < (w * 32 + l + 1) * 16; e++)
          {{
            int k = e / N, n = e % N;
            unsigned off = (k / 8) * 128 + (n / 8) * 256 + (n % 8) * 16
                           + (k % 8) * 2;
            asm volatile ("st.shared.b16 [%0], %1;"
                          :: "r" (bsm + off), "h" (B[k][n]) : "memory");
          }}
        asm volatile ("fence.proxy.async.shared::cta;" ::: "memory");
      }}
#pragma omp barrier
    /* Each lane's accumulators, outside the simd loop: GCC 12 puts an
       array declared in the loop's body in the warp's frame, which the
       32 lanes then share (see the manual's "Warpgroups").  */
    float dacc[32][64];
#pragma omp simd
    for (int l = 0; l < 32; l++)
      {{
        int g = l >> 2, t = l & 3, row = 16 * w + g, col = 2 * t;
        unsigned a0 = A[row][col] | (unsigned) A[row][col + 1] << 16;
        unsigned a1 = A[row + 8][col] | (unsigned) A[row + 8][col + 1] << 16;
        unsigned a2 = A[row][col + 8] | (unsigned) A[row][col + 9] << 16;
        unsigned a3 = (A[row + 8][col + 8]
                       | (unsigned) A[row + 8][col + 9] << 16);
        unsigned long desc = (((unsigned long) (bsm >> 4) & 0x3fff)
                              | (unsigned long) (128 >> 4) << 16
                              | (unsigned long) (256 >> 4) << 32);
        int scale_d = 1;
        float *d = dacc[l];
        for (int i = 0; i < 64; i++)
          d[i] = 0;
        asm volatile ({cstr(body, "                      ").strip()}
                      : {wrap(outs, "                        ").strip()}
                      : {wrap(ins, "                        ").strip()}
                      : "memory");
        for (int j = 0; j < N / 8; j++)
          {{
            D[row][8 * j + col] = d[4 * j];
            D[row][8 * j + col + 1] = d[4 * j + 1];
            D[row + 8][8 * j + col] = d[4 * j + 2];
            D[row + 8][8 * j + col + 1] = d[4 * j + 3];
          }}
      }}
  }}

  int bad = 0;
  for (int m = 0; m < M; m++)
    for (int n = 0; n < N; n++)
      if (D[m][n] != R[m][n] && bad++ < 10)
        printf ("D[%d][%d] = %g, want %g\\n", m, n, D[m][n], R[m][n]);
  printf ("many-wgmma: %s (%d of %d wrong)\\n", bad ? "FAIL" : "ok", bad,
          M * N);
  return bad != 0;
}}

/* {{ dg-output "many-wgmma: ok" }} */
"""


# --- link: CUTLASS's wgmma m64n256k16 SS statement, for sm_90a -----------
def real_wgmma():
    outs = ['"+f" (d[%d])' % i for i in range(128)]
    ins = ['"l" (desc_a)', '"l" (desc_b)', '"r" (scale_d)', '"n" (1)',
           '"n" (1)', '"n" (0)', '"n" (0)']
    body = ["{",
            ".reg .pred p;",
            "setp.ne.b32 p, %130, 0;",
            "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {" +
            ", ".join("%%%d" % i for i in range(128)) +
            "}, %128, %129, p, %131, %132, %133, %134;",
            "}"]
    return f"""/* CUTLASS's SM90_64x256x16_F32F16F16_SS as it writes it: 128 "+f"
   accumulators, two "l" descriptors, the "r" scale-d and four "n"
   immediates, 263 operands once each "+" counts twice, compiled for
   sm_90a so that ptxas judges the real wgmma.  */
/* {{ dg-do link }} */
/* {{ dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" }} */

float out[128];

int
main (void)
{{
  unsigned long desc_a = 0x4000004000010000ul, desc_b = 0x4000004000010040ul;
  int scale_d = 1;
#pragma omp target map(from: out)
  {{
    float d[128];
    for (int k = 0; k < 128; k++)
      d[k] = 0;
    asm volatile ("wgmma.fence.sync.aligned;" ::: "memory");
    asm volatile ({cstr(body, "                  ").strip()}
                  : {wrap(outs, "                    ").strip()}
                  : {wrap(ins, "                    ").strip()});
    asm volatile ("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile ("wgmma.wait_group.sync.aligned 0;" ::: "memory");
    for (int k = 0; k < 128; k++)
      out[k] = d[k];
  }}
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{wgmma\\.mma_async\\.sync\\.aligned\\.m64n256k16\\.f32\\.f16\\.f16 \\x7b%ptxasm_0, %ptxasm_1, .*%ptxasm_127\\x7d, %ptxasm_128, %ptxasm_129, p, 1, 1, 0, 0;}} }} }} */
"""


# --- link: CCCL-style tcgen05.ld / tcgen05.st, for sm_100a ---------------
def real_tcgen05():
    ld_outs = ['"=r" (v[%d])' % i for i in range(128)]
    ld = ("tcgen05.ld.sync.aligned.32x32b.x128.b32 {" +
          ", ".join("%%%d" % i for i in range(128)) + "}, [%128];")
    st_ins = ['"r" (taddr)'] + ['"r" (v[%d])' % i for i in range(128)]
    st = ("tcgen05.st.sync.aligned.32x32b.x128.b32 [%0], {" +
          ", ".join("%%%d" % i for i in range(1, 129)) + "};")
    return f"""/* Statements shaped like CCCL's cuda::ptx::tcgen05_ld_32x32b and
   tcgen05_st_32x32b with .x128: 128 "=r" outputs and the "r" tensor-memory
   address (129 operands), and 129 inputs; compiled for sm_100a so that
   ptxas judges the real instructions.  */
/* {{ dg-do link }} */
/* {{ dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_100a" }} */

unsigned out[128];

int
main (void)
{{
#pragma omp target map(from: out)
  {{
    unsigned v[128], taddr = 0;
    asm volatile ("{ld}"
                  : {wrap(ld_outs, "                    ").strip()}
                  : "r" (taddr) : "memory");
    asm volatile ("tcgen05.wait::ld.sync.aligned;" ::: "memory");
    for (int k = 0; k < 128; k++)
      v[k] += 1;
    asm volatile ("{st}"
                  :
                  : {wrap(st_ins, "                    ").strip()}
                  : "memory");
    asm volatile ("tcgen05.wait::st.sync.aligned;" ::: "memory");
    for (int k = 0; k < 128; k++)
      out[k] = v[k];
  }}
  return 0;
}}

/* {{ dg-final {{ scan-ptx {{tcgen05\\.ld\\.sync\\.aligned\\.32x32b\\.x128\\.b32 \\x7b%ptxasm_0, .*%ptxasm_127\\x7d, \\[%ptxasm_128\\];}} }} }} */
/* {{ dg-final {{ scan-ptx {{tcgen05\\.st\\.sync\\.aligned\\.32x32b\\.x128\\.b32 \\[%ptxasm_0\\], \\x7b%ptxasm_1, .*%ptxasm_128\\x7d;}} }} }} */
"""


# --- compile: GIMPLE's limits of 255 outputs and 255 inputs -------------
def gimple_limit(kind):
    if kind == "outputs":
        ops = ",\n       ".join(", ".join('"=r" (a[%d])' % (i + j)
                                         for j in range(8))
                                for i in range(0, 256, 8))
        stmt = ('asm ( /* { dg-error "256 outputs, 0 inputs.*at most 255 of each" } */\n'
                f'       "mov.b32 %255, 0;"\n       : {ops});')
        what = "256 outputs"
    else:
        outs = ",\n       ".join(", ".join('"+r" (a[%d])' % (i + j)
                                          for j in range(8))
                                 for i in range(0, 128, 8))
        ins = ",\n       ".join(", ".join('"r" (a[%d])' % (i + j)
                                         for j in range(8))
                                for i in range(0, 128, 8))
        stmt = ('asm ( /* { dg-error "128 outputs, 256 inputs.*at most 255 of each" } */\n'
                f'       "mov.b32 %0, %255;"\n       : {outs}\n       : {ins});')
        what = "128 \"+r\" outputs and 128 inputs: 256 inputs once each \"+\" adds one"
    return f"""/* {what}:
   GIMPLE counts an asm's outputs and inputs in a byte each, so GCC
   would drop operands silently; nvcc has no limit.  The plugin reports
   it at the statement.  */
/* {{ dg-do compile }} */

void
f (int *a)
{{
#pragma omp target map(tofrom: a[0:256])
  {stmt}
}}
"""


write("ptxasm.c/limit-gimple-outputs.c", gimple_limit("outputs"))
write("ptxasm.c/limit-gimple-inputs.c", gimple_limit("inputs"))
write("ptxasm.link/many-crossjump.c", crossjump())
write("ptxasm.link/many-add40.h", add40_header())
write("ptxasm.link/many-loop-O0.c", duplicated(
    "", "A statement with 80 operands in a loop at -O0", "-O0", dup_loop))


def variant(base, what, options, final=""):
    """A test that compiles BASE (a test of this directory) with other
    options."""
    return ("/* %s (%s) %s.  */\n/* { dg-do link } */\n"
            "/* { dg-options \"%s\" } */\n\n#include \"%s\"\n%s"
            % (base, what, "under " + options if "flto" in options
               else "at " + options, options, base, final))


for opt in ("-O1", "-O2", "-O3"):
    write("ptxasm.link/many-loop%s.c" % opt, variant(
        "many-loop-O0.c", "a statement with 80 operands in a loop", opt))
write("ptxasm.link/many-loop-unroll.c", duplicated(
    "", "A statement with 80 operands in a loop that -O3 -funroll-loops "
    "unrolls\n   completely (#pragma GCC unroll 4 on 4 iterations): whole copies of the\n   sequence, one after another.",
    "-O3 -funroll-loops",
    lambda w, o, st, n: dup_loop(w, o, st, n, unroll=True)))
write("ptxasm.link/many-loop-lto.c", variant(
    "many-loop-O0.c", "a statement with 80 operands in a loop",
    "-O2 -flto"))
write("ptxasm.link/many-inline-twice.c", duplicated(
    "", "A function holding a statement with 80 operands, inlined three\n"
    "   times, twice in the arms of an if: each copy is its own scope.",
    "-O2", dup_inline))
write("ptxasm.link/many-inline-twice-lto.c", variant(
    "many-inline-twice.c", "a function holding a statement with 80 "
    "operands,\n   inlined three times", "-O2 -flto",
    "\n/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3} } } */\n"))
write("ptxasm.link/many-simd.c", duplicated(
    "", "A statement with 80 operands in an OpenMP simd loop, which GCC\n"
    "   compiles twice for nvptx (a SIMT and a SIMD copy).", "-O2",
    dup_simd))
write("ptxasm.link/many-openacc-vector.c", duplicated(
    "", "A statement with 80 operands in an OpenACC gang vector loop.",
    "-O2 -fopenacc", dup_acc))
write("ptxasm.link/many-letters.c", mixed())
write("ptxasm.run/many-arith.c", run_arith())
write("ptxasm.link/many-wgmma-sm90a.c", real_wgmma())
write("ptxasm.link/many-tcgen05-sm100a.c", real_tcgen05())
write("ptxasm.run/many-wgmma.c", run_wgmma())
write("ptxasm.link/many-31.c", many_31())
write("ptxasm.link/many-64.c", many_64())
write("ptxasm.link/many-130-wgmma-shape.c", wgmma_130())
write("ptxasm.link/many-265-wgmma-shape.c", wgmma_265())
write("ptxasm.link/many-tcgen05-shape.c", tcgen05())
