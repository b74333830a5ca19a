/* Issue 22: one mistake of each kind, each in its own statement of one
   function, every one reported at its line in one compile: the
   target's features (ptxfeature.c), a type that only ptxas sees, an
   unknown opcode, a syntax error (ptxas stops at it: the statement is
   blanked and ptxas runs again), a '{' left open and a comment without
   its end.  */
/* { dg-do compile } */

void
f (int i, long l, float x)
{
#pragma omp target map(tofrom: i, l, x)
  {
    asm ("mov.u32 %0, %%cluster_nctarank;" : "=r" (i)); /* { dg-error "needs '.target sm_90' or later" } */
    asm ("add.s32 %0, %0, %1;" : "+r" (i) : "l" (l)); /* { dg-error "ptxas: Arguments mismatch for instruction 'add'" } */
    asm ("addx.s32 %0, %0, 1;" : "+r" (i)); /* { dg-error "ptxas: Not a name of any known instruction: 'addx'" } */
    asm ("add.s32 %0 %0, 1;" : "+r" (i)); /* { dg-error "ptxas: Parsing error near" } */
    asm ("{ .reg .u32 t; mov.u32 t, %0;" : : "r" (i)); /* { dg-error "'\{' in the asm text is not closed" } */
    asm ("mul.f32 %0, %0, %0; /* square" : "+f" (x)); /* { dg-error "comment ./\\*. without its ../. in the asm text" } */
    asm ("sub.s32 %0, %0, 2;" : "+r" (i));
  }
}
/* { dg-prune-output "ptxas \\(sm_\[0-9\]+\\) checked" } */
/* ptxas judges three of the statements: UNSUPPORTED without it.  */
/* { dg-require-ptxas "" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
