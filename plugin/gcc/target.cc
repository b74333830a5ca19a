/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* target.cc -- the .target and .version of the offloaded PTX.

   -fplugin-arg-ptxasm-arch=sm_NN[a|f] and -fplugin-arg-ptxasm-ptx=X.Y
   choose them.  GCC 12's nvptx back end itself stops at -misa=sm_80 and
   PTX ISA 7.0, so the nvptx side is arranged as follows, all through
   the options that the host compile records for the offload compiler
   (GCC's targetm.offload_options hook, which lto-opts.cc writes into the
   object before the user's own -foffload-options, so those still win):

     -foffload-options=nvptx-none=-misa=sm_80
	 GCC's defaults (sm_30 and PTX ISA 6.0 for GCC 12 to 14, sm_52 and
	 7.3 for GCC 15 and 16) are refused by CUDA 13's ptxas; GCC 15 and
	 16 get -misa=sm_89, their newest, for arch=sm_89 and later;
     -foffload-options=nvptx-none=-B<dir of ptxasm.so>/ptxasm-nvptx
	 the nvptx compiler then runs ptxasm's `as' step (ptxasm-as.c),
	 which rewrites the PTX preamble and maps ptxas errors at the link
	 back to the asm statement's source line;
     -foffload-options=nvptx-none=-Wa,--ptxasm-arch=A,--ptxasm-ptx=X.Y
	 what that `as' step writes into the preamble (only when arch= or
	 ptx= was given).

   Without ptx=, the version is the highest that the installed ptxas
   takes.  With no ptxas on the compiling machine (a distribution's
   build root, a machine with only the driver, which compiles the PTX
   itself), arch= alone is recorded, and the `as' step writes the
   lowest version that the target and the PTX text need (.b128
   registers for "q" need 8.3, the instructions of ptxinsn.def theirs):
   the oldest driver that knows the target can run the program.  The
   statements are then held to the highest version ptxasm knows.  */

#include "ptxasm.h"
#include "ptxtarget.h"
#include "ptxcheck.h"
#include "asargs.h"
#include "target.h"		/* GCC's: targetm */
#include <limits.h>
#include <stdlib.h>

/* The effective target, set by ptxasm_target_init.  */
static const struct ptx_arch *chosen_arch;
static unsigned chosen_ptx;
/* arch= without ptx= and without ptxas: the `as' step chooses.  */
static bool ptx_from_text;
/* The `as' step's directory (absolute), or NULL if there is none.  */
static char *as_dir;
static char *(*host_offload_options) (void);

void
ptxasm_effective_target (const char **arch, unsigned *ptxmaj,
			 unsigned *ptxmin)
{
  const char *a = chosen_arch ? chosen_arch->name : PTX_DEFAULT_ARCH;
  unsigned v = ptx_from_text ? ptx_version_highest ()
	       : chosen_ptx ? chosen_ptx : PTX_DEFAULT_VERSION;
  if (arch)
    *arch = a;
  if (ptxmaj)
    *ptxmaj = PTX_MAJOR (v);
  if (ptxmin)
    *ptxmin = PTX_MINOR (v);
}

/* "sm_80, sm_86, ..., sm_121f" for diagnostics.  */
static const char *
arch_list (void)
{
  static char buf[512];
  size_t len = 0;
  buf[0] = 0;
  for (size_t i = 0; ptx_arch_nth (i); i++)
    len += snprintf (buf + len, sizeof buf - len, "%s%s", i ? ", " : "",
		     ptx_arch_nth (i)->name);
  return buf;
}

bool
ptxasm_target_option (const char *name, const char *key, const char *value,
		      bool *ok)
{
  char lo[8], hi[8];
  if (strcmp (key, "arch") == 0)
    {
      if (!value || !ptx_arch_lookup (value))
	{
	  error ("%s: %<-fplugin-arg-%s-arch%> takes one of %s, not %qs",
		 name, name, arch_list (), value ? value : "");
	  *ok = false;
	}
      else
	ptxasm_opts.arch = ptx_arch_lookup (value)->name;
      return true;
    }
  if (strcmp (key, "ptx") == 0)
    {
      unsigned v;
      if (!value || !ptx_version_parse (value, &v))
	{
	  error ("%s: %<-fplugin-arg-%s-ptx%> takes a PTX ISA version from "
		 "%s to %s, not %qs", name, name,
		 ptx_version_str (ptx_version_lowest (), lo),
		 ptx_version_str (ptx_version_highest (), hi),
		 value ? value : "");
	  *ok = false;
	}
      else
	{
	  ptxasm_opts.ptx_major = PTX_MAJOR (v);
	  ptxasm_opts.ptx_minor = PTX_MINOR (v);
	}
      return true;
    }
  return false;
}

/* The CUDA release of the ptxas on PATH (1300 for 13.0), 0 if none.  */
static unsigned
installed_ptxas (void)
{
  FILE *f = popen ("ptxas --version 2>/dev/null", "r");
  if (!f)
    return 0;
  char buf[512];
  size_t n = fread (buf, 1, sizeof buf - 1, f);
  buf[n] = 0;
  pclose (f);
  return ptx_parse_ptxas_version (buf);
}

/* The recorded offload options: the host's own, then ptxasm's.  */
static char *
ptxasm_offload_options (void)
{
  char *host = host_offload_options ? host_offload_options () : NULL;
  const char *base = host ? host : "";
  const char *sep = *base ? " " : "";
  char *dir = as_dir
    ? concat (" -foffload-options=nvptx-none=-B", as_dir, NULL)
    : xstrdup ("");
  char *target = xstrdup ("");
  if (chosen_arch || chosen_ptx)
    {
      char v[8];
      free (target);
      target = concat (" -foffload-options=nvptx-none=-Wa",
		       chosen_arch ? "," PTXASM_AS_ARCH_OPT : "",
		       chosen_arch ? chosen_arch->name : "",
		       chosen_ptx ? "," PTXASM_AS_PTX_OPT : "",
		       chosen_ptx ? ptx_version_str (chosen_ptx, v) : "", NULL);
    }
  /* GCC's own code: the newest -misa that this GCC knows and the target
     includes (sm_89 on GCC 15 and 16 for sm_89 and later targets),
     else sm_80.  */
  const char *misa = chosen_arch
		     && chosen_arch->sm >= PTXASM_GCC_NVPTX_NEWEST_SM
		     ? PTXASM_GCC_NVPTX_NEWEST_ISA : PTX_DEFAULT_ARCH;
  char *all = concat (base, sep, "-foffload-options=nvptx-none=-misa=",
		      misa, dir, target, NULL);
  free (host);
  free (dir);
  free (target);
  return all;
}

bool
ptxasm_target_init (const char *name, const char *plugin_path)
{
  char a[8], b[8], c[16];
  const struct ptx_arch *arch = ptx_arch_lookup (ptxasm_opts.arch);
  unsigned ptx = PTX_VERSION (ptxasm_opts.ptx_major, ptxasm_opts.ptx_minor);
  unsigned cuda = (arch || ptx) ? installed_ptxas () : 0;
  unsigned max = cuda ? ptx_version_max_for_cuda (cuda) : 0;

  if (arch && ptx && ptx < arch->min_ptx)
    {
      error ("%s: %<.target %s%> needs PTX ISA %s or later, not %s: use "
	     "%<-fplugin-arg-%s-ptx=%s%> (or a later version) or leave "
	     "%<ptx=%> out", name, arch->name,
	     ptx_version_str (arch->min_ptx, a), ptx_version_str (ptx, b),
	     name, a);
      return false;
    }
  /* No ptxas at all, not one whose version does not parse (that one
     gets the target's lowest version, and the compile-time check runs
     against it).  */
  bool no_ptxas = false;
  if (!ptx && arch && !cuda)
    {
      char *found = ptxcheck_find_ptxas (getenv ("PATH"));
      no_ptxas = !found;
      free (found);
    }
  if (no_ptxas)
    ptx_from_text = true;
  else if (!ptx && arch)
    {
      ptx = ptx_default_version (arch, cuda);
      if (!ptx)
	{
	  error ("%s: %<.target %s%> needs PTX ISA %s (CUDA %s), but the "
		 "installed ptxas (CUDA %s) accepts PTX ISA %s at most; "
		 "install a newer CUDA toolkit or choose another "
		 "%<-fplugin-arg-%s-arch%>", name, arch->name,
		 ptx_version_str (arch->min_ptx, a),
		 ptx_cuda_str (ptx_version_cuda (arch->min_ptx), c),
		 ptx_cuda_str (cuda, c),
		 ptx_version_str (max, b), name);
	  return false;
	}
    }
  else if (ptx && cuda && ptx > max)
    {
      error ("%s: PTX ISA %s needs the ptxas of CUDA %s or later; the "
	     "installed ptxas (CUDA %s) accepts PTX ISA %s at most",
	     name, ptx_version_str (ptx, a),
	     ptx_cuda_str (ptx_version_cuda (ptx), c),
	     ptx_cuda_str (cuda, c), ptx_version_str (max, b));
      return false;
    }
  chosen_arch = arch;
  chosen_ptx = ptx;

  /* The `as' step lives beside the plugin.  */
  char *real = plugin_path ? realpath (plugin_path, NULL) : NULL;
  if (real)
    {
      char *slash = strrchr (real, '/');
      if (slash)
	*slash = 0;
      char *dir = concat (real, "/" PTXASM_AS_DIR, NULL);
      char *as = concat (dir, "/as", NULL);
      if (access (as, X_OK) == 0 && !strchr (dir, ' '))
	as_dir = dir;
      else
	free (dir);
      free (as);
      free (real);
    }
  if (!as_dir && (arch || ptx))
    {
      error ("%s: %<-fplugin-arg-%s-arch%> and %<-ptx%> need the nvptx "
	     "%<as%> step %s/as beside the plugin (installed by %<make "
	     "install%>), without spaces in its path", name, name,
	     PTXASM_AS_DIR);
      return false;
    }

  host_offload_options = targetm.offload_options;
  targetm.offload_options = ptxasm_offload_options;
  return true;
}
