/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* path.h -- finding a program in $PATH, for the plugin (ptxcheck.c) and
   the nvptx `as' step (ptxasm-as.c).  Plain C11.  */

#ifndef PTXASM_PATH_H
#define PTXASM_PATH_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The first "DIR/NAME", DIR a folder of PATH (colon-separated, an empty
   entry meaning "."), that is an executable regular file and that ACCEPT
   (when not NULL) takes.  Malloc'd; NULL if none or out of memory.  */
char *ptxasm_path_find (const char *path, const char *name,
			bool (*accept) (const char *file));

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PATH_H */
