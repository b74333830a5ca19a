/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* guard.h -- which instructions of a statement that only the master lane
   runs outside simd code (template.h's PTXASM_EXEC_MASTER) the
   function's master flag guards, and which of its outputs then hold
   the master lane's value.  Plain C11.  */

#ifndef PTXASM_GUARD_H
#define PTXASM_GUARD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The lane registers (%laneid, %tid.x, %lanemask_*: the rows of
   sreg.def with a LANE) read the master lane's value in a statement
   that only the master lane runs outside simd code: the wrapper's
   register "%ptxasmU_xLANE" holds it (template.c), so that what reads
   them need not run on the master lane alone; ptxasm_unwrap_line turns
   them back into the names the user wrote.  */

/* A change that the guarded form makes to the user's text (ptxasm_guard_plan):
   at byte AT the master flag's guard (KIND 'p', LEN 0), or in place of
   the LEN bytes of a lane register the wrapper's register KIND, which
   holds the master lane's value (sreg.def's LANE, exec_begin).  */
struct ptxasm_guard_edit
{
  size_t at, len;
  char kind;
};

/* What ptxasm_guard_plan finds.  */
struct ptxasm_guard_plan
{
  struct ptxasm_guard_edit *edit;		/* in the order of AT */
  size_t n, cap;
  size_t guards;		/* edits of KIND 'p' */
  bool *bcast;			/* per operand: broadcast it (exec_end) */
  char lanes[8];		/* the kinds of lane register it names */
  bool failed;
};

/* How the function's master flag (exec_begin) runs the text T (of NOPS
   operands) of a statement that only the master lane runs, when it can
   guard the instructions instead of branching around the text: T has no
   guard of its own ('@'), no label, no string, no branch, call, return
   or exit, and every PTX statement in it starts with an opcode or a
   directive ('.'), so that no lane leaves the others (GCC guards its own
   atomics so).  An instruction is guarded when it is not one that every
   lane may run (ptx_warp_uniform: an atom, say), when it reads a name
   that a guarded one wrote, or when it is a load or store after a
   guarded instruction (which may have written the memory); the others
   run on every lane, with the same result in each.  The lane registers
   (%laneid, %tid.x, %lanemask_*) read the master lane's values from the
   wrapper's registers, so that an instruction need not be guarded for
   them.  Fills *PL: the edits, and whether operand %K holds the master
   lane's value at the end, to be broadcast.  False if T cannot be
   guarded so or memory ran out.  With ALL (the caller's: text pasted in
   from an operand, which T does not show), or with the carry flag,
   which no operand names, a comment inside an instruction, or a name
   that a ".reg" declares twice (an inner scope's hides the outer one),
   every instruction is guarded, as it is, and every output
   broadcast.  */
bool ptxasm_guard_plan (const char *t, size_t nops,
			struct ptxasm_guard_plan *pl, bool all);

/* Free what *PL holds; *PL is then empty.  */
void ptxasm_guard_plan_free (struct ptxasm_guard_plan *pl);

/* The user's text of the line LINE (LEN bytes) of a rewritten statement
   as GCC printed it: without the guards that the function's master flag
   puts before instructions ("@%ptxasmU_xp "), and, in a line of the
   user's, with the lane registers named again that the text read from
   the wrapper's registers ("%ptxasmU_xi" is "%laneid"; sreg.def).
   For ptxas's messages and the compile-time check.  Malloc'd; NULL if
   out of memory.  */
char *ptxasm_unwrap_line (const char *line, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_GUARD_H */
