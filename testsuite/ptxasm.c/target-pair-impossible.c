/* sm_90a needs PTX ISA 8.0: asking for 7.8 is an error that says what
   works.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-arch=sm_90a -fplugin-arg-ptxasm-ptx=7.8" } */
/* { dg-error ".target sm_90a. needs PTX ISA 8.0 or later, not 7.8: use .-fplugin-arg-ptxasm-ptx=8.0." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
/* SPDX-License-Identifier: GPL-3.0-or-later */
