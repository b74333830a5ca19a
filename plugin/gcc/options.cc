/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* options.cc -- the plugin's options, with their defaults.

   ptxasm.cc sets them from -fplugin-arg-ptxasm-KEY[=VALUE] (target.cc
   arch= and ptx=) in plugin_init, before any step runs; the steps only
   read them.  Defined here, below every file that reads them, so that
   no file depends on the plugin entry.  */

#include "ptxasm.h"

struct ptxasm_options ptxasm_opts = { PTXASM_FALLBACK_EMULATE, false, false,
				      NULL, 0, 0, PTXASM_VERIFY_YES, NULL,
				      false, false, false, false, false };
