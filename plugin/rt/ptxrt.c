/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxrt.c -- the host fallback's run-time library (ptxrt.h) as one
   unit, compiled into the assembly that embed.c turns into the
   plugin's copy.  */
#include "lockstep.c"
#include "mma.c"
