/* ptxasm.link/many-q.c on the GPU: "q" operands ("=q", "+q", "q") in a
   statement with more than 30 operands, passed through their halves in
   the pieces, keep their values; the 28 "r" inputs are summed.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-ptx=8.3" } */

#include "../ptxasm.link/many-q.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
