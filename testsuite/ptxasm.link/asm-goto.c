/* asm goto in offloaded code: GCC's nvptx back end prints the labels as
   $L<n>, and a bra to them from the template is valid PTX (ptxas judges
   it).  Labels are numbered after the operands, as in GCC; a "C"
   operand, dropped from the rewritten asm, still counts.  */
/* { dg-do link } */

static const char cmp[] = "ne";

int
main (void)
{
  int r = 0, x = 1;
#pragma omp target map(tofrom: r) map(to: x)
  {
    asm goto ("bra %l0; // first" :::: one);
    r = 1;
  one:
    asm goto ("{ .reg .pred p; setp.%1.s32 p, %0, 0; @p bra %l2; } // second"
	      :: "r" (x), "C" (cmp) :: two);
    r += 2;
  two:
    r += 4;
  }
  return r != 4;
}

/* { dg-final { scan-ptx {bra \$L[0-9]+; // first} } } */
/* { dg-final { scan-ptx {setp\.ne\.s32 p, %ptxasm[0-9]+_0, 0; @p bra \$L[0-9]+; \} // second} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
