/* asm goto in offloaded code is rejected: nvcc silently drops the label
   edges, which miscompiles; an error is the honest answer.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm goto ("@%0 bra %l1;" :: "r" (j) :: done); /* { dg-error "asm goto. is not supported in offloaded code|modifier not supported" } */
    i = 1;
  done:
    j = 2;
  }
}
