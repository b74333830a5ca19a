/* Without ptxas, arch=sm_90a and a text that needs nothing more: the
   lowest version that names the target, 8.0 (the oldest driver that
   knows sm_90a compiles it).  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-ptxasm-no-ptxas "" } */

#include "target-main.h"

/* { dg-final { scan-ptx-as {\.version 8\.0\n\.target sm_90a\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
