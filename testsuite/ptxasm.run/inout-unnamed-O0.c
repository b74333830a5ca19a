/* inout-unnamed.c at -O0.  */
/* { dg-do run } */
/* { dg-options "-O0" } */

#define NAME "inout-unnamed-O0"
#include "inout-unnamed.h"

/* { dg-output "inout-unnamed-O0: 0 errors" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
