/* guarded-wrapped-error.c under host-fallback=trap: the read of the
   master lane's mask at the function's entry does not stop the host.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-host-fallback=trap" } */

#include "guarded-wrapped-error.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
