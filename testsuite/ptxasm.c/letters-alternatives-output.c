/* nvcc: "=r,r" on an output counts as more than one constraint letter.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm ("mov.b32 %0, %1;" : "=r,r" (i) : "r" (j)); /* { dg-error "only one constraint letter" } */
  }
}
