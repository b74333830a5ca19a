/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gcc-compat.h -- the GCC headers the plugin needs, and every difference
   between GCC versions that it has to paper over, in one place.

   ptxasm builds against GCC 12 to 16 (Debian 12's GCC 12.2, Debian
   13's GCC 13.3 and 14.2, Debian testing's 15.3 and 16.2, all with an
   nvptx offload compiler);
   configure refuses other major versions, and plugin_init checks that
   the compiler loading the plugin is the one it was built for.  The
   rest of the plugin is written once, against the names defined here:
   like the Linux kernel's scripts/gcc-plugins/gcc-common.h, this file
   maps each GCC's spelling to one ptxasm_* name (or defines GCC's newer
   name for the older GCCs), grouped by the version that changed it, so
   that no other file tests BUILDING_GCC_MAJOR.

   Checked with `make check' on GCC 12 and with `make check-gcc13' to
   `make check-gcc16' (contrib/check-gcc.sh).  */

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
#if BUILDING_GCC_MAJOR >= 16
#include "diagnostics/file-cache.h"
#endif

/* The GCC majors ptxasm builds for (configure checks the same); the
   load-time message for another names them.  */
#define PTXASM_GCC_OLDEST 12
#define PTXASM_GCC_NEWEST 16
#if BUILDING_GCC_MAJOR < PTXASM_GCC_OLDEST || BUILDING_GCC_MAJOR > PTXASM_GCC_NEWEST
#error "ptxasm supports GCC 12 to 16 only"
#endif

/* The major version the plugin was built for, checked at load time.  */
#define PTXASM_GCC_MAJOR BUILDING_GCC_MAJOR

/* A statement that ptxasm prepared for nvptx carries a bit of the asm
   statement's subcode that GCC 12 to 16 do not use (GCC uses bits 0-2:
   GF_ASM_INPUT (GF_ASM_BASIC from GCC 15), GF_ASM_VOLATILE,
   GF_ASM_INLINE).  Nothing in the source
   can set it; gimple_copy (inlining, cloning, OpenMP's SIMT/SIMD
   copies) copies it, and the LTO streamer writes the whole subcode, so
   lto1 at link time sees it too.  */
#define PTXASM_GF_ASM_PREPARED (1 << 7)
/* GCC 15: a basic asm (no operands: asm ("...")) is GF_ASM_BASIC and
   gimple_asm_basic_p, no longer GF_ASM_INPUT and gimple_asm_input_p.  */
#if BUILDING_GCC_MAJOR >= 15
#define PTXASM_GF_ASM_BASIC GF_ASM_BASIC
#define ptxasm_asm_basic_p gimple_asm_basic_p
#else
#define PTXASM_GF_ASM_BASIC GF_ASM_INPUT
#define ptxasm_asm_basic_p gimple_asm_input_p
#endif
static_assert ((PTXASM_GF_ASM_PREPARED
		& (PTXASM_GF_ASM_BASIC | GF_ASM_VOLATILE | GF_ASM_INLINE)) == 0,
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

/* The same in GCC 12 to 16 (no _p).  */
#define ptxasm_call_set_ctrl_altering gimple_call_set_ctrl_altering

/* ---- Differences between GCC 12 to 16 ----
   Each entry: what changed, in which version, and the one name the
   plugin uses.  */

/* GCC 13: the third parameter of C++'s constant evaluator,
   maybe_constant_value (cp/constexpr.cc), went from bool
   manifestly_const_eval to enum class mce_value, which changes its
   mangled name.  It is only in cc1plus (and cp-tree.h cannot be
   included here), so it is declared here as a weak reference, null in
   cc1 and lto1; with the wrong signature it would be null in cc1plus
   too, silently.  ptxasm_cxx_constant_value (EXPR) is EXPR evaluated as
   a C++ constant expression (or EXPR itself), NULL_TREE without the
   evaluator.  */
#if BUILDING_GCC_MAJOR >= 13
enum class mce_value
{
  mce_unknown = 0,
  mce_true = 1,
  mce_false = -1
};
extern tree maybe_constant_value (tree, tree, mce_value) __attribute__ ((weak));
#define PTXASM_MCE_UNKNOWN mce_value::mce_unknown
#else
extern tree maybe_constant_value (tree, tree, bool) __attribute__ ((weak));
#define PTXASM_MCE_UNKNOWN false
#endif

static inline tree
ptxasm_cxx_constant_value (tree expr)
{
  if (!maybe_constant_value)
    return NULL_TREE;
  return maybe_constant_value (expr, NULL_TREE, PTXASM_MCE_UNKNOWN);
}

/* GCC 14: location_get_source_line became file_cache::get_source_line,
   the file cache being the diagnostic context's.  GCC 16: char_span
   and file_cache moved into namespace diagnostics.  */
#if BUILDING_GCC_MAJOR >= 16
typedef diagnostics::char_span ptxasm_char_span;
#else
typedef char_span ptxasm_char_span;
#endif
#if BUILDING_GCC_MAJOR >= 14
static inline ptxasm_char_span
ptxasm_source_line (const char *file, int line)
{
  return global_dc->get_file_cache ().get_source_line (file, line);
}
#else
#define ptxasm_source_line location_get_source_line
#endif

/* GCC 14: -fdiagnostics-format=json.  GCC 12 and 13 write JSON through
   the diagnostic context's starter and finalizer callbacks (and, only
   then, set the group callbacks), which free_lang_data resets to the
   text ones when offloading (tree_diagnostics_defaults): ptxasm saves
   them at plugin_init and puts them back before it diagnoses (diag.cc).
   GCC 14 writes JSON through the context's diagnostic_output_format
   object instead, which free_lang_data leaves alone: nothing to do.  */
#if BUILDING_GCC_MAJOR < 14
struct ptxasm_diag_output
{
  diagnostic_starter_fn starter;
  diagnostic_finalizer_fn finalizer;
};

static inline void
ptxasm_diag_output_save (struct ptxasm_diag_output *o)
{
  if (global_dc->begin_group_cb)
    {
      o->starter = global_dc->begin_diagnostic;
      o->finalizer = global_dc->end_diagnostic;
    }
}

static inline void
ptxasm_diag_output_restore (const struct ptxasm_diag_output *o)
{
  if (o->starter)
    {
      global_dc->begin_diagnostic = o->starter;
      global_dc->end_diagnostic = o->finalizer;
      global_dc->print_path = NULL;
    }
}
#else
struct ptxasm_diag_output
{
};

static inline void
ptxasm_diag_output_save (struct ptxasm_diag_output *)
{
}

static inline void
ptxasm_diag_output_restore (const struct ptxasm_diag_output *)
{
}
#endif

/* GCC 15: omp_is_initial_device is a builtin of the compiler
   (BUILT_IN_OMP_IS_INITIAL_DEVICE, "__builtin_omp_is_initial_device"),
   folded on the host only after the IPA passes; GCC 12 to 14 call the
   library function of <omp.h>.  Is FN either?  */
static inline bool
ptxasm_omp_is_initial_device_p (tree fn)
{
#if BUILDING_GCC_MAJOR >= 15
  if (fndecl_built_in_p (fn, BUILT_IN_OMP_IS_INITIAL_DEVICE))
    return true;
#endif
  return TREE_PUBLIC (fn) && DECL_NAME (fn)
	 && id_equal (DECL_NAME (fn), "omp_is_initial_device");
}

/* GCC 16: a file-scope asm statement's asm_node derives from
   toplevel_node, whose garbage-collector walkers mark it; GCC 12 to 15
   have walkers for asm_node itself.  */
#if BUILDING_GCC_MAJOR >= 16
#define ptxasm_gt_ggc_mx_asm_node gt_ggc_mx_toplevel_node
#define ptxasm_gt_pch_nx_asm_node gt_pch_nx_toplevel_node
#else
#define ptxasm_gt_ggc_mx_asm_node gt_ggc_mx_asm_node
#define ptxasm_gt_pch_nx_asm_node gt_pch_nx_asm_node
#endif

/* GCC 15: the nvptx back end's newest -misa is sm_89 (GCC 12 to 14:
   sm_80); its code for sm_89 runs on every later target.  */
#if BUILDING_GCC_MAJOR >= 15
#define PTXASM_GCC_NVPTX_NEWEST_ISA "sm_89"
#define PTXASM_GCC_NVPTX_NEWEST_SM 89
#else
#define PTXASM_GCC_NVPTX_NEWEST_ISA "sm_80"
#define PTXASM_GCC_NVPTX_NEWEST_SM 80
#endif

/* Crashes of GCC itself that gccbugs.cc reports first, by version
   (measured with Debian's 12.2, 13.3 and 14.2): asm goto with a
   register output in a member of a local aggregate crashes the early
   SRA pass of GCC 12 only; a captureless C++ lambda kept as an object
   in a target region crashes the gimplifier of GCC 12 and 13.  */
#define PTXASM_GCC_SRA_ASM_GOTO_CRASH (BUILDING_GCC_MAJOR == 12)
#define PTXASM_GCC_TARGET_LAMBDA_CRASH (BUILDING_GCC_MAJOR <= 13)
/* A 16-bit floating-point value (_Float16, C or C++; __bf16) in
   offloaded code stops the nvptx compiler of GCC 12 to 16 at the
   offload link: _Float16 with an internal compiler error (lto1's stream
   reader, cfgexpand, the SSA builder; in 15.3 and 16.2 lto_input_mode_table),
   __bf16 with "16-bit-precision floating-point numbers unsupported (mode
   'BF')" (13 to 16).  */
#define PTXASM_GCC_NVPTX_FLOAT16_FAILS (BUILDING_GCC_MAJOR <= 16)

/* GCC 15: omp_max_vf takes whether it is asked for offloaded code; the
   host's vector length (the length of a host simd loop's "omp simd"
   arrays) is its answer for false.  */
#include "omp-general.h"
#if BUILDING_GCC_MAJOR >= 15
#define ptxasm_host_max_vf() omp_max_vf (false)
#else
#define ptxasm_host_max_vf() omp_max_vf ()
#endif

#endif /* PTXASM_GCC_COMPAT_H */
