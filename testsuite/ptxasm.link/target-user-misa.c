/* A -misa that the user gives wins over the plugin's default sm_80.  */
/* { dg-do link } */
/* { dg-options "-foffload-options=nvptx-none=-misa=sm_75" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  asm ("mov.u32 %0, 7;" : "=r" (x));
  return x != 7;
}

/* { dg-final { scan-ptx {\.target\tsm_75\M} } } */
/* { dg-final { scan-ptx-as {\.target sm_75\n} } } */
