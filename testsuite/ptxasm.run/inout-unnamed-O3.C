// inout-unnamed.c as C++ at -O3 with -flto.
// { dg-do run }
// { dg-options "-O3 -flto" }

#define NAME "inout-unnamed-O3.C"
#include "inout-unnamed.h"

// { dg-output "inout-unnamed-O3.C: 0 errors" }
/* SPDX-License-Identifier: GPL-3.0-or-later */
