/* blank-delay-loop.c at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include "blank-delay-loop.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
