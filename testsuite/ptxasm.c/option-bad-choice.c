/* An option of three values (options.def) given another is an error
   that lists them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-host-fallback=compute" } */
/* { dg-error "host-fallback' takes 'emulate', 'trap' or 'error', not 'compute'" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
