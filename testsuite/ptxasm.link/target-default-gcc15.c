/* GCC 15 and 16 default to sm_52 / PTX ISA 7.3, and CUDA 13's ptxas
   refuses sm_52: the plugin records -misa=sm_80, and GCC writes PTX ISA
   7.3 for it, which the `as' step keeps.  */
/* { dg-do link } */
/* { dg-require-gcc-major 15 } */

#include "target-main.h"

/* { dg-final { scan-ptx {\.target\tsm_80\M} } } */
/* { dg-final { scan-ptx-as {\.version 7\.3\n\.target sm_80\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
