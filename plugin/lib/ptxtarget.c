/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxtarget.c -- PTX targets and PTX ISA versions, as data.

   Sources: NVIDIA's PTX ISA manual ("Release Notes" and "PTX ISA
   Version" / "Target ISA notes" tables), checked against CUDA 13.0's
   ptxas: for every target, the lowest .version it accepts.  */

#include "ptxtarget.h"

#include <stdio.h>
#include <string.h>

/* Targets from sm_80 up (GCC 12's own code is sm_80 code), with the
   lowest PTX ISA version that names them.  sm_101 (PTX 8.6 to 8.8)
   became sm_110 in PTX ISA 9.0 and CUDA 13's ptxas rejects it, so it is
   not listed.  sm_88 arrived with PTX ISA 9.0.  */
static const struct ptx_arch archs[] = {
  { "sm_80", 80, 0, PTX_VERSION (7, 0) },
  { "sm_86", 86, 0, PTX_VERSION (7, 1) },
  { "sm_87", 87, 0, PTX_VERSION (7, 4) },
  { "sm_88", 88, 0, PTX_VERSION (9, 0) },
  { "sm_89", 89, 0, PTX_VERSION (7, 8) },
  { "sm_90", 90, 0, PTX_VERSION (7, 8) },
  { "sm_90a", 90, 'a', PTX_VERSION (8, 0) },
  { "sm_100", 100, 0, PTX_VERSION (8, 6) },
  { "sm_100a", 100, 'a', PTX_VERSION (8, 6) },
  { "sm_100f", 100, 'f', PTX_VERSION (8, 8) },
  { "sm_103", 103, 0, PTX_VERSION (8, 8) },
  { "sm_103a", 103, 'a', PTX_VERSION (8, 8) },
  { "sm_103f", 103, 'f', PTX_VERSION (8, 8) },
  { "sm_110", 110, 0, PTX_VERSION (9, 0) },
  { "sm_110a", 110, 'a', PTX_VERSION (9, 0) },
  { "sm_110f", 110, 'f', PTX_VERSION (9, 0) },
  { "sm_120", 120, 0, PTX_VERSION (8, 7) },
  { "sm_120a", 120, 'a', PTX_VERSION (8, 7) },
  { "sm_120f", 120, 'f', PTX_VERSION (8, 8) },
  { "sm_121", 121, 0, PTX_VERSION (8, 8) },
  { "sm_121a", 121, 'a', PTX_VERSION (8, 8) },
  { "sm_121f", 121, 'f', PTX_VERSION (8, 8) },
};

/* PTX ISA versions and the CUDA release that brought each one.  */
static const struct
{
  unsigned ptx, cuda;
} versions[] = {
  { PTX_VERSION (7, 0), 1100 },
  { PTX_VERSION (7, 1), 1101 },
  { PTX_VERSION (7, 2), 1102 },
  { PTX_VERSION (7, 3), 1103 },
  { PTX_VERSION (7, 4), 1104 },
  { PTX_VERSION (7, 5), 1105 },
  { PTX_VERSION (7, 6), 1106 },
  { PTX_VERSION (7, 7), 1107 },
  { PTX_VERSION (7, 8), 1108 },
  { PTX_VERSION (8, 0), 1200 },
  { PTX_VERSION (8, 1), 1201 },
  { PTX_VERSION (8, 2), 1202 },
  { PTX_VERSION (8, 3), 1203 },
  { PTX_VERSION (8, 4), 1204 },
  { PTX_VERSION (8, 5), 1205 },
  { PTX_VERSION (8, 6), 1207 },
  { PTX_VERSION (8, 7), 1208 },
  { PTX_VERSION (8, 8), 1209 },
  { PTX_VERSION (9, 0), 1300 },
};

#define N_ARCHS (sizeof archs / sizeof archs[0])
#define N_VERSIONS (sizeof versions / sizeof versions[0])

const struct ptx_arch *
ptx_arch_lookup (const char *name)
{
  if (!name)
    return NULL;
  for (size_t i = 0; i < N_ARCHS; i++)
    if (strcmp (archs[i].name, name) == 0)
      return &archs[i];
  return NULL;
}

const struct ptx_arch *
ptx_arch_nth (size_t n)
{
  return n < N_ARCHS ? &archs[n] : NULL;
}

int
ptx_version_known (unsigned v)
{
  for (size_t i = 0; i < N_VERSIONS; i++)
    if (versions[i].ptx == v)
      return 1;
  return 0;
}

int
ptx_version_parse (const char *s, unsigned *v)
{
  if (!s || s[0] < '0' || s[0] > '9' || s[1] != '.'
      || s[2] < '0' || s[2] > '9' || s[3] != 0)
    return 0;
  unsigned x = PTX_VERSION ((unsigned) (s[0] - '0'),
			    (unsigned) (s[2] - '0'));
  if (!ptx_version_known (x))
    return 0;
  *v = x;
  return 1;
}

unsigned
ptx_version_lowest (void)
{
  return versions[0].ptx;
}

unsigned
ptx_version_highest (void)
{
  return versions[N_VERSIONS - 1].ptx;
}

unsigned
ptx_version_cuda (unsigned v)
{
  for (size_t i = 0; i < N_VERSIONS; i++)
    if (versions[i].ptx == v)
      return versions[i].cuda;
  return 0;
}

unsigned
ptx_version_max_for_cuda (unsigned cuda)
{
  unsigned best = 0;
  for (size_t i = 0; i < N_VERSIONS; i++)
    if (versions[i].cuda <= cuda)
      best = versions[i].ptx;
  return best;
}

unsigned
ptx_parse_ptxas_version (const char *text)
{
  const char *p = text ? strstr (text, "release ") : NULL;
  unsigned major = 0, minor = 0;
  if (!p)
    return 0;
  p += strlen ("release ");
  if (*p < '0' || *p > '9')
    return 0;
  while (*p >= '0' && *p <= '9')
    major = major * 10 + (unsigned) (*p++ - '0');
  if (*p++ != '.' || *p < '0' || *p > '9')
    return 0;
  while (*p >= '0' && *p <= '9')
    minor = minor * 10 + (unsigned) (*p++ - '0');
  if (major == 0 || major > 999 || minor > 99)
    return 0;
  return major * 100 + minor;
}

char *
ptx_version_str (unsigned v, char *buf)
{
  snprintf (buf, 8, "%u.%u", PTX_MAJOR (v) % 100, PTX_MINOR (v));
  return buf;
}

char *
ptx_cuda_str (unsigned cuda, char *buf)
{
  snprintf (buf, 16, "%u.%u", cuda / 100, cuda % 100);
  return buf;
}

unsigned
ptx_default_version (const struct ptx_arch *arch, unsigned cuda)
{
  if (!arch)
    return 0;
  if (cuda == 0)
    return arch->min_ptx;
  unsigned max = ptx_version_max_for_cuda (cuda);
  return max >= arch->min_ptx ? max : 0;
}
