/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* asstep.h -- the text rewrites and the error mapping of the nvptx
   `as' step (ptxasm-as.c), in asstep.c.  What the plugin and the step
   agree on is in asargs.h.  */

#ifndef PTXASM_ASSTEP_H
#define PTXASM_ASSTEP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* asstep.c: TEXT (LEN bytes of PTX) with its preamble's .target set to
   ARCH and its .version to VERSION ("8.7"); either may be NULL to keep
   it.  Only the preamble (the lines before the first one that is not a
   comment, a blank or a .version/.target/.address_size directive) is
   changed.  Returns a new NUL-terminated string; *OUTLEN its length.  */
char *ptxasm_rewrite_preamble (const char *text, size_t len,
			       const char *arch, const char *version,
			       size_t *outlen);

/* The text that stands for "::" while nvptx-none-as reads the PTX: its
   tokenizer (nvptx-tools 1.0, Debian 12) cuts "shared::cta" into a
   label "shared:" and drops the rest, breaking every PTX 7.8+ name with
   "::" (fence.proxy.async.shared::cta, mbarrier::complete_tx::bytes).  */
#define PTXASM_AS_COLONS "$ptxasm_cc$"

/* asstep.c: a copy of TEXT (LEN bytes) with every FROM replaced by TO;
   *OUTLEN its length.  NUL-terminated.  */
char *ptxasm_replace_all (const char *text, size_t len, const char *from,
			  const char *to, size_t *outlen);

/* asstep.c: TEXT (LEN bytes of PTX) with a declaration of GCC's
   OpenMP master-lane masks, ".extern .shared .u32 __nvptx_uni[32];",
   appended when the text uses __nvptx_uni (the wrapper of lanes=one
   does) and declares it nowhere (GCC declares it only where its own
   code needs it).  At the end, so that line numbers do not move.
   Returns a malloc'd copy, its length in *OUTLEN.  */
char *ptxasm_declare_uni (const char *text, size_t len, size_t *outlen);

/* asstep.c: the name in the first ".target NAME" line of PTX, copied
   into BUF (SIZE bytes); NULL if there is none.  */
char *ptxasm_preamble_target (const char *ptx, char *buf, size_t size);

/* asstep.c: the version of the first ".version X.Y" line of PTX
   (PTX_VERSION), 0 if there is none or it does not parse.  */
unsigned ptxasm_preamble_version (const char *ptx);

/* asstep.c: for every ptxas message in ERR ("ptxas FILE, line N; error
   : MSG") whose line N of PTX lies in an inline asm block, the lines
   "SRC:LINE: error: ptxas: MSG" and "SRC:LINE: note: in this line of
   the asm statement: TEXT", where SRC:LINE is the statement's location
   from the marker (// LINE "SRC" 1) that GCC writes at the start of the
   block, and TEXT is line N.  Returns a new string, empty if nothing
   maps.  */
char *ptxasm_map_ptxas_errors (const char *err, const char *ptx);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_ASSTEP_H */
