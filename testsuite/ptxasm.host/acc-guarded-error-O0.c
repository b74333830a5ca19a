/* acc-guarded.c under host-fallback=error at -O0, where GCC has not
   folded acc_on_device yet when the host pass runs: the pass folds it
   itself, so the guarded asm is not an error.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O0 -fplugin-arg-ptxasm-host-fallback=error" } */

#include "acc-guarded.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
