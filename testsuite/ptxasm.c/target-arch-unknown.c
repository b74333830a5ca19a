/* An unknown or unsupported -fplugin-arg-ptxasm-arch is an error that
   lists the targets.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_35" } */
/* { dg-error "arch. takes one of sm_80, .*sm_90a, .*not .sm_35." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
/* SPDX-License-Identifier: GPL-3.0-or-later */
