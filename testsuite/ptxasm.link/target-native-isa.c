/* GCC 15 and 16 know -misa=sm_89: for arch=sm_90a GCC's own code is
   sm_89 code (the newest this GCC has), and the `as' step writes only
   the .target and .version beyond it.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-require-gcc-major 15 } */

#include "target-main.h"

/* { dg-final { scan-ptx {\.target\tsm_89\M} } } */
/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
