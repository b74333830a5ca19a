/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxmsg.c -- ptxas's messages decoded (ptxmsg.h).  */

#include "ptxmsg.h"

#include <stdlib.h>
#include <string.h>

bool
ptxmsg_decode (const char *p, const char *end, struct ptxmsg *m)
{
  if ((size_t) (end - p) < 6 || strncmp (p, "ptxas ", 6) != 0)
    return false;
  const char *l = NULL;
  for (const char *q = p; q + 7 <= end; q++)
    if (strncmp (q, ", line ", 7) == 0)
      l = q;
  if (!l)
    return false;
  const char *d = l + 7;
  unsigned long n = 0;
  if (d >= end || *d < '0' || *d > '9')
    return false;
  while (d < end && *d >= '0' && *d <= '9')
    n = n * 10 + (unsigned long) (*d++ - '0');
  if (d >= end || *d != ';')
    return false;
  const char *k = d + 1;
  while (k < end && *k == ' ')
    k++;
  if ((size_t) (end - k) >= 7 && strncmp (k, "warning", 7) == 0)
    m->kind = PTXMSG_WARNING;
  else if ((size_t) (end - k) >= 5 && strncmp (k, "error", 5) == 0)
    m->kind = PTXMSG_ERROR;
  else if ((size_t) (end - k) >= 5 && strncmp (k, "fatal", 5) == 0)
    m->kind = PTXMSG_FATAL;
  else
    return false;
  const char *colon = memchr (k, ':', (size_t) (end - k));
  if (!colon)
    return false;
  const char *t = colon + 1;
  while (t < end && *t == ' ')
    t++;
  m->file = p + 6;
  m->file_len = (size_t) (l - m->file);
  m->line = n;
  m->text = t;
  m->text_len = (size_t) (end - t);
  return true;
}
