/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxasm-as.c -- the nvptx `as' step of ptxasm (plain C, POSIX).

   The plugin records -B<dir of ptxasm.so>/ptxasm-nvptx in the offload
   options, so GCC's nvptx compiler runs this program as its assembler.
   It
     1. takes the options that the plugin added through -Wa
	(--ptxasm-arch=sm_NN[a|f], --ptxasm-ptx=X.Y; one pair per object
	file of the link, so possibly repeated) out of the command line;
     2. if they say so, rewrites the PTX preamble's .target and .version
	lines (GCC 12 stops at sm_80 and PTX ISA 7.0; a target without a
	version gets the lowest version that both the target and the text
	need: ptx_text_version), and hides every
	"::" from nvptx-none-as, whose tokenizer (nvptx-tools 1.0) would
	cut "shared::cta" into a label;
     3. runs the real nvptx-none-as with the remaining arguments and
	--no-verify, then puts the "::" back into its output;
     4. verifies that output with ptxas as nvptx-none-as would (ptxas -c
	-o /dev/null OUT --gpu-name TARGET -O0; skipped without ptxas on
	PATH or under --no-verify);
     5. when ptxas complains ("ptxas FILE, line N; error : MSG"), maps
	each line N back to the asm statement it lies in, through the
	line markers (// LINE "FILE" 1) that GCC writes before each
	inline asm block, and prints FILE:LINE: error: ptxas: MSG with the
	PTX line (and the option that lifts a "requires .target" error),
	before ptxas's own messages.

   The real assembler is, in this order: $PTXASM_NVPTX_AS; what the
   nvptx driver that runs us ($COLLECT_GCC) finds itself
   (-print-prog-name=as); nvptx-none-as on PATH.  This program itself is
   never chosen.  */

#define _DEFAULT_SOURCE 1
#include "asargs.h"
#include "asstep.h"
#include "ptxtarget.h"
#include "ptxfeature.h"
#include "path.h"
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static const char *prog = "ptxasm-as";

static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    {
      fprintf (stderr, "%s: out of memory\n", prog);
      exit (1);
    }
  return p;
}

/* Read all of F; *LEN gets its length.  NUL-terminated.  */
static char *
slurp (FILE *f, size_t *len)
{
  size_t cap = 65536, n = 0;
  char *buf = xmalloc (cap);
  for (;;)
    {
      if (cap - n < 4096)
	{
	  char *nb = realloc (buf, cap *= 2);
	  if (!nb)
	    {
	      free (buf);
	      fprintf (stderr, "%s: out of memory\n", prog);
	      exit (1);
	    }
	  buf = nb;
	}
      size_t got = fread (buf + n, 1, cap - n - 1, f);
      n += got;
      if (got == 0)
	break;
    }
  buf[n] = 0;
  *len = n;
  return buf;
}

static char *
slurp_file (const char *name, size_t *len)
{
  FILE *f = fopen (name, "rb");
  if (!f)
    return NULL;
  char *s = slurp (f, len);
  fclose (f);
  return s;
}

/* Is PATH this program?  */
static int
is_self (const char *path)
{
  char self[PATH_MAX], other[PATH_MAX];
  if (!realpath ("/proc/self/exe", self) || !realpath (path, other))
    return 0;
  return strcmp (self, other) == 0;
}

static int
usable (const char *path)
{
  return path && *path == '/' && access (path, X_OK) == 0 && !is_self (path);
}

/* An absolute file that is not this program.  */
static bool
not_self (const char *file)
{
  return *file == '/' && !is_self (file);
}

/* NAME in a folder of $PATH (not this program), or NULL.  */
static char *
find_in_path (const char *name)
{
  return ptxasm_path_find (getenv ("PATH"), name, not_self);
}

/* The real nvptx assembler, or NULL.  */
static char *
find_real_as (void)
{
  const char *env = getenv ("PTXASM_NVPTX_AS");
  if (env && *env)
    return usable (env) ? strdup (env) : NULL;

  const char *driver = getenv ("COLLECT_GCC");
  if (driver && *driver && !strchr (driver, '\'') && access (driver, X_OK) == 0)
    {
      size_t n = strlen (driver) + 64;
      char *cmd = xmalloc (n);
      snprintf (cmd, n, "'%s' -print-prog-name=as 2>/dev/null", driver);
      FILE *f = popen (cmd, "r");
      free (cmd);
      if (f)
	{
	  char line[PATH_MAX];
	  char *got = fgets (line, sizeof line, f);
	  pclose (f);
	  if (got)
	    {
	      line[strcspn (line, "\n")] = 0;
	      if (usable (line))
		return strdup (line);
	    }
	}
    }

  char *in_path = find_in_path ("nvptx-none-as");
  if (in_path)
    return in_path;
  return usable ("/usr/bin/nvptx-none-as") ? strdup ("/usr/bin/nvptx-none-as")
    : NULL;
}

/* Run ARGV (child.c); its stderr goes to *ERR (NUL-terminated) when ERR
   is not NULL.  Returns its exit status (128 + signal, or 127 if it did
   not start).  */
static int
run (char *const argv[], char **err)
{
  int fd[2];
  if (err && pipe (fd) != 0)
    return 127;
  if (err)
    fcntl (fd[0], F_SETFD, FD_CLOEXEC);	/* the child writes only */
  long pid = ptxasm_child_start (argv[0], argv, NULL, err ? fd[1] : -1, 1);
  if (pid < 0)
    fprintf (stderr, "%s: cannot run %s: %s\n", prog, argv[0],
	     strerror (errno));
  if (err)
    {
      close (fd[1]);
      FILE *f = fdopen (fd[0], "r");
      size_t len;
      *err = f ? slurp (f, &len) : strdup ("");
      if (f)
	fclose (f);
      else
	close (fd[0]);
    }
  if (pid < 0)
    return 127;
  int status = ptxasm_child_wait (pid);
  if (status < 0)
    return 127;
  return status > 255 ? 128 + (status - 256) : status;
}

static char *
temp_file (const char *suffix, int *fd)
{
  const char *dir = getenv ("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  size_t n = strlen (dir) + 32;
  char *name = xmalloc (n);
  snprintf (name, n, "%s/ptxasm-asXXXXXX%s", dir, suffix);
  *fd = mkstemps (name, (int) strlen (suffix));
  if (*fd < 0)
    {
      fprintf (stderr, "%s: cannot create a temporary file in %s: %s\n",
	       prog, dir, strerror (errno));
      exit (1);
    }
  return name;
}

/* The --gpu-name that the real assembler REAL gives ptxas for code whose
   preamble says .target GPU, or NULL when that cannot be found out.
   nvptx-none-as verifies the code of a target that ptxas no longer
   takes as another target's (0.20220610: sm_30 and sm_32 as sm_35;
   later versions: sm_30 to sm_37 as sm_50, or as the lowest target of
   CUDA's NVRTC library), so the answer is asked of REAL itself: it
   assembles a bare preamble with a stand-in ptxas first on PATH, which
   writes down its arguments.  Malloc'd.  */
static char *
real_as_gpu_name (const char *real, const char *gpu)
{
  const char *tmp = getenv ("TMPDIR");
  size_t n = strlen (tmp && *tmp ? tmp : "/tmp") + 64;
  char *dir = xmalloc (n), *file = xmalloc (n), *answer = NULL;
  snprintf (dir, n, "%s/ptxasm-gpuXXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp (dir))
    {
      free (dir);
      free (file);
      return NULL;
    }
  static const char *const names[] = { "ptxas", "args", "in.s", "out.o" };
  FILE *f;
  snprintf (file, n, "%s/ptxas", dir);
  if ((f = fopen (file, "w")))
    {
      fputs ("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"${0%/*}/args\"\n", f);
      fclose (f);
      chmod (file, 0755);
    }
  snprintf (file, n, "%s/in.s", dir);
  if ((f = fopen (file, "w")))
    {
      fprintf (f, "// BEGIN PREAMBLE\n\t.version\t3.1\n\t.target\t%s\n"
	       "\t.address_size 64\n// END PREAMBLE\n", gpu);
      fclose (f);
    }
  char out[PATH_MAX];
  snprintf (out, sizeof out, "%s/out.o", dir);
  const char *path = getenv ("PATH");
  char *saved = path ? strdup (path) : NULL;
  size_t plen = strlen (dir) + (path ? strlen (path) : 0) + 2;
  char *newpath = xmalloc (plen);
  snprintf (newpath, plen, "%s%s%s", dir, path ? ":" : "", path ? path : "");
  setenv ("PATH", newpath, 1);
  char *argv[] = { (char *) real, (char *) "-o", out, file, NULL };
  char *err = NULL;
  run (argv, &err);
  free (err);
  if (saved)
    setenv ("PATH", saved, 1);
  else
    unsetenv ("PATH");
  free (saved);
  free (newpath);
  snprintf (file, n, "%s/args", dir);
  size_t len;
  char *args = slurp_file (file, &len);
  for (char *line = args; line && *line;)
    {
      char *end = line + strcspn (line, "\n");
      char *next = *end ? end + 1 : end;
      *end = 0;
      if (strcmp (line, "--gpu-name") == 0 && *next)
	{
	  next[strcspn (next, "\n")] = 0;
	  answer = strdup (next);
	  break;
	}
      line = next;
    }
  free (args);
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    {
      snprintf (file, n, "%s/%s", dir, names[i]);
      unlink (file);
    }
  rmdir (dir);
  free (dir);
  free (file);
  return answer;
}

/* 5. ptxas over the object OBJ (its text OUT) for the target GPU (from
   the preamble if FROM_PREAMBLE, when REAL, nvptx-none-as, may have
   chosen another), as nvptx-none-as runs it, with VERBOSE its
   commands; its errors mapped to the asm statements first.  The exit
   status (1 after ptxas failed, OBJ then removed).  */
static int
verify_object (char *real, const char *obj, const char *out,
	       const char *gpu, bool from_preamble, int verbose)
{
  int status = 0;
  char *ptxas = find_in_path ("ptxas");
  if (!ptxas && verbose)
    fprintf (stderr, "'ptxas' not available.\n");
  if (ptxas && gpu)
    {
      char *pargs[] = { ptxas, (char *) "-c", (char *) "-o",
			(char *) "/dev/null", (char *) obj,
			(char *) "--gpu-name", (char *) gpu, (char *) "-O0",
			NULL };
      char *err = NULL;
      if (verbose)
	fprintf (stderr, " %s -c -o /dev/null %s --gpu-name %s -O0\n",
		 ptxas, obj, gpu);
      status = run (pargs, &err);
      /* A target that this ptxas no longer takes, as GCC 12 to 14 write
	 by default (sm_30): verified with the target nvptx-none-as
	 would use instead.  */
      char *instead = NULL;
      if (status != 0 && from_preamble && err
	  && strstr (err, "is not defined for option 'gpu-name'")
	  && (instead = real_as_gpu_name (real, gpu)) != NULL
	  && strcmp (instead, gpu) != 0)
	{
	  if (verbose)
	    fprintf (stderr, "Verifying %s code with %s code generation.\n"
		     " %s -c -o /dev/null %s --gpu-name %s -O0\n", gpu,
		     instead, ptxas, obj, instead);
	  free (err);
	  err = NULL;
	  pargs[6] = instead;
	  status = run (pargs, &err);
	}
      if (err && *err)
	{
	  /* 5. ptxas's lines mapped to the asm statements first.  */
	  char *mapped = ptxasm_map_ptxas_errors (err, out);
	  fputs (mapped, stderr);
	  free (mapped);
	  fputs (err, stderr);
	}
      free (err);
      free (instead);
      if (status != 0)
	{
	  fprintf (stderr, "nvptx-as: ptxas returned %d exit status\n",
		   status);
	  unlink (obj);
	  status = 1;
	}
    }
  free (ptxas);
  return status;
}

/* What the options of the step say (main).  */
struct as_opts
{
  const char *arch, *other_arch;	/* the target; another given */
  unsigned ptx;				/* the PTX ISA version, or 0 */
  int arch_conflict, verify, verbose;
  int nargs, input, output;		/* in the real assembler's ARGS */
};

/* 1. The step's own options of ARGV (ARGC of them) out into *O, the
   rest into ARGS for the real assembler; false after an error.  */
static bool
parse_args (int argc, char **argv, char **args, struct as_opts *o)
{
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strncmp (a, PTXASM_AS_ARCH_OPT, strlen (PTXASM_AS_ARCH_OPT)) == 0)
	{
	  const char *v = a + strlen (PTXASM_AS_ARCH_OPT);
	  if (!ptx_arch_lookup (v))
	    {
	      fprintf (stderr, "%s: unknown PTX target %s\n", prog, v);
	      return false;
	    }
	  if (o->arch && strcmp (o->arch, v) != 0 && !o->arch_conflict)
	    {
	      o->arch_conflict = 1;
	      o->other_arch = o->arch;
	    }
	  if (!o->arch || ptx_arch_lookup (v)->min_ptx
		       > ptx_arch_lookup (o->arch)->min_ptx)
	    o->arch = v;
	  continue;
	}
      if (strncmp (a, PTXASM_AS_PTX_OPT, strlen (PTXASM_AS_PTX_OPT)) == 0)
	{
	  unsigned v;
	  if (!ptx_version_parse (a + strlen (PTXASM_AS_PTX_OPT), &v))
	    {
	      fprintf (stderr, "%s: unknown PTX ISA version %s\n", prog,
		       a + strlen (PTXASM_AS_PTX_OPT));
	      return false;
	    }
	  if (v > o->ptx)
	    o->ptx = v;
	  continue;
	}
      if (strcmp (a, "--no-verify") == 0 || strcmp (a, "--verify") == 0)
	{
	  o->verify = a[2] == 'v';
	  continue;
	}
      if (strcmp (a, "-v") == 0)
	o->verbose = 1;
      if ((strcmp (a, "-o") == 0 || strcmp (a, "-m") == 0) && i + 1 < argc)
	{
	  if (a[1] == 'o')
	    o->output = o->nargs + 1;
	  args[o->nargs++] = argv[i++];
	  args[o->nargs++] = argv[i];
	  continue;
	}
      if (a[0] != '-' || strcmp (a, "-") == 0)
	o->input = o->nargs;
      args[o->nargs++] = argv[i];
    }
  args[o->nargs] = NULL;
  return true;
}

int
main (int argc, char **argv)
{
  struct as_opts opts = { NULL, NULL, 0, 0, 1, 0, 1, -1, -1 };
  char **args = xmalloc ((size_t) (argc + 8) * sizeof *args);
  int status;
  if (!parse_args (argc, argv, args, &opts))
    return 1;
  const char *arch = opts.arch, *other_arch = opts.other_arch;
  unsigned ptx = opts.ptx;
  int arch_conflict = opts.arch_conflict, verify = opts.verify;
  int verbose = opts.verbose;
  int nargs = opts.nargs, input = opts.input, output = opts.output;

  if (arch_conflict)
    {
      /* One PTX module holds the offloaded code of all the objects.  */
      fprintf (stderr, "%s: error: the objects of this link were compiled "
	       "with different -fplugin-arg-ptxasm-arch= values (%s and %s); "
	       "the offloaded code of all of them forms one PTX module, so "
	       "compile them with the same arch=\n", prog, other_arch, arch);
      return 1;
    }
  /* A target without a version (the compiler had no ptxas to ask which
     version it takes) gets the lowest that the target names...  */
  int ptx_given = ptx != 0;
  if (arch && ptx < ptx_arch_lookup (arch)->min_ptx)
    ptx = ptx_arch_lookup (arch)->min_ptx;

  char *real = find_real_as ();
  if (!real)
    {
      fprintf (stderr, "%s: cannot find the real nvptx assembler "
	       "(nvptx-none-as); set PTXASM_NVPTX_AS to its path\n", prog);
      return 1;
    }
  args[0] = real;

  /* 2. The preamble, and "::" hidden from nvptx-none-as.  */
  size_t len;
  char *text = input >= 0 && strcmp (args[input], "-") != 0
    ? slurp_file (args[input], &len) : slurp (stdin, &len);
  if (!text)
    {
      fprintf (stderr, "%s: cannot read %s: %s\n", prog,
	       input >= 0 ? args[input] : "the input", strerror (errno));
      return 1;
    }
  /* ...raised to what the text needs: a "q" operand's .b128 register,
     an instruction of the feature table.  A version that was given
     (ptx=, or the highest of the compiling machine's ptxas) is kept: the
     statements were held to it at compile time.  Neither goes below the
     version GCC itself wrote, which its own code may need (GCC 15 and 16
     write 7.3 for sm_80, and use 7.3's alloca).  */
  if (ptx)
    {
      unsigned need = ptx_given ? 0 : ptx_text_version (text);
      unsigned gcc = ptxasm_preamble_version (text);
      if (need > ptx)
	ptx = need;
      if (gcc > ptx)
	ptx = gcc;
    }
  char vbuf[8];
  size_t outlen;
  char *pre = ptxasm_rewrite_preamble (text, len, arch,
				       ptx ? ptx_version_str (ptx, vbuf)
				       : NULL, &outlen);
  char *uni = ptxasm_declare_uni (pre, outlen, &outlen);
  free (pre);
  char *out = ptxasm_replace_all (uni, outlen, "::", PTXASM_AS_COLONS,
				  &outlen);
  free (uni);
  free (text);
  int fd;
  char *rewritten = temp_file (".s", &fd);
  FILE *f = fdopen (fd, "wb");
  if (!f || fwrite (out, 1, outlen, f) != outlen || fclose (f) != 0)
    {
      fprintf (stderr, "%s: cannot write %s\n", prog, rewritten);
      unlink (rewritten);
      return 1;
    }
  free (out);
  if (input >= 0)
    args[input] = rewritten;
  else
    args[nargs++] = rewritten;
  if (output < 0)
    {
      args[nargs++] = (char *) "-o";
      output = nargs;
      args[nargs++] = (char *) "a.out";
    }
  /* nvptx-none-as -m overrides the preamble's target.  */
  const char *gpu = NULL;
  for (int i = 1; i + 1 < nargs; i++)
    if (strcmp (args[i], "-m") == 0)
      {
	if (arch)
	  args[i + 1] = (char *) arch;
	gpu = args[i + 1];
      }
  /* 3. The real assembler, which must not verify: its output still has
     the stand-in for "::".  */
  args[nargs++] = (char *) "--no-verify";
  args[nargs] = NULL;
  status = run (args, NULL);
  unlink (rewritten);
  free (rewritten);
  if (status != 0)
    return status;

  /* 4. "::" back, then ptxas as nvptx-none-as runs it.  */
  const char *obj = args[output];
  text = slurp_file (obj, &len);
  if (!text)
    {
      fprintf (stderr, "%s: cannot read %s\n", prog, obj);
      return 1;
    }
  out = ptxasm_replace_all (text, len, PTXASM_AS_COLONS, "::", &outlen);
  free (text);
  f = fopen (obj, "wb");
  if (!f || fwrite (out, 1, outlen, f) != outlen || fclose (f) != 0)
    {
      fprintf (stderr, "%s: cannot write %s\n", prog, obj);
      return 1;
    }
  char tbuf[32];
  bool from_preamble = !gpu;
  if (!gpu)
    gpu = ptxasm_preamble_target (out, tbuf, sizeof tbuf);
  if (verify)
    status = verify_object (real, obj, out, gpu, from_preamble, verbose);
  free (out);
  free (real);
  free (args);
  return status;
}
