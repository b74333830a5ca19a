/* guarded-error.c at -O2: with -fplugin-arg-ptxasm-host-fallback=error,
   inline PTX guarded by omp_is_initial_device () compiles and runs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=error" } */

#include "guarded-error.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
