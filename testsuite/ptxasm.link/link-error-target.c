/* An sm_90 feature without arch=: the link error is at the statement and
   names the option.  */
/* { dg-do link } */
/* { dg-require-ptxas "" } */

int
main (void)
{
  unsigned n = 0;
#pragma omp target map(from: n)
  asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (n)); /* { dg-error "-:ptxas: Feature '%cluster_nctarank' requires .target sm_90" } */
  return n != 1;
}

/* { dg-message "-:compile with -fplugin-arg-ptxasm-arch=sm_90" "" { target *-*-* } 11 } */
/* { dg-message "-:compile with -fplugin-arg-ptxasm-ptx=7.8" "" { target *-*-* } 11 } */
/* { dg-error "-:requires PTX ISA .version 7.8" "" { target *-*-* } 11 } */
/* { dg-message {-:note: in this line of the asm statement: mov.u32 %ptxasm[0-9]+_0,%cluster_nctarank;} "" { target *-*-* } 11 } */
/* { dg-prune-output {ptxas [./]|ptxas fatal|nvptx-as: ptxas returned|returned 1 exit status|compilation terminated|lto-wrapper failed|ld returned 1 exit status} } */
