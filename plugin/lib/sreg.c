/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* sreg.c -- PTX's special registers as one table (sreg.h, sreg.def).  */

#include "sreg.h"

#include <string.h>

#include "ptxemu.h"

const struct ptx_sreg ptx_sregs[] = {
#define SREG(NAME, BITS, UNIFORM, LANE, HOST, KNOWN, SM, PTX) \
  { NAME, BITS, UNIFORM, LANE, PTXEMU_SREG_##HOST, KNOWN, SM, PTX },
#include "sreg.def"
#undef SREG
  { NULL, 0, false, 0, PTXEMU_SREG_NONE, false, 0, 0 }
};

bool
ptx_sreg_family_p (const struct ptx_sreg *r)
{
  size_t n = strlen (r->name);
  return n > 0 && r->name[n - 1] == '*';
}

/* The length of row R's name without a family's '*'.  */
static size_t
stem_len (const struct ptx_sreg *r)
{
  return strlen (r->name) - (ptx_sreg_family_p (r) ? 1 : 0);
}

const struct ptx_sreg *
ptx_sreg_find (const char *name, size_t len)
{
  for (const struct ptx_sreg *r = ptx_sregs; r->name; r++)
    {
      size_t n = stem_len (r);
      if (ptx_sreg_family_p (r) ? len >= n && memcmp (name, r->name, n) == 0
	  : len == n && memcmp (name, r->name, n) == 0)
	return r;
    }
  return NULL;
}
