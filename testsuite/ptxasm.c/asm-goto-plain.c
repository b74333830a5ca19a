/* asm goto with no operands and a template that names no label: still
   rejected in offloaded code.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    asm goto ("// nothing" :::: done); /* { dg-error "asm goto. is not supported in offloaded code" } */
    i = 1;
  done:
    j = 2;
  }
}
