/* An option that takes no value given one is an error, as is an
   unknown key, which points at the help.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-verbose=yes -fplugin-arg-ptxasm-verbos" } */
/* { dg-error "verbose' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "unknown option '-fplugin-arg-ptxasm-verbos'; see '-fplugin-arg-ptxasm-help'" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
