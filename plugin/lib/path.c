/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* path.c -- finding a program in $PATH (path.h).  */

#define _POSIX_C_SOURCE 200809L
#include "path.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *
ptxasm_path_find (const char *path, const char *name,
		  bool (*accept) (const char *file))
{
  if (!path)
    return NULL;
  size_t nlen = strlen (name);
  for (const char *p = path;;)
    {
      const char *colon = strchr (p, ':');
      size_t len = colon ? (size_t) (colon - p) : strlen (p);
      char *f = malloc (len + nlen + 3);
      if (!f)
	return NULL;
      if (len == 0)
	f[len++] = '.';
      else
	memcpy (f, p, len);
      f[len] = '/';
      memcpy (f + len + 1, name, nlen + 1);
      struct stat st;
      if (stat (f, &st) == 0 && S_ISREG (st.st_mode) && access (f, X_OK) == 0
	  && (!accept || accept (f)))
	return f;
      free (f);
      if (!colon)
	return NULL;
      p = colon + 1;
    }
}
