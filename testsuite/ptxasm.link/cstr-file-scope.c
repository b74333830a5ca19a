/* "C" in C: static const char arrays at file scope (static and external
   linkage) and at function scope are pasted.  */
/* { dg-do link } */

static const char fs[] = "file-scope";
const char gs[] = "global";

int
main (void)
{
#pragma omp target
  {
    static const char ls[] = "function-scope";
    asm volatile ("// text: %0 %1 %2" :: "C" (fs), "C" (gs), "C" (ls));
  }
  return 0;
}

/* { dg-final { scan-ptx {// text: file-scope global function-scope\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
