/* 31 operands written by the user (one output, 30 inputs): more than
   GCC's limit of 30.  GCC itself reports this only when it expands the
   statement to RTL, which offloaded code reaches in the nvptx compiler at
   link time; the plugin reports it at compile time, with GCC's words.  */
/* { dg-do compile } */

void
f (int *p)
{
#pragma omp target map(tofrom: p[0:1])
  {
    int x = p[0];
    asm ("// %0 %30" : "=r" (p[0]) : "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x), "r" (x)); /* { dg-error "more than 30 operands in .asm." } */
  }
}
