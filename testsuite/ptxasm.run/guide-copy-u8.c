/* The CUDA guide's copy_u8: an 8-bit load into a 32-bit "r" register
   from a generic address passed with "l", with a "memory" clobber; and
   the guide's store "st.u32 [%0], %1;" :: "l" (p), "r" (x) : "memory",
   plus a 16-bit load into an "h" operand.  Copies every byte value
   (0..255) and checks the copies on the host.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

#define N 256

#pragma omp declare target
void
copy_u8 (char *in, char *out)
{
  int d;
  asm ("ld.u8 %0, [%1];" : "=r" (d) : "l" (in) : "memory");
  *out = d;
}

void
store_u32 (unsigned *p, unsigned x)
{
  asm ("st.u32 [%0], %1;" :: "l" (p), "r" (x) : "memory");
}

unsigned short
load_u16 (const unsigned short *p)
{
  unsigned short h;
  asm ("ld.u16 %0, [%1];" : "=h" (h) : "l" (p) : "memory");
  return h;
}
#pragma omp end declare target

int
main (void)
{
  char in[N], out[N];
  int widened[N];
  unsigned words[N];
  unsigned short halves[N], h16[N];
  int errors = 0;

  for (int i = 0; i < N; i++)
    {
      in[i] = (char) i;
      out[i] = 0;
      halves[i] = (unsigned short) (i * 257 + 3);
    }

#pragma omp target teams distribute parallel for \
	map(to: in, halves) map(tofrom: out) map(from: widened, words, h16)
  for (int i = 0; i < N; i++)
    {
      int d;
      copy_u8 (&in[i], &out[i]);
      /* ld.u8 zero-extends into the wider register.  */
      asm ("ld.u8 %0, [%1];" : "=r" (d) : "l" (&in[i]) : "memory");
      widened[i] = d;
      store_u32 (&words[i], 0xdead0000u + (unsigned) i);
      h16[i] = load_u16 (&halves[i]);
    }

  for (int i = 0; i < N; i++)
    if (out[i] != in[i] || widened[i] != i
	|| words[i] != 0xdead0000u + (unsigned) i || h16[i] != halves[i])
      {
	printf ("guide-copy-u8: %d: out %d widened %d word %#x half %#x\n",
		i, out[i], widened[i], words[i], h16[i]);
	if (++errors > 10)
	  break;
      }
  if (errors)
    return 1;
  puts ("guide-copy-u8: ok");
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
