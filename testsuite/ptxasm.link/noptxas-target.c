/* Without ptxas, arch=sm_90a and a text that needs nothing more: the
   lowest version that names the target, 8.0 (the oldest driver that
   knows sm_90a compiles it).  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-ptxasm-no-ptxas "" } */

int
main (void)
{
  int x = 0;
#pragma omp target map(from: x)
  asm ("mov.u32 %0, 7;" : "=r" (x));
  return x != 7;
}

/* { dg-final { scan-ptx-as {\.version 8\.0\n\.target sm_90a\n} } } */
