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
