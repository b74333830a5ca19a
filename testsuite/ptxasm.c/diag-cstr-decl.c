/* "C" errors: a note at the variable's declaration, saying what to
   change where GCC can tell (issue 14).  */
/* { dg-do compile } */

static const char ok[] = "add.s32";
char notconst[] = "add.s32"; /* { dg-note "6: .notconst. declared here" } */

void
f (int i)
{
#pragma omp target map(tofrom: i)
  {
    const char local[] = "add.s32"; /* { dg-note "16: .local. has automatic storage; declare it .static." } */
    const char *ptr = ok; /* { dg-note "17: .ptr. is a pointer variable, not the address of an array; \"C\" takes the array itself" } */
    asm ("%0 %1, %1;" : "+r" (i) : "C" (notconst)); /* { dg-error "37: the expression for the .C. constraint evaluated to the address of a variable \\(.notconst.\\) with unsupported type" } */
    asm ("%0 %1, %1;" : "+r" (i) : "C" (local)); /* { dg-error "37: the expression for the .C. constraint could not be folded" } */
    asm ("%0 %1, %1;" : "+r" (i) : "C" (ptr)); /* { dg-error "37: the expression for the .C. constraint could not be folded" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
