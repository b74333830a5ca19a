/* Outputs of every width from statements with side effects outside simd
   code, run on the master lane and broadcast: "=h" (through 32 bits),
   "=f", "=d" (64 bits as two halves), "=l", and a "+h" read-modify-
   write.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

unsigned short hs[4] = { 0x1234, 0xbeef, 3, 4 };
float fs[2] = { 1.25f, -3.5f };
double ds[2] = { 2.5, -0.125 };
unsigned long long ls[2] = { 1, 0x8000000000000001ULL };

int
main (void)
{
  unsigned short h;
  float f;
  double d;
  unsigned long long l;
  short hh = 7;
#pragma omp target parallel num_threads(2) map(from: h, f, d, l) \
		   map(to: hs, fs, ds, ls) map(tofrom: hh)
  {
    unsigned short h1;
    float f1;
    double d1;
    unsigned long long l1;
    short hh1 = 7;
    asm volatile ("ld.global.u16 %0, [%1];" : "=h" (h1) : "l" (hs + 1)
		  : "memory");
    asm volatile ("ld.global.f32 %0, [%1];" : "=f" (f1) : "l" (fs + 1)
		  : "memory");
    asm volatile ("ld.global.f64 %0, [%1];" : "=d" (d1) : "l" (ds + 1)
		  : "memory");
    asm volatile ("ld.global.u64 %0, [%1];" : "=l" (l1) : "l" (ls + 1)
		  : "memory");
    asm volatile ("{ .reg .u16 t; ld.global.u16 t, [%1]; "
		  "add.u16 %0, %0, t; }" : "+h" (hh1) : "l" (hs + 2)
		  : "memory");
    if (omp_get_thread_num () == 0)
      {
	h = h1;
	f = f1;
	d = d1;
	l = l1;
	hh = hh1;
      }
  }
  printf ("lanes-widths: %#x %g %g %#llx %d\n", h, (double) f, d, l, hh);
  return !(h == 0xbeef && f == -3.5f && d == -0.125
	   && l == 0x8000000000000001ULL && hh == 10);
}

/* { dg-output "lanes-widths: 0xbeef -3.5 -0.125 0x8000000000000001 10" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
