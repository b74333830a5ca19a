/* A template of "%%" alone becomes the PTX "%", which ptxas rejects: the
   compile-time check says so at the statement.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(from: i)
  asm volatile ("%%" : "=r" (i)); /* { dg-error "ptxas: Parsing error near '%': syntax error" } */
}
/* ptxas judges this statement: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
