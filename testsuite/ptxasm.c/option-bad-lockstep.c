/* lockstep= takes cut or library.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-lockstep=fibers" } */
/* { dg-error "lockstep' takes 'cut' or 'library', not 'fibers'" "" { target *-*-* } 0 } */

void f (void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
