/* Inline PTX in "declare target" functions: a static helper, an extern
   function calling it, a function taking pointers ("l") and one
   returning through a pointer, called from a teams distribute parallel
   for loop and from a plain target region, at -O0 (no inlining; each
   function is its own PTX function).  */
/* { dg-do run } */

#include <stdio.h>

#define N 2048

#pragma omp declare target
static unsigned
mulhi (unsigned a, unsigned b)
{
  unsigned r;
  asm ("mul.hi.u32 %0, %1, %2;" : "=r" (r) : "r" (a), "r" (b));
  return r;
}

unsigned long long
wide_mad (unsigned a, unsigned b, unsigned long long c)
{
  unsigned long long r;
  asm ("mad.wide.u32 %0, %1, %2, %3;" : "=l" (r) : "r" (a), "r" (b), "l" (c));
  return r + mulhi (a, b) - mulhi (a, b);
}

void
load_add (const int *p, const int *q, int *out)
{
  int r;
  asm ("{\n\t"
       ".reg .s32 a, b;\n\t"
       "ld.s32 a, [%1];\n\t"
       "ld.s32 b, [%2];\n\t"
       "add.s32 %0, a, b;\n\t"
       "}" : "=r" (r) : "l" (p), "l" (q) : "memory");
  *out = r;
}
#pragma omp end declare target

int
main (void)
{
  static unsigned a[N], b[N], h[N];
  static unsigned long long w[N];
  static int p[N], q[N], s[N];
  int single = 0, errors = 0;

  for (int i = 0; i < N; i++)
    {
      a[i] = (unsigned) i * 0x9e3779b1u;
      b[i] = ~(unsigned) i * 0x85ebca6bu;
      p[i] = i * 5 - 3000;
      q[i] = 77 - i;
    }

#pragma omp target teams distribute parallel for map(to: a, b, p, q) \
	map(from: h, w, s)
  for (int i = 0; i < N; i++)
    {
      h[i] = mulhi (a[i], b[i]);
      w[i] = wide_mad (a[i], b[i], (unsigned long long) i << 40);
      load_add (&p[i], &q[i], &s[i]);
    }

#pragma omp target map(from: single)
  {
    int x = 40, y = 2;
    load_add (&x, &y, &single);
  }

  for (int i = 0; i < N; i++)
    {
      unsigned long long prod = (unsigned long long) a[i] * b[i];
      if (h[i] != (unsigned) (prod >> 32)
	  || w[i] != prod + ((unsigned long long) i << 40)
	  || s[i] != p[i] + q[i])
	{
	  printf ("declare-target: %d: mulhi %#x wide %#llx add %d\n", i, h[i],
		  w[i], s[i]);
	  if (++errors > 10)
	    break;
	}
    }
  if (single != 42)
    {
      printf ("declare-target: load_add on locals: %d, want 42\n", single);
      errors++;
    }
  if (errors)
    return 1;
  puts ("declare-target: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
