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

/* GCC 12 names it without the _p.  */
#define ptxasm_call_set_ctrl_altering gimple_call_set_ctrl_altering

#endif /* PTXASM_GCC_COMPAT_H */
