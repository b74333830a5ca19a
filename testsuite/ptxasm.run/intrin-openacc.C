/* intrin-openacc.c as C++: the headers' overloads and routines under
   OpenACC.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -Wall -Wextra" } */

#include "intrin-openacc.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
