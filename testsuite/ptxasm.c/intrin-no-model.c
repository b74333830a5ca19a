/* Without -fopenmp or -fopenacc the intrinsics' headers stop the
   compile at once with an #error that says what to add, rather than
   failing later at the offload link.  */
/* { dg-do compile } */
/* { dg-options "-fno-openmp" } */

#include <ptxasm/cuda.h>

int
main (void)
{
  return 0;
}

/* { dg-regexp "\[^\n\]*defs.h:\[0-9\]+:\[0-9\]+: error: #error \"ptxasm's intrinsics are offloaded code: compile with -fopenmp or -fopenacc \[^\n\]*\"\n" } */
/* { dg-prune-output "In file included from" } */
/* { dg-prune-output "intrin-no-model.c:7:" } */
/* { dg-prune-output "compilation terminated" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
