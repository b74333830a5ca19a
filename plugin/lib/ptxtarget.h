/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxtarget.h -- PTX targets and PTX ISA versions, as data (plain C11).

   Which .target names exist, which PTX ISA version each one needs at
   least, which CUDA release (and so which driver) each PTX ISA version
   came with, and what `ptxas --version' says about the highest version
   the installed ptxas accepts.  No GCC types here: the tables are
   unit-tested in testsuite/unit/test-ptxtarget.c and shared by the
   plugin (ptxasm.cc) and the nvptx `as' step (ptxasm-as.c).  */

#ifndef PTXASM_PTXTARGET_H
#define PTXASM_PTXTARGET_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A PTX ISA version, MAJOR.MINOR, as one number: 10 * MAJOR + MINOR.  */
#define PTX_VERSION(major, minor) ((major) * 10 + (minor))
#define PTX_MAJOR(v) ((v) / 10)
#define PTX_MINOR(v) ((v) % 10)

/* What GCC 12's nvptx back end writes with -misa=sm_80, and what the
   offloaded code says when no option is given.  */
#define PTX_DEFAULT_ARCH "sm_80"
#define PTX_DEFAULT_VERSION PTX_VERSION (7, 0)

struct ptx_arch
{
  const char *name;		/* "sm_90a" */
  unsigned sm;			/* 90 */
  char suffix;			/* 'a', 'f' or 0 */
  unsigned min_ptx;		/* the lowest PTX ISA version for it */
};

/* The .target named NAME ("sm_90a"), or NULL if there is no such
   target among those ptxasm supports (sm_80 and later).  */
const struct ptx_arch *ptx_arch_lookup (const char *name);

/* The Nth supported target (in ascending order), NULL past the end.  */
const struct ptx_arch *ptx_arch_nth (size_t n);

/* Parse "X.Y" into *V.  Returns 1 if S is a PTX ISA version that
   ptxasm knows (7.0 to the newest in the table), else 0.  */
int ptx_version_parse (const char *s, unsigned *v);

/* Is V a PTX ISA version in the table?  */
int ptx_version_known (unsigned v);

/* The lowest and highest PTX ISA version in the table.  */
unsigned ptx_version_lowest (void);
unsigned ptx_version_highest (void);

/* The CUDA release that introduced PTX ISA version V, as MAJOR * 100
   + MINOR (1208 for CUDA 12.8), or 0 if V is not in the table.  A driver of that CUDA release or newer is
   needed to run (JIT-compile) PTX of version V.  */
unsigned ptx_version_cuda (unsigned v);

/* The highest PTX ISA version that the ptxas of CUDA release CUDA
   (MAJOR * 100 + MINOR) accepts: the newest version in the table whose
   CUDA release is not newer than CUDA.  0 if CUDA predates PTX 7.0.  */
unsigned ptx_version_max_for_cuda (unsigned cuda);

/* Parse the output of `ptxas --version' ("... release 13.0, V13.0.88")
   into the CUDA release (MAJOR * 100 + MINOR).  0 if TEXT says none.  */
unsigned ptx_parse_ptxas_version (const char *text);

/* Format V as "X.Y" into BUF (at least 8 bytes); returns BUF.  */
char *ptx_version_str (unsigned v, char *buf);

/* Format CUDA (MAJOR * 100 + MINOR) as "X.Y" into BUF (at least 16
   bytes); returns BUF.  */
char *ptx_cuda_str (unsigned cuda, char *buf);

/* The default PTX ISA version for ARCH: the highest version that a
   ptxas of CUDA release CUDA accepts (CUDA == 0: no ptxas known, then
   ARCH's lowest version).  0 if that ptxas cannot handle ARCH.  */
unsigned ptx_default_version (const struct ptx_arch *arch, unsigned cuda);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXTARGET_H */
