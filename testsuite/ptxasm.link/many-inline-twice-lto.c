/* many-inline-twice.c (a function holding a statement with 80 operands,
   inlined three times) under -O2 -flto.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto" } */

#include "many-inline-twice.c"

/* { dg-final { scan-ptx {part 1 of 3.*part 1 of 3.*part 1 of 3} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
