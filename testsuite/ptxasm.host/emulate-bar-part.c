/* A barrier of part of an OpenMP team (bar.sync with a thread count
   other than 32 times the team's threads) in the host fallback: the
   program stops there and says why, rather than wait for threads that
   never come or pass without them.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "a barrier of part of the team" } */

#include <omp.h>

int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
#pragma omp parallel num_threads(4)
  {
    if (omp_get_num_threads () == 4)
      asm volatile ("bar.sync 1, 64;" : : : "memory");
    x = 1;
  }
  return 0;
}

/* { dg-output "emulate-bar-part.c:19: the inline PTX ran a barrier of part of an OpenMP team \\(bar.sync with a thread count other than 32 times the team's threads\\) in the host fallback" } */
