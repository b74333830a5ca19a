/* With no option at all the offloaded PTX is GCC 12's sm_80 / PTX ISA
   7.0, which CUDA 13's ptxas accepts (GCC's own default, sm_30 / 6.0,
   it refuses): the plugin records -misa=sm_80 for the offload compiler.
   The test harness passes no -foffload-options.  GCC 15 and 16:
   target-default-gcc15.c.  */
/* { dg-do link } */
/* { dg-require-gcc-major 12 14 } */

#include "target-main.h"

/* { dg-final { scan-ptx {\.target\tsm_80\M} } } */
/* { dg-final { scan-ptx-as {\.version 7\.0\n\.target sm_80\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
