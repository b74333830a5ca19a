/* emulate-memory-clobber.c at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include "emulate-memory-clobber.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
