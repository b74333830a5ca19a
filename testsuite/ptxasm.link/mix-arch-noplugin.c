/* An object compiled without the plugin (a library, say) takes the
   target of the objects compiled with arch=: the module is sm_90a and
   Hopper's elect.sync in main's object passes ptxas.  */
/* { dg-do link } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */
/* { dg-additional-object "objects/plain-c-fn.c" "-O2" "noplugin" } */

#include "mix-arch-default.c"

/* { dg-final { scan-ptx-as {\.target sm_90a\n} } } */
/* { dg-final { scan-ptx-as-not {\.target sm_[0-8]} } } */
/* { dg-final { scan-ptx {\.func \(\.param\.u32 %value_out\) other_lane} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
