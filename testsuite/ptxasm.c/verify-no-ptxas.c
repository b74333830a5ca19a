/* Without ptxas on PATH the check is skipped, and -verbose says so once;
   the statement's mistake is left for the link.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose" } */
/* { dg-ptxasm-no-ptxas "" } */
/* { dg-message "ptxas is not on PATH; the offloaded 'asm' statements are not checked" "" { target *-*-* } 0 } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm ("mvo.u32 %0, %1;" : "=r" (i) : "r" (i)); /* { dg-message "prepared 'asm' for nvptx" } */
    asm ("mvo.u32 %0, %1;" : "=r" (i) : "r" (i)); /* { dg-message "prepared 'asm' for nvptx" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
