/* gcc-compat.h -- the GCC headers the plugin needs, and every difference
   between GCC versions that it has to paper over, in one place.

   ptxasm is written against GCC 12 (the version Debian 12 ships with an
   nvptx offload compiler).  configure refuses other major versions, and
   plugin_init checks the version of the compiler that loads it.  */

#ifndef PTXASM_GCC_COMPAT_H
#define PTXASM_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "bversion.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "diagnostic-core.h"
#include "diagnostic.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "stringpool.h"
#include "attribs.h"
#include "cgraph.h"
#include "tree-iterator.h"
#include "cfghooks.h"
#include "tree-cfg.h"
#include "cfgloop.h"
#include "builtins.h"
#include "intl.h"

#if BUILDING_GCC_MAJOR < 12 || BUILDING_GCC_MAJOR > 14
#error "ptxasm supports GCC 12, 13 and 14 only"
#endif

/* The major version the plugin was built for, checked at load time.  */
#define PTXASM_GCC_MAJOR BUILDING_GCC_MAJOR

/* A statement that ptxasm prepared for nvptx carries a bit of the asm
   statement's subcode that GCC 12 does not use (GCC uses bits 0-2:
   GF_ASM_INPUT, GF_ASM_VOLATILE, GF_ASM_INLINE).  Nothing in the source
   can set it; gimple_copy (inlining, cloning, OpenMP's SIMT/SIMD
   copies) copies it, and the LTO streamer writes the whole subcode, so
   lto1 at link time sees it too.  */
#define PTXASM_GF_ASM_PREPARED (1 << 7)
static_assert ((PTXASM_GF_ASM_PREPARED
		& (GF_ASM_INPUT | GF_ASM_VOLATILE | GF_ASM_INLINE)) == 0,
	       "ptxasm's asm bit is used by GCC");

static inline void
ptxasm_asm_set_prepared (gasm *stmt)
{
  stmt->subcode |= PTXASM_GF_ASM_PREPARED;
}

static inline bool
ptxasm_asm_prepared_p (const gasm *stmt)
{
  return (stmt->subcode & PTXASM_GF_ASM_PREPARED) != 0;
}

/* GCC 12 names it without the _p.  */
#define ptxasm_call_set_ctrl_altering gimple_call_set_ctrl_altering

#endif /* PTXASM_GCC_COMPAT_H */
