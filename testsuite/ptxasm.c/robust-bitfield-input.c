/* A bit-field input: a diagnostic at the statement (nvcc accepts it,
   GCC cannot pass a bit-field through a register constraint reliably);
   no crash.  */
/* { dg-do compile } */

struct bf { int a : 3; int b : 5; };

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    struct bf b = { 1, 2 };
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (b.a)); /* { dg-error "bit-field" } */
  }
}
