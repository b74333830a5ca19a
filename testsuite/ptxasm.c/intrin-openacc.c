/* The intrinsics' headers are OpenMP offloaded code: under OpenACC alone
   they stop the compile at once with an #error that says so, rather
   than failing later at the offload link.  */
/* { dg-do compile } */
/* { dg-options "-fno-openmp -fopenacc" } */

#include <ptxasm/cuda.h>

int
main (void)
{
  return 0;
}

/* { dg-regexp "\[^\n\]*defs.h:\[0-9\]+:\[0-9\]+: error: #error \"ptxasm's intrinsics are OpenMP offloaded code: compile with -fopenmp \[^\n\]*OpenACC is not served yet\"\n" } */
/* { dg-prune-output "In file included from" } */
/* { dg-prune-output "intrin-openacc.c:7:" } */
/* { dg-prune-output "compilation terminated" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
