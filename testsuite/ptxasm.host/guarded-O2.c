/* The documented host alternative (guarded-O0.c) at -O2, where the
   device function is inlined into the host fallback.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "guarded-O0.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
