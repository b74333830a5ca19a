/* An option of two values given none is an error that lists them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-lanes" } */
/* { dg-error "lanes' takes 'one' or 'all', not ''" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
