/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* features.cc -- an asm template that needs a later target or PTX ISA
   version than the chosen one is an error at the statement, naming the
   option (the table is ptxinsn.def).  */

#include "ptxasm.h"
#include "ptxtarget.h"
#include "ptxfeature.h"

bool
ptxasm_check_features (location_t loc, const char *text)
{
  const char *arch;
  unsigned maj, min;
  ptxasm_effective_target (&arch, &maj, &min);
  const struct ptx_arch *a = ptx_arch_lookup (arch);
  unsigned sm = a ? a->sm : 80, ptx = PTX_VERSION (maj, min);
  size_t off;
  const struct ptx_feature *f = ptx_feature_missing (text, sm, ptx, &off);
  if (!f)
    return true;

  char need[8], have[8];
  ptx_version_str (f->min_ptx, need);
  ptx_version_str (ptx, have);
  /* A row that only some types need: the opcode as written.  */
  char *name = f->types ? xstrndup (text + off, strcspn (text + off,
							 " \t\n;"))
			: xstrdup (f->name);
  if (sm < f->min_sm)
    error_at (loc, "%qs in the asm template needs %<.target %s%> or "
	      "later (PTX ISA %s), not %qs: compile with "
	      "%<-fplugin-arg-ptxasm-arch=%s%>", name, f->arch, need,
	      arch, f->arch);
  else if (ptxasm_opts.ptx_major)
    error_at (loc, "%qs in the asm template needs PTX ISA %s or "
	      "later, not %s: compile with %<-fplugin-arg-ptxasm-ptx=%s%> "
	      "or leave %<ptx=%> out", name, need, have, need);
  else
    /* GCC's own version, which no option chose.  */
    error_at (loc, "%qs in the asm template needs PTX ISA %s or "
	      "later, not %s: compile with %<-fplugin-arg-ptxasm-ptx=%s%>",
	      name, need, have, need);
  free (name);
  return false;
}
