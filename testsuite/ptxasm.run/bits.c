/* Bit manipulation on "r" operands: prmt (byte permute, with sign
   replication), bfe (unsigned and signed), bfi, popc, brev, clz, bfind
   (unsigned, signed, shiftamt), shf.l.wrap / shf.r.clamp (funnel
   shifts), lop3 with "n" truth tables, and dp4a.  Each is checked over
   pseudo-random inputs against a C model of the PTX ISA's definition.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 1000
#define K 16

static unsigned
m_prmt (unsigned a, unsigned b, unsigned c)
{
  unsigned long long x = ((unsigned long long) b << 32) | a;
  unsigned r = 0;
  for (int k = 0; k < 4; k++)
    {
      unsigned sel = (c >> (4 * k)) & 0xf;
      unsigned byte = (unsigned) (x >> (8 * (sel & 7))) & 0xff;
      if (sel & 8)
	byte = (byte & 0x80) ? 0xff : 0;
      r |= byte << (8 * k);
    }
  return r;
}

static unsigned
m_bfe (unsigned a, unsigned pos, unsigned len, int sgn)
{
  unsigned sbit = 0, d = 0;
  pos &= 0xff;
  len &= 0xff;
  if (sgn && len != 0)
    {
      unsigned m = pos + len - 1 > 31 ? 31 : pos + len - 1;
      sbit = a >> m & 1;
    }
  for (unsigned i = 0; i < 32; i++)
    {
      unsigned bit = (i < len && pos + i <= 31) ? (a >> (pos + i)) & 1 : sbit;
      d |= bit << i;
    }
  return d;
}

static unsigned
m_bfi (unsigned a, unsigned b, unsigned pos, unsigned len)
{
  unsigned f = b;
  pos &= 0xff;
  len &= 0xff;
  for (unsigned i = 0; i < len && pos + i <= 31; i++)
    f = (f & ~(1u << (pos + i))) | ((a >> i & 1) << (pos + i));
  return f;
}

static unsigned
m_bfind_s (int a)
{
  unsigned u = a < 0 ? ~(unsigned) a : (unsigned) a;
  return u ? 31 - (unsigned) __builtin_clz (u) : 0xffffffffu;
}

static unsigned
m_dp4a_u (unsigned a, unsigned b, unsigned c)
{
  for (int k = 0; k < 4; k++)
    c += ((a >> (8 * k)) & 0xff) * ((b >> (8 * k)) & 0xff);
  return c;
}

static unsigned
m_dp4a_s (unsigned a, unsigned b, unsigned c)
{
  for (int k = 0; k < 4; k++)
    c += (unsigned) ((signed char) (a >> (8 * k))
		     * (signed char) (b >> (8 * k)));
  return c;
}

int
main (void)
{
  static unsigned a[N], b[N], c[N], r[N][K];
  unsigned s = 2463534242u;
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      s ^= s << 13; s ^= s >> 17; s ^= s << 5;
      a[i] = s;
      s ^= s << 13; s ^= s >> 17; s ^= s << 5;
      b[i] = s;
      s ^= s << 13; s ^= s >> 17; s ^= s << 5;
      c[i] = s;
    }
  a[0] = 0; a[1] = ~0u; a[2] = 1; a[3] = 0x80000000u;

#pragma omp target teams distribute parallel for map(to: a, b, c) map(from: r)
  for (int i = 0; i < N; i++)
    {
      unsigned x = a[i], y = b[i], z = c[i];
      unsigned pos = z & 0x3f, len = (z >> 8) & 0x3f, sh = (z >> 16) % 40;
      asm ("prmt.b32 %0, %1, %2, %3;" : "=r" (r[i][0]) : "r" (x), "r" (y), "r" (z));
      asm ("bfe.u32 %0, %1, %2, %3;" : "=r" (r[i][1]) : "r" (x), "r" (pos), "r" (len));
      asm ("bfe.s32 %0, %1, %2, %3;" : "=r" (r[i][2]) : "r" (x), "r" (pos), "r" (len));
      asm ("bfi.b32 %0, %1, %2, %3, %4;" : "=r" (r[i][3]) : "r" (x), "r" (y), "r" (pos), "r" (len));
      asm ("popc.b32 %0, %1;" : "=r" (r[i][4]) : "r" (x));
      asm ("brev.b32 %0, %1;" : "=r" (r[i][5]) : "r" (x));
      asm ("clz.b32 %0, %1;" : "=r" (r[i][6]) : "r" (x));
      asm ("bfind.u32 %0, %1;" : "=r" (r[i][7]) : "r" (x));
      asm ("bfind.s32 %0, %1;" : "=r" (r[i][8]) : "r" (x));
      asm ("bfind.shiftamt.u32 %0, %1;" : "=r" (r[i][9]) : "r" (x));
      asm ("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r" (r[i][10]) : "r" (x), "r" (y), "r" (sh));
      asm ("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r" (r[i][11]) : "r" (x), "r" (y), "r" (sh));
      asm ("lop3.b32 %0, %1, %2, %3, %4;" : "=r" (r[i][12]) : "r" (x), "r" (y), "r" (z), "n" (0x96));
      asm ("lop3.b32 %0, %1, %2, %3, %4;" : "=r" (r[i][13]) : "r" (x), "r" (y), "r" (z), "n" (0xe8));
      asm ("dp4a.u32.u32 %0, %1, %2, %3;" : "=r" (r[i][14]) : "r" (x), "r" (y), "r" (z));
      asm ("dp4a.s32.s32 %0, %1, %2, %3;" : "=r" (r[i][15]) : "r" (x), "r" (y), "r" (z));
    }

  for (int i = 0; i < N; i++)
    {
      unsigned x = a[i], y = b[i], z = c[i];
      unsigned pos = z & 0x3f, len = (z >> 8) & 0x3f, sh = (z >> 16) % 40;
      unsigned rev = 0, n = sh & 31, m = sh > 32 ? 32 : sh;
      for (int k = 0; k < 32; k++)
	rev |= (x >> k & 1) << (31 - k);
      unsigned clz = x ? (unsigned) __builtin_clz (x) : 32;
      unsigned want[K] = {
	m_prmt (x, y, z), m_bfe (x, pos, len, 0), m_bfe (x, pos, len, 1),
	m_bfi (x, y, pos, len), (unsigned) __builtin_popcount (x), rev, clz,
	x ? 31 - clz : 0xffffffffu, m_bfind_s ((int) x),
	x ? clz : 0xffffffffu,
	n ? (y << n) | (x >> (32 - n)) : y,
	m == 32 ? y : m ? (x >> m) | (y << (32 - m)) : x,
	x ^ y ^ z, (x & y) | (x & z) | (y & z),
	m_dp4a_u (x, y, z), m_dp4a_s (x, y, z) };
      for (int k = 0; k < K; k++)
	if (r[i][k] != want[k])
	  {
	    printf ("bits: a=%#x b=%#x c=%#x op %d: got %#x, want %#x\n", x, y,
		    z, k, r[i][k], want[k]);
	    if (++errors > 20)
	      return 1;
	  }
    }
  if (errors)
    return 1;
  puts ("bits: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
