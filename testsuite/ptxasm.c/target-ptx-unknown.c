/* A -fplugin-arg-ptxasm-ptx that is no PTX ISA version is an error that
   gives the range.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-ptx=8.9" } */
/* { dg-error "ptx. takes a PTX ISA version from 7.0 to 9.0, not .8.9." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
/* SPDX-License-Identifier: GPL-3.0-or-later */
