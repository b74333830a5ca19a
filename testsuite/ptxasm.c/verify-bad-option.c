/* An unknown value of verify= is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify=maybe" } */
/* { dg-error "takes 'yes', 'warn' or 'no', not 'maybe'" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
