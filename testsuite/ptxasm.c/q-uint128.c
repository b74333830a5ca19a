/* "q" with unsigned __int128: the q-unsupported error.  */
/* { dg-do compile } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    unsigned __int128 x = j;
    asm ("// %0" :: "q" (x)); /* { dg-error "the .q. constraint .*cannot be supported" } */
  }
}
