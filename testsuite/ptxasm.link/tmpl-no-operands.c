/* An asm without operands is printed verbatim, as nvcc prints it: a
   basic asm ("membar.gl;"), and an extended asm with only a clobber,
   whose "%%" stays "%%" (inside a PTX comment, so ptxas accepts it).  */
/* { dg-do link } */

int
main (void)
{
  int i = 0;
#pragma omp target map(tofrom: i)
  {
    asm ("membar.gl;");
    asm volatile ("// %% kept" ::: "memory");
    asm volatile ("// 50%% also %= %0 kept" :: );
    i++;
  }
  return i != 1;
}

/* { dg-final { scan-ptx {\t(@%ptxasm[0-9]+_xp )?membar\.gl;} } } */
/* { dg-final { scan-ptx {// %% kept} } } */
/* { dg-final { scan-ptx {// 50%% also %= %0 kept} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
