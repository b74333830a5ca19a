/* An unknown value of verify-known= is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verify-known=maybe" } */
/* { dg-error "verify-known' takes 'yes' or 'no', not 'maybe'" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
