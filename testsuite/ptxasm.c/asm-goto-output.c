/* asm goto with an output is an error in offloaded code: ptxasm copies
   outputs out of their PTX registers after the template, and a branch to
   the label would skip the copy.  The struct-member "+r" shape is also
   the one that crashes GCC 12's early SRA (plain gcc -O1): the error
   comes first, and no crash.  */
/* { dg-do compile } */
/* { dg-options "-O1" } */

struct S { int m; };

void
f (int *out)
{
#pragma omp target map(from: out[0:1])
  {
    struct S s = { 0 };
    asm goto ("" : "+r" (s.m) : : : l); /* { dg-error "asm goto. with output operands is not supported in offloaded code" } */
    s.m++;
  l:
    out[0] = s.m;
  }
}
