/* forged-mark-host.c under -flto: lto1 looks at every function of the
   host code at link time.  */
/* { dg-do run { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-flto -O2" } */

#include "forged-mark-host.c"
/* SPDX-License-Identifier: GPL-3.0-or-later */
