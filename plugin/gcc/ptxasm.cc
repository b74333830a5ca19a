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

   Options (-fplugin-arg-ptxasm-KEY[=VALUE]): the table options.def,
   from which the parser below and -fplugin-arg-ptxasm-help are made.

   An unknown key or value is an error.  */

#include "ptxasm.h"
#include "diag.h"
#include "plugin-version.h"
#include "cpplib.h"

/* The plugin's two exported names (the rest are hidden: Makefile.in's
   -fvisibility=hidden).  */
#define PTXASM_EXPORT __attribute__ ((visibility ("default")))

PTXASM_EXPORT int plugin_is_GPL_compatible;

/* -fplugin-arg-ptxasm-help's text: a line for each option of
   options.def.  */
static const char help_text[] =
  "ptxasm: nvcc's inline PTX assembly for GCC's nvptx offloading\n"
#define PTXASM_OPTION(KEY, VALUES, HANDLER, HELP) \
  "  -fplugin-arg-ptxasm-" KEY VALUES "   " HELP "\n"
#include "options.def"
#undef PTXASM_OPTION
  ;

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

/* Option KEY of plugin NAME with VALUE one of CHOICES (two or three,
   NULL-ended): its index into *OUT.  False, after an error, for another value or none.  */
static bool
choose (const char *name, const char *key, const char *value,
	const char *const *choices, int *out)
{
  for (int i = 0; value && choices[i]; i++)
    if (strcmp (value, choices[i]) == 0)
      {
	*out = i;
	return true;
      }
  const char *v = value ? value : "";
  if (!choices[2])
    error ("%s: %<-fplugin-arg-%s-%s%> takes %qs or %qs, not %qs", name,
	   name, key, choices[0], choices[1], v);
  else
    error ("%s: %<-fplugin-arg-%s-%s%> takes %qs, %qs or %qs, not %qs",
	   name, name, key, choices[0], choices[1], choices[2], v);
  return false;
}

/* The options' handlers (options.def).  */

static bool
opt_host_fallback (const char *name, const char *key, const char *value)
{
  static const char *const c[] = { "emulate", "trap", "error", NULL };
  static const enum ptxasm_fallback v[] = {
    PTXASM_FALLBACK_EMULATE, PTXASM_FALLBACK_TRAP, PTXASM_FALLBACK_ERROR
  };
  int i;
  if (!choose (name, key, value, c, &i))
    return false;
  ptxasm_opts.host_fallback = v[i];
  return true;
}

static bool
opt_warn_host_fallback (const char *name, const char *key, const char *value)
{
  bool ok = true;
  if (value)
    ok = yes_or_no (name, key, value, &ptxasm_opts.no_warn_host_fallback);
  else
    ptxasm_opts.no_warn_host_fallback = false;
  ptxasm_opts.warn_host_fallback = !ptxasm_opts.no_warn_host_fallback;
  return ok;
}

static bool
opt_verify (const char *name, const char *key, const char *value)
{
  static const char *const c[] = { "yes", "warn", "no", NULL };
  static const enum ptxasm_verify v[] = {
    PTXASM_VERIFY_YES, PTXASM_VERIFY_WARN, PTXASM_VERIFY_NO
  };
  int i;
  if (!choose (name, key, value, c, &i))
    return false;
  ptxasm_opts.verify = v[i];
  return true;
}

static bool
opt_verify_cache (const char *name, const char *, const char *value)
{
  if (!value || !*value)
    {
      error ("%s: %<-fplugin-arg-%s-verify-cache%> takes a directory "
	     "or %<no%>", name, name);
      return false;
    }
  ptxasm_opts.verify_cache = strcmp (value, "no") == 0 ? "" : value;
  return true;
}

static bool
opt_verify_known (const char *name, const char *key, const char *value)
{
  return yes_or_no (name, key, value, &ptxasm_opts.verify_all);
}

static bool
opt_target (const char *name, const char *key, const char *value)
{
  bool ok = true;
  ptxasm_target_option (name, key, value, &ok);
  return ok;
}

static bool
opt_lanes (const char *name, const char *key, const char *value)
{
  static const char *const c[] = { "one", "all", NULL };
  int i;
  if (!choose (name, key, value, c, &i))
    return false;
  ptxasm_opts.all_lanes = i == 1;
  return true;
}

static bool
opt_lockstep (const char *name, const char *key, const char *value)
{
  static const char *const c[] = { "cut", "library", NULL };
  int i;
  if (!choose (name, key, value, c, &i))
    return false;
  ptxasm_opts.lockstep_library = i == 1;
  return true;
}

static bool
opt_warn_warp (const char *name, const char *key, const char *value)
{
  return yes_or_no (name, key, value, &ptxasm_opts.no_warn_warp);
}

/* An option that takes no value: an error if given one.  */
static bool
no_value (const char *name, const char *key, const char *value)
{
  if (!value)
    return true;
  error ("%s: %<-fplugin-arg-%s-%s%> takes no value", name, name, key);
  return false;
}

static bool
opt_verbose (const char *name, const char *key, const char *value)
{
  if (!no_value (name, key, value))
    return false;
  ptxasm_opts.verbose = true;
  return true;
}

static bool
opt_help (const char *name, const char *key, const char *value)
{
  if (!no_value (name, key, value))
    return false;
  fputs (help_text, stderr);
  return true;
}

/* The table of options.  */
struct option
{
  const char *key;
  bool (*handler) (const char *, const char *, const char *);
};
static const struct option options[] = {
#define PTXASM_OPTION(KEY, VALUES, HANDLER, HELP) { KEY, HANDLER },
#include "options.def"
#undef PTXASM_OPTION
};

/* The plugin's arguments ARGV (plugin NAME) into ptxasm_opts; false
   after an error.  */
static bool
parse_options (const char *name, int argc, struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key, *value = argv[i].value;
      const struct option *o = NULL;
      for (const struct option &x : options)
	if (strcmp (key, x.key) == 0)
	  o = &x;
      if (o)
	ok &= o->handler (name, key, value);
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

PTXASM_EXPORT int
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
