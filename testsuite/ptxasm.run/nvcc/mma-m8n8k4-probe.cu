/* mma-m8n8k4-probe.cu -- the probe behind ../lockstep-mma-m8n8k4.c,
   ../lockstep-mma-f16-bits.c and plugin/rt/mma.c's m8n8k4 .f16 and
   f16 D: mma.sync.aligned.m8n8k4 of .f16 in 12 forms (the layouts
   .row.col, .row.row, .col.col, .col.row of A and B, each with D.C
   .f16.f16, .f32.f16 or .f32.f32: ptxas refuses .f16.f32), and
   m16n8k8, m16n8k16 .row.col.f16.f16.f16.f16, over 2000 tiles (warps)
   a kind.  Each lane's registers come from a generator seeded by the
   kind, tile and lane (the same in the tests), so that no layout is
   assumed here; tile % 4 picks varied exponents (0, 1), small integers
   (2: exact sums, which the layouts alone decide) or every finite f16
   exponent (3: overflows, subnormals).  D, lane after lane and tile
   after tile (only the registers the kind has), goes to DIR/m884-L.bin
   (L the layout, 0 to 3: its three D.C kinds one after the other) and
   DIR/m16n8-f16.bin, and the FNV hash of each kind's first NT tiles'
   D is printed, as the tests print it:

     nvcc -arch=sm_90 -o mma-m8n8k4-probe mma-m8n8k4-probe.cu
     ./mma-m8n8k4-probe DIR

   On an H200 (driver 580) it printed
     kind 0: 6a3dd8b7   kind 2: e215bfa8   kind 3: a855c002
     kind 4: 7c5d5981   kind 6: 77dfe9b0   kind 7: 54e8f3bb
     kind 8: b2b445f8   kind 10: 2d9d43f8  kind 11: 52d1e3a1
     kind 12: 9160f16d  kind 14: ea5efb6f  kind 15: 6d6dc66d
     kind 16: 20ddb6ba  kind 17: 13823136
   and the host's mma (plugin/rt/mma.c) gives all of its D bit for bit.
   Not part of the test suite's build (CUDA is not in Debian main).  */
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>

/* The inputs: lane LANE of tile T of kind KIND has its registers from
   an LCG seeded by all three; TILE % 4 picks the distribution: 0 and 1
   varied exponents (f16 2^-7 .. 2^7, f32 C 2^-9 .. 2^9), 2 small
   integers (exact sums: the fragments' layout alone decides D), 3 wide
   (every finite f16 exponent, subnormals and overflows included).  */
static unsigned
rnd (unsigned *s)
{
  *s = *s * 1664525u + 1013904223u;
  return *s;
}

/* The f16 and f32 bits of the integer V, |V| <= 64.  */
static unsigned
f16_int (int v)
{
  unsigned m = v < 0 ? -v : v, e = 0;
  if (m == 0)
    return 0;
  while (m >> (e + 1))
    e++;
  return (v < 0) << 15 | (e + 15) << 10 | ((m << (10 - e)) & 0x3ff);
}
static unsigned
f32_int (int v)
{
  unsigned m = v < 0 ? -v : v, e = 0;
  if (m == 0)
    return 0;
  while (m >> (e + 1))
    e++;
  return (unsigned) (v < 0) << 31 | (e + 127) << 23 | ((m << (23 - e)) & 0x7fffff);
}

static unsigned
rh (unsigned *s, int mode)
{
  unsigned r = rnd (s);
  if (mode == 2)
    return f16_int ((int) ((r >> 24) % 17) - 8);
  unsigned e = mode == 3 ? (r >> 26) % 31 : 8 + (r >> 27) % 14;
  return ((r >> 16) & 1) << 15 | e << 10 | ((r >> 5) & 0x3ff);
}
static unsigned
rf (unsigned *s, int mode)
{
  unsigned r = rnd (s);
  if (mode == 2)
    return f32_int ((int) ((r >> 20) % 129) - 64);
  unsigned e = mode == 3 ? 100 + (r >> 26) % 43 : 118 + (r >> 27) % 18;
  unsigned m = rnd (s) & 0x7fffff;
  return ((r >> 16) & 1) << 31 | e << 23 | m;
}

/* Kinds 0-15: mma.sync.aligned.m8n8k4.AL.BL.D.f16.f16.C with AL .col if
   bit 3, BL .row if bit 2, D .f32 if bit 1, C .f32 if bit 0; 16:
   m16n8k8.row.col.f16.f16.f16.f16; 17: m16n8k16 of the same.  The
   number of registers of A, B, C and D.  */
static void
counts (int kind, int *na, int *nb, int *nc, int *nd)
{
  if (kind < 16)
    {
      *na = 2, *nb = 2;
      *nc = kind & 1 ? 8 : 4;
      *nd = kind & 2 ? 8 : 4;
    }
  else
    {
      *na = kind == 16 ? 2 : 4;
      *nb = kind == 16 ? 1 : 2;
      *nc = *nd = 2;
    }
}

/* Lane LANE's registers of tile T of KIND into A, B, C.  */
static void
gen_lane (int kind, int t, int lane, unsigned a[4], unsigned b[2],
	  unsigned c[8])
{
  int na, nb, nc, nd, mode = t % 4;
  unsigned s = 12345u + kind * 1000003u + t * 7919u + lane * 104729u;
  counts (kind, &na, &nb, &nc, &nd);
  for (int i = 0; i < na; i++)
    a[i] = rh (&s, mode) | rh (&s, mode) << 16;
  for (int i = 0; i < nb; i++)
    b[i] = rh (&s, mode) | rh (&s, mode) << 16;
  for (int i = 0; i < nc; i++)
    c[i] = nc == 8 ? rf (&s, mode) : rh (&s, mode) | rh (&s, mode) << 16;
}

#define T 2000
#define NT 8

__global__ void
k (int kind, const unsigned *in, unsigned *out)
{
  int t = blockIdx.x, l = threadIdx.x;
  const unsigned *p = in + (t * 32 + l) * 14;
  unsigned ua[2], ub[2], uc[4], ud[4];
  float fc[8], fd[8];
  for (int i = 0; i < 2; i++)
    ua[i] = p[i], ub[i] = p[4 + i];
  for (int i = 0; i < 4; i++)
    uc[i] = p[6 + i];
  for (int i = 0; i < 8; i++)
    fc[i] = __uint_as_float (p[6 + i]);
  for (int i = 0; i < 8; i++)
    fd[i] = 0;
  for (int i = 0; i < 4; i++)
    ud[i] = 0;
  switch (kind)
    {
  case 0: asm volatile("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5}, {%6, %7}, {%8, %9, %10, %11};" : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]), "=r" (ud[3]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 2: asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 3: asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]), "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7])); break;
  case 4: asm volatile("mma.sync.aligned.m8n8k4.row.row.f16.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5}, {%6, %7}, {%8, %9, %10, %11};" : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]), "=r" (ud[3]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 6: asm volatile("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 7: asm volatile("mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]), "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7])); break;
  case 8: asm volatile("mma.sync.aligned.m8n8k4.col.col.f16.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5}, {%6, %7}, {%8, %9, %10, %11};" : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]), "=r" (ud[3]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 10: asm volatile("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 11: asm volatile("mma.sync.aligned.m8n8k4.col.col.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]), "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7])); break;
  case 12: asm volatile("mma.sync.aligned.m8n8k4.col.row.f16.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5}, {%6, %7}, {%8, %9, %10, %11};" : "=r" (ud[0]), "=r" (ud[1]), "=r" (ud[2]), "=r" (ud[3]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 14: asm volatile("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "r" (uc[0]), "r" (uc[1]), "r" (uc[2]), "r" (uc[3])); break;
  case 15: asm volatile("mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};" : "=f" (fd[0]), "=f" (fd[1]), "=f" (fd[2]), "=f" (fd[3]), "=f" (fd[4]), "=f" (fd[5]), "=f" (fd[6]), "=f" (fd[7]) : "r" (ua[0]), "r" (ua[1]), "r" (ub[0]), "r" (ub[1]), "f" (fc[0]), "f" (fc[1]), "f" (fc[2]), "f" (fc[3]), "f" (fc[4]), "f" (fc[5]), "f" (fc[6]), "f" (fc[7])); break;
  case 16:
    asm volatile ("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};"
		  : "=r" (ud[0]), "=r" (ud[1])
		  : "r" (p[0]), "r" (p[1]), "r" (p[4]), "r" (p[6]), "r" (p[7]));
    break;
  case 17:
    asm volatile ("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};"
		  : "=r" (ud[0]), "=r" (ud[1])
		  : "r" (p[0]), "r" (p[1]), "r" (p[2]), "r" (p[3]), "r" (p[4]), "r" (p[5]), "r" (p[6]), "r" (p[7]));
    break;
    }
  unsigned *o = out + (t * 32 + l) * 8;
  if (kind < 16 && (kind & 2))
    for (int i = 0; i < 8; i++)
      o[i] = __float_as_uint (fd[i]);
  else
    for (int i = 0; i < 4; i++)
      o[i] = ud[i];
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  unsigned *in = (unsigned *) calloc (T * 32 * 14, 4);
  unsigned *out = (unsigned *) calloc (T * 32 * 8, 4);
  unsigned *din, *dout;
  cudaMalloc (&din, T * 32 * 14 * 4);
  cudaMalloc (&dout, T * 32 * 8 * 4);
  FILE *f = NULL;
  for (int kind = 0; kind < 18; kind++)
    {
      int na, nb, nc, nd;
      if (kind < 16 && (kind & 3) == 1)
	continue;		/* ptxas: .dtype must be .f32 when .ctype is */
      counts (kind, &na, &nb, &nc, &nd);
      for (int t = 0; t < T; t++)
	for (int l = 0; l < 32; l++)
	  {
	    unsigned *p = in + (t * 32 + l) * 14;
	    gen_lane (kind, t, l, p, p + 4, p + 6);
	  }
      cudaMemcpy (din, in, T * 32 * 14 * 4, cudaMemcpyHostToDevice);
      k<<<T, 32>>> (kind, din, dout);
      cudaMemcpy (out, dout, T * 32 * 8 * 4, cudaMemcpyDeviceToHost);
      if (kind % 4 == 0 && kind <= 16)
	{
	  char fn[512];
	  if (f)
	    fclose (f);
	  if (kind < 16)
	    snprintf (fn, sizeof fn, "%s/m884-%d.bin", dir, kind / 4);
	  else
	    snprintf (fn, sizeof fn, "%s/m16n8-f16.bin", dir);
	  f = fopen (fn, "wb");
	}
      unsigned h = 2166136261u;
      for (int t = 0; t < T; t++)
	for (int l = 0; l < 32; l++)
	  {
	    fwrite (out + (t * 32 + l) * 8, 4, nd, f);
	    if (t < NT)
	      for (int i = 0; i < nd; i++)
		h = (h ^ out[(t * 32 + l) * 8 + i]) * 16777619u;
	  }
      printf ("kind %d: %08x %s\n", kind, h,
	      cudaGetErrorString (cudaGetLastError ()));
    }
  fclose (f);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
