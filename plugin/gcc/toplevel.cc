/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* toplevel.cc -- keep file-scope asm statements out of the offload IR.

   GCC streams a translation unit's file-scope asm statements
   (asm ("...") outside any function) to the offload compiler along with
   the offloaded functions, so a host directive such as
   asm (".symver ...") ends up in the PTX and ptxas rejects it: any file
   that mixes file-scope host asm with target regions fails to link.
   File-scope asm is host code.  The plugin takes the statements off the
   symbol table while the IPA passes run (the offload IR is written
   among them) and puts them back before the host's assembly is output.

   Under -flto the host's own IR is written at the same point and needs
   them, so they are left alone there.  */

#include "ptxasm.h"
#include "ggc.h"
#include "gtype-desc.h"

static asm_node *held_first, *held_last;

/* The held nodes are live GC data while they are off the symbol table.  */
static const struct ggc_root_tab held_roots[] = {
  { &held_first, 1, sizeof (held_first), &ptxasm_gt_ggc_mx_asm_node,
    &ptxasm_gt_pch_nx_asm_node },
  { &held_last, 1, sizeof (held_last), &ptxasm_gt_ggc_mx_asm_node,
    &ptxasm_gt_pch_nx_asm_node },
  LAST_GGC_ROOT_TAB
};

static void
hold_toplevel_asm (void *, void *)
{
  if (!flag_generate_offload || flag_generate_lto || !symtab->asmnodes)
    return;
  held_first = symtab->asmnodes;
  held_last = symtab->asm_last_node;
  symtab->clear_asm_symbols ();
}

static void
restore_toplevel_asm (void *, void *)
{
  if (!held_first)
    return;
  if (symtab->asmnodes)
    {
      held_last->next = symtab->asmnodes;
      held_last = symtab->asm_last_node;
    }
  symtab->asmnodes = held_first;
  symtab->asm_last_node = held_last;
  held_first = held_last = NULL;
}

void
ptxasm_register_toplevel (const char *name)
{
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) held_roots);
  register_callback (name, PLUGIN_ALL_IPA_PASSES_START, hold_toplevel_asm,
		     NULL);
  register_callback (name, PLUGIN_ALL_IPA_PASSES_END, restore_toplevel_asm,
		     NULL);
}
