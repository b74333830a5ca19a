/* -fplugin-arg-ptxasm-ptx alone changes the .version and keeps GCC's
   sm_80 target.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.3" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  asm ("mov.u32 %0, 7;" : "=r" (x));
  return x != 7;
}

/* { dg-final { scan-ptx-as {\.version 8\.3\n\.target sm_80\n} } } */
