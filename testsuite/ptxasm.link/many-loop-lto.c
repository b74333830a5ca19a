/* many-loop-O0.c (a statement with 80 operands in a loop) under -O2 -flto.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto" } */

#include "many-loop-O0.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
