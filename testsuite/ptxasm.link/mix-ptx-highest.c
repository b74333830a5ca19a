/* Of objects compiled with different -fplugin-arg-ptxasm-ptx= values
   (and the same arch=), the highest version counts: the code of each
   needs at most its own version, and a later PTX ISA keeps what an
   earlier one has.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a -fplugin-arg-ptxasm-ptx=8.0" } */
/* { dg-additional-object "objects/add-one.c" "-O2 -fplugin-arg-ptxasm-arch=sm_90a -fplugin-arg-ptxasm-ptx=8.4" } */
/* { dg-require-ptxas "" } */

#include "mix-arch-conflict.c"

/* { dg-final { scan-ptx-as {\.version 8\.4\n\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
