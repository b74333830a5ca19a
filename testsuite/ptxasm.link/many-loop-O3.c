/* many-loop-O0.c (a statement with 80 operands in a loop) at -O3.  */
/* { dg-do link } */
/* { dg-options "-O3" } */

#include "many-loop-O0.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
