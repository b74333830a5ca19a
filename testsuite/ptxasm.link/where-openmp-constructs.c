/* Inline PTX in every kind of OpenMP offloaded code links: target,
   target teams, target parallel for, target teams distribute parallel
   for simd, a nested parallel, an explicit declare target function and
   an implicitly declared one.  Each statement carries a marker so the
   PTX can be checked for it.  */
/* { dg-do link } */

#define N 64

#pragma omp declare target
int
explicit_dt (int x)
{
  int r;
  asm ("add.s32 %0, %1, 1; // explicit" : "=r" (r) : "r" (x));
  return r;
}
#pragma omp end declare target

static int
implicit_dt (int x)
{
  int r;
  asm ("add.s32 %0, %1, 2; // implicit" : "=r" (r) : "r" (x));
  return r;
}

int
main (void)
{
  int a[N] = { 0 };
#pragma omp target map(tofrom: a)
  asm ("add.s32 %0, %0, 1; // target" : "+r" (a[0]));
#pragma omp target teams map(tofrom: a)
  if (__builtin_omp_get_team_num () == 0)
    asm ("add.s32 %0, %0, 1; // teams" : "+r" (a[1]));
#pragma omp target parallel for map(tofrom: a)
  for (int k = 2; k < N; k++)
    asm ("add.s32 %0, %0, 1; // parallel-for" : "+r" (a[k]));
#pragma omp target teams distribute parallel for simd map(tofrom: a)
  for (int k = 2; k < N; k++)
    asm ("add.s32 %0, %0, 1; // tdpfs" : "+r" (a[k]));
#pragma omp target map(tofrom: a)
  {
#pragma omp parallel num_threads(2)
    if (__builtin_omp_get_thread_num () == 0)
      asm ("add.s32 %0, %0, 1; // nested-parallel" : "+r" (a[0]));
    a[1] = explicit_dt (a[1]);
    a[2] = implicit_dt (a[2]);
  }
  return a[0] != 2;
}

/* { dg-final { scan-ptx {// target\n} } } */
/* { dg-final { scan-ptx {// teams\n} } } */
/* { dg-final { scan-ptx {// parallel-for\n} } } */
/* { dg-final { scan-ptx {// tdpfs\n} } } */
/* { dg-final { scan-ptx {// nested-parallel\n} } } */
/* { dg-final { scan-ptx {// explicit\n} } } */
/* { dg-final { scan-ptx {// implicit\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
