/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxasm.cc -- plugin entry: version check, options, pass registration.

   ptxasm gives GCC's nvptx offload target the inline PTX assembly of
   CUDA's nvcc: constraint letters h r l q f d n C, nvcc's operand checks,
   nvcc's template dialect (%clock, %p, %tid.x), bit-typed operand
   registers, and a host fallback that never feeds PTX to the host
   assembler.

   Usage:
     gcc -fopenmp -foffload=nvptx-none -fplugin=ptxasm.so prog.c
     (or -fopenacc; g++ likewise; with `make install`, -fplugin=ptxasm)

   Options (-fplugin-arg-ptxasm-KEY[=VALUE]):
     host-fallback=emulate  the host copy of an offloaded asm statement
                          computes what the GPU computes where the
                          statement is within the emulated set (default;
                          emulate.cc), else as trap
     warn-host-fallback   also a warning where OpenACC code's warp
                          instructions run on one lane in the host
                          fallback; =no: none where a host copy stops
                          the program (those come by default)
     host-fallback=trap   the host copy of an offloaded asm statement
                          stops the program with a message naming the
                          statement's file and line
     host-fallback=error  such a statement is a compile-time error (and
                          partial inlining is turned off, so that a guard
                          and its asm stay in one function)
     verify=yes           check the offloaded asm statements with ptxas
                          at compile time: its errors at the statements
                          (default; skipped when ptxas is not on PATH)
     verify=warn          the same, ptxas's errors as warnings
     verify=no            no compile-time check
     verify-cache=DIR|no  where the check remembers the functions ptxas
                          found nothing in, so that it does not run again
                          on them (default $PTXASM_CACHE_DIR, else
                          $XDG_CACHE_HOME/ptxasm/check, else
                          ~/.cache/ptxasm/check; no: none)
     verify-known=no      ptxas checks every statement; by default the
                          statements that ptxasm's table of instructions
                          knows ptxas accepts (common instructions on
                          registers of the right types) skip it, and a
                          file made only of them runs no ptxas
     arch=sm_NN[a|f]      the .target of the offloaded PTX (sm_80 and up)
     ptx=X.Y              its PTX ISA .version (default: the highest that
                          the installed ptxas accepts for arch=)
     lanes=one            outside simd code an asm statement runs once per
                          OpenMP thread, on the lane GCC's own atomics
                          use, its outputs broadcast (default)
     lanes=all            every lane of the OpenMP thread's warp runs it
     warn-warp=no         no warning at a warp-collective statement
                          (shfl, vote, match, redux, activemask) outside
                          simd code, where the warp is the OpenMP
                          thread's 32 lanes holding its values (default:
                          yes)
     verbose              a note at every asm statement prepared for nvptx
     help                 print these options

   An unknown key or value is an error.  */

#include "ptxasm.h"
#include "diag.h"
#include "plugin-version.h"
#include "cpplib.h"

int plugin_is_GPL_compatible;

static const char help_text[] =
  "ptxasm: nvcc's inline PTX assembly for GCC's nvptx offloading\n"
  "  -fplugin-arg-ptxasm-host-fallback=emulate  host copies of offloaded "
  "asm compute what the GPU computes where they can (default)\n"
  "  -fplugin-arg-ptxasm-warn-host-fallback[=yes|no]   =no: no warning "
  "where a host copy stops the program (default: warn); also warn "
  "where OpenACC code's warp instructions run on one lane\n"
  "  -fplugin-arg-ptxasm-host-fallback=trap   host copies of offloaded asm "
  "stop the program with a message\n"
  "  -fplugin-arg-ptxasm-host-fallback=error  host copies of offloaded asm "
  "are compile-time errors\n"
  "  -fplugin-arg-ptxasm-verify=yes|warn|no    check offloaded asm with "
  "ptxas at compile time (default yes)\n"
  "  -fplugin-arg-ptxasm-verify-cache=DIR|no  the check's cache of "
  "functions ptxas found clean (default $PTXASM_CACHE_DIR, else "
  "$XDG_CACHE_HOME/ptxasm/check, else ~/.cache/ptxasm/check)\n"
  "  -fplugin-arg-ptxasm-verify-known=yes|no  statements known to be right "
  "skip ptxas (default yes)\n"
  "  -fplugin-arg-ptxasm-arch=sm_NN[a|f]      the .target of the offloaded "
  "PTX (default sm_80)\n"
  "  -fplugin-arg-ptxasm-ptx=X.Y              its PTX ISA version (default: "
  "with arch=, the highest that ptxas accepts; else GCC's own)\n"
  "  -fplugin-arg-ptxasm-lanes=one|all        outside simd, one lane runs "
  "an asm statement per OpenMP thread (default one)\n"
  "  -fplugin-arg-ptxasm-warn-warp=yes|no     warn at a warp-collective "
  "statement outside simd code (default yes)\n"
  "  -fplugin-arg-ptxasm-verbose              note every asm statement "
  "prepared for nvptx\n"
  "  -fplugin-arg-ptxasm-help                 print this help\n";

static struct plugin_info ptxasm_info = {
  PTXASM_VERSION,
  help_text
};

/* Option KEY of plugin NAME with VALUE 'yes' or 'no': *NO says which.
   False, after an error, for another value or none.  */
static bool
yes_or_no (const char *name, const char *key, const char *value, bool *no)
{
  if (value && (strcmp (value, "yes") == 0 || strcmp (value, "no") == 0))
    {
      *no = strcmp (value, "no") == 0;
      return true;
    }
  error ("%s: %<-fplugin-arg-%s-%s%> takes %<yes%> or %<no%>, not %qs",
	 name, name, key, value ? value : "");
  return false;
}

/* The plugin's arguments ARGV (plugin NAME) into ptxasm_opts; false
   after an error.  */
static bool
parse_options (const char *name, int argc, struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key, *value = argv[i].value;
      if (strcmp (key, "host-fallback") == 0)
	{
	  if (value && strcmp (value, "emulate") == 0)
	    ptxasm_opts.host_fallback = PTXASM_FALLBACK_EMULATE;
	  else if (value && strcmp (value, "trap") == 0)
	    ptxasm_opts.host_fallback = PTXASM_FALLBACK_TRAP;
	  else if (value && strcmp (value, "error") == 0)
	    ptxasm_opts.host_fallback = PTXASM_FALLBACK_ERROR;
	  else
	    {
	      error ("%s: %<-fplugin-arg-%s-host-fallback%> takes "
		     "%<emulate%>, %<trap%> or %<error%>, not %qs", name,
		     name, value ? value : "");
	      ok = false;
	    }
	}
      else if (strcmp (key, "warn-host-fallback") == 0)
	{
	  if (value)
	    ok &= yes_or_no (name, key, value,
			     &ptxasm_opts.no_warn_host_fallback);
	  else
	    ptxasm_opts.no_warn_host_fallback = false;
	  ptxasm_opts.warn_host_fallback = !ptxasm_opts.no_warn_host_fallback;
	}
      else if (strcmp (key, "verify") == 0)
	{
	  if (value && strcmp (value, "yes") == 0)
	    ptxasm_opts.verify = PTXASM_VERIFY_YES;
	  else if (value && strcmp (value, "no") == 0)
	    ptxasm_opts.verify = PTXASM_VERIFY_NO;
	  else if (value && strcmp (value, "warn") == 0)
	    ptxasm_opts.verify = PTXASM_VERIFY_WARN;
	  else
	    {
	      error ("%s: %<-fplugin-arg-%s-verify%> takes %<yes%>, "
		     "%<warn%> or %<no%>, not %qs", name, name,
		     value ? value : "");
	      ok = false;
	    }
	}
      else if (strcmp (key, "verify-cache") == 0)
	{
	  if (!value || !*value)
	    {
	      error ("%s: %<-fplugin-arg-%s-verify-cache%> takes a directory "
		     "or %<no%>", name, name);
	      ok = false;
	    }
	  else
	    ptxasm_opts.verify_cache = strcmp (value, "no") == 0 ? "" : value;
	}
      else if (strcmp (key, "verify-known") == 0)
	ok &= yes_or_no (name, key, value, &ptxasm_opts.verify_all);
      else if (strcmp (key, "lanes") == 0)
	{
	  if (value && strcmp (value, "one") == 0)
	    ptxasm_opts.all_lanes = false;
	  else if (value && strcmp (value, "all") == 0)
	    ptxasm_opts.all_lanes = true;
	  else
	    {
	      error ("%s: %<-fplugin-arg-%s-lanes%> takes %<one%> or %<all%>, "
		     "not %qs", name, name, value ? value : "");
	      ok = false;
	    }
	}
      else if (ptxasm_target_option (name, key, value, &ok))
	;
      else if (strcmp (key, "warn-warp") == 0)
	ok &= yes_or_no (name, key, value, &ptxasm_opts.no_warn_warp);
      else if (strcmp (key, "verbose") == 0 && !value)
	ptxasm_opts.verbose = true;
      else if (strcmp (key, "help") == 0 && !value)
	fputs (help_text, stderr);
      else
	{
	  error ("%s: unknown option %<-fplugin-arg-%s-%s%s%s%>; see "
		 "%<-fplugin-arg-%s-help%>", name, name, key,
		 value ? "=" : "", value ? value : "", name);
	  ok = false;
	}
    }
  return ok;
}

/* The C and C++ front ends' preprocessor (c-family/c-common.h), absent
   from lto1: like every reference to GCC, weak.  */
extern cpp_reader *parse_in __attribute__ ((weak));

/* PLUGIN_PRAGMAS: define __PTXASM__, so that a header can tell that
   inline PTX has nvcc's meaning (<ptxasm/defs.h>).  The C and C++ front
   ends raise the event once their preprocessor exists and before the
   first line is read, under -E too; input that is already preprocessed
   (-save-temps, -fpreprocessed) has no macros left to define.  */
static void
define_macro (void *, void *)
{
  if (&parse_in && parse_in && !cpp_get_options (parse_in)->preprocessed)
    cpp_define (parse_in, "__PTXASM__=1");
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  const char *name = info->base_name;

  /* First, before anything else of GCC's is touched: a plugin built for
     another GCC loads (its references to GCC are weak, see Makefile.in)
     but must not run.  */
  if (!plugin_default_version_check (version, &gcc_version))
    {
      int major = atoi (version->basever);
      if (strcmp (version->basever, gcc_version.basever) == 0)
	error ("%s: this plugin was built for another build of GCC %s (its "
	       "configuration differs); rebuild ptxasm with this compiler",
	       name, version->basever);
      /* Name only what works: configure accepts the supported majors.  */
      else if (major >= PTXASM_GCC_OLDEST && major <= PTXASM_GCC_NEWEST)
	error ("%s: this plugin was built for GCC %s and cannot be loaded by "
	       "GCC %s; use gcc-%d, or build ptxasm for this compiler "
	       "(./configure CC=gcc-%d CXX=g++-%d)", name,
	       gcc_version.basever, version->basever, PTXASM_GCC_MAJOR,
	       major, major);
      else
	error ("%s: this plugin was built for GCC %s and cannot be loaded by "
	       "GCC %s; use gcc-%d (ptxasm supports GCC %d to %d)", name,
	       gcc_version.basever, version->basever, PTXASM_GCC_MAJOR,
	       PTXASM_GCC_OLDEST, PTXASM_GCC_NEWEST);
      return 1;
    }
  if (!parse_options (name, info->argc, info->argv))
    return 1;
  if (!ptxasm_target_init (name, info->full_name))
    return 1;

  /* Partial inlining can split a function below its
     "if (omp_is_initial_device ()) return ...;" guard, leaving the asm
     in a .part function where the host pass cannot see the guard; under
     host-fallback=error that would be a spurious error.  */
  if (ptxasm_opts.host_fallback == PTXASM_FALLBACK_ERROR)
    flag_partial_inlining = 0;

  /* The steps, in the order an asm statement meets them (ptxasm.h):
     1. the front end's walk records its operands' constraints (tag.cc);
     2. the device pass, before "ssa", checks each statement of
	offloaded code and rewrites or splits it, its errors placed and
	explained by diag.cc (device.cc);
     3. the host pass, the first after the IPA passes, replaces the host
	copies (host.cc);
     4. ptxas, started once every function has been through the device
	pass (the end of the first early GIMPLE passes; again when the
	IPA passes end, for what came later), checks the rewritten
	statements; its errors at the end of the unit (verify.cc).
     File-scope asm is held out of the offload IR around the IPA passes
     (toplevel.cc).  */
  ptxasm_diag_init ();
  register_callback (name, PLUGIN_INFO, NULL, &ptxasm_info);
  register_callback (name, PLUGIN_PRE_GENERICIZE, ptxasm_tag_function, NULL);
  register_callback (name, PLUGIN_PRAGMAS, define_macro, NULL);
  ptxasm_register_toplevel (name);
  ptxasm_register_emulate (name);
  ptxasm_register_runtime (name);
  ptxasm_register_verify (name);

  struct register_pass_info device = {
    ptxasm_make_device_pass (g), "ssa", 1, PASS_POS_INSERT_BEFORE
  };
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &device);

  /* The first pass after the IPA passes (the offload IR is written
     among them), at every -O level: host copies shed their device code
     before the late optimizers spend time on it.  */
  struct register_pass_info host = {
    ptxasm_make_host_pass (g), "adjust_alignment", 1, PASS_POS_INSERT_BEFORE
  };
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &host);
  return 0;
}
