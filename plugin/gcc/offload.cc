/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* offload.cc -- which functions GCC compiles for the nvptx offload target.

   GCC streams a function to the offload compiler when its symbol is
   "offloadable"; that bit is set for outlined target regions, for
   functions declared (explicitly or implicitly) "declare target", for
   OpenACC routines and compute regions, and for functions outlined
   inside those.  The attributes are checked too, for nodes the bit has
   not reached yet.  */

#include "ptxasm.h"

static const char *const offload_attributes[] = {
  "omp declare target",
  "omp declare target block",
  "omp target entrypoint",
  "oacc function",
};

bool
ptxasm_offloaded_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return false;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node && node->offloadable)
    return true;
  for (const char *attr : offload_attributes)
    if (lookup_attribute (attr, DECL_ATTRIBUTES (fndecl)))
      return true;
  return false;
}

/* Is nvptx among the offload targets of this compile?  The driver names
   them to cc1 in OFFLOAD_TARGET_NAMES ("nvptx-none:amdgcn-amdhsa");
   with -foffload=disable, or without an offload compiler installed, it
   names none and no code of this file reaches the nvptx compiler.  */
bool
ptxasm_nvptx_offload_p (void)
{
  static int cached = -1;
  if (cached < 0)
    {
      const char *names = getenv ("OFFLOAD_TARGET_NAMES");
      cached = 0;
      for (const char *c = names; c && *c; )
	{
	  if (strncmp (c, "nvptx", 5) == 0)
	    cached = 1;
	  c = strchr (c, ':');
	  if (c)
	    c++;
	}
    }
  return cached;
}
