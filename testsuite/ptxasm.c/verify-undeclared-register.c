/* A register that no statement declares.  Only that error is reported,
   not the argument mismatch that ptxas derives from it.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  asm ("mov.u32 %0, %nosuchreg;" : "=r" (i)); /* { dg-error "ptxas: Unknown symbol '%nosuchreg'" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
