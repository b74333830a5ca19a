/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* sreg.h -- PTX's special registers as one table (sreg.def): their
   widths, whether the lanes of a warp share them, the execution-model
   wrapper's register of a lane register, what the host fallback reads,
   whether ptxknown.c knows a mov of them, and the first target and PTX
   ISA version that have them.  Plain C11.  */

#ifndef PTXASM_SREG_H
#define PTXASM_SREG_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A row of sreg.def.  */
struct ptx_sreg
{
  const char *name;		/* after '%'; "envreg*": a family */
  unsigned char bits;
  bool uniform;
  char lane;
  int host;			/* enum ptxemu_sreg, or -1 */
  bool known;
  unsigned char sm, ptx;	/* sm_SM and PTX ISA PTX / 10, or 0 */
};

/* sreg.def's rows, in its order; the last has a NULL NAME.  */
extern const struct ptx_sreg ptx_sregs[];

/* The row of the register named NAME (LEN bytes, after the '%'): the
   row of that name, or of the family whose stem starts NAME; NULL if
   none.  */
const struct ptx_sreg *ptx_sreg_find (const char *name, size_t len);

/* Is row R a family (a NAME that ends in '*')?  */
bool ptx_sreg_family_p (const struct ptx_sreg *r);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_SREG_H */
