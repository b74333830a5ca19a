/* ptx= below the version that GCC itself writes (7.3 in GCC 15 and 16)
   is raised to GCC's: GCC's own code may need it.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=7.0" } */
/* { dg-require-gcc-major 15 } */

#include "target-main.h"

/* { dg-final { scan-ptx-as {\.version 7\.3\n\.target sm_80\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
