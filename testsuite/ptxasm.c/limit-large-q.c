/* A "q" operand in a statement with more than 30 operands: its two GCC
   operands do not fit the pieces' one-operand copies; an error that
   says what to do instead.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.3" } */

#define R4(x) "r" (x), "r" (x), "r" (x), "r" (x)
#define R16(x) R4 (x), R4 (x), R4 (x), R4 (x)

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    __int128 q = x;
    asm ("// %0 %1 %34" : "=r" (p[0]) : "q" (q), R16 (x), R16 (x), R4 (x)); /* { dg-error "a .q. operand \\(operand 1\\) in an .asm. with more than 30 operands is not supported" } */
  }
}
