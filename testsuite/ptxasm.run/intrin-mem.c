/* <ptxasm/cuda.h>'s loads and stores for every type they take
   (__ldg, __ldcg, __ldca, __ldcs, __ldlu, __ldcv; __stwb, __stcg,
   __stcs, __stwt), and its timers: a load gives the stored value and a
   store stores it, whatever the cache operator, on the GPU as in
   CUDA.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <ptxasm/cuda.h>

#define TYPES(X)							\
  X (char, c, -3) X (signed char, sc, -100) X (unsigned char, uc, 200)	\
  X (short, s, -30000) X (unsigned short, us, 60000)			\
  X (int, i, -2000000000) X (unsigned int, u, 4000000000u)		\
  X (long, l, -5000000000l) X (unsigned long, ul, 10000000000ul)	\
  X (long long, ll, -7000000000ll)					\
  X (unsigned long long, ull, 18000000000000000000ull)			\
  X (float, f, -1.5f) X (double, d, 0.1)

#define DECL(T, N, V) T v_##N[11];
struct data { TYPES (DECL) } __attribute__ ((aligned (8)));

int
main (void)
{
  static struct data d;
  int ok = 1;
  long long dt = -1;
#define INIT(T, N, V) d.v_##N[0] = (T) (V);
  TYPES (INIT)
#pragma omp target map(tofrom: d, ok, dt)
  {
#define CHECK(T, N, V)							\
    {									\
      T *p = d.v_##N;							\
      p[1] = __ldg (&p[0]);						\
      p[2] = __ldcg (&p[0]);						\
      p[3] = __ldca (&p[0]);						\
      p[4] = __ldcs (&p[0]);						\
      p[5] = __ldlu (&p[0]);						\
      p[6] = __ldcv (&p[0]);						\
      __stwb (&p[7], p[0]);						\
      __stcg (&p[8], p[0]);						\
      __stcs (&p[9], p[0]);						\
      __stwt (&p[10], p[0]);						\
    }
    TYPES (CHECK)
    long long t0 = clock64 ();
    __nanosleep (1000);
    long long t1 = clock64 ();
    dt = t1 >= t0;
  }
#define TEST(T, N, V)							\
  for (int i = 1; i < 11; i++)						\
    if (d.v_##N[i] != (T) (V))						\
      {									\
	printf ("%s [%d] wrong\n", #T, i);				\
	ok = 0;								\
      }
  TYPES (TEST)
  printf ("memory: %s; clock64: %s\n", ok ? "ok" : "wrong",
	  dt == 1 ? "ok" : "wrong");
  return !ok;
}

/* { dg-output "memory: ok; clock64: ok" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
