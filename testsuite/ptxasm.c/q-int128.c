/* "q" with __int128 fits nvcc's rule, but needs .b128 registers (PTX ISA
   8.3), which GCC 12's nvptx back end cannot emit: the q-unsupported
   error.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    __int128 x = j, y;
    asm ("mov.b128 %0, %1;" : "=q" (y) : "q" (x)); /* { dg-error "the .q. constraint .*PTX ISA 8.3" } */
  }
}
