/* A -misa that the user gives wins over the plugin's default sm_80.  */
/* { dg-do link } */
/* { dg-options "-foffload-options=nvptx-none=-misa=sm_75" } */

#include "target-main.h"

/* { dg-final { scan-ptx {\.target\tsm_75\M} } } */
/* { dg-final { scan-ptx-as {\.target sm_75\n} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
