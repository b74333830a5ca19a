/* -fplugin-arg-ptxasm-ptx alone changes the .version and keeps GCC's
   sm_80 target.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.3" } */

#include "target-main.h"

/* { dg-final { scan-ptx-as {\.version 8\.3\n\.target sm_80\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
