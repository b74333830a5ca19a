/* '%' followed by a newline, a tab or a non-ASCII byte: an error at the
   statement, printed on one line (the offending character shown escaped,
   not raw), no crash.  */
/* { dg-do compile } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    asm ("%\n" : "=r" (i)); /* { dg-error "in asm template: .%. must be followed" } */
    asm ("%\t" : "=r" (i)); /* { dg-error "in asm template: .%. must be followed" } */
    asm ("\x80%\xff" : "=r" (i)); /* { dg-error "in asm template: .%. must be followed" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
