/* "+" operands that the template does not name keep their values on
   the GPU (inout-unnamed.h).  Before, they came out as their never
   written output registers: nvcc gives 1.5 7 9 for the first three,
   ptxasm gave 1.12104e-44 8 1 on the H100.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#define NAME "inout-unnamed"
#include "inout-unnamed.h"

/* { dg-output "inout-unnamed: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
