/* GCC 12 to 14 know -misa=sm_80 at most: for arch=sm_90a GCC's own code
   is sm_80 code, and the `as' step writes sm_90a.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-require-gcc-major 12 14 } */

#include "target-main.h"

/* { dg-final { scan-ptx {\.target\tsm_80\M} } } */
/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
