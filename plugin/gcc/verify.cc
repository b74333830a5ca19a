/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* verify.cc -- ptxas's errors at the asm statement, at compile time.

   The device pass hands every offloaded asm statement it has rewritten
   to ptxasm_verify_add, which describes its operands (the PTX register
   type GCC's nvptx back end gives each, or an immediate's value) to
   ptxcheck.c.  Once every function has been through the device pass
   (the end of the first early GIMPLE passes), one PTX file holding all
   of them goes to ptxas, which runs while cc1 compiles the rest; at the
   end of the translation unit its diagnostics become errors (or
   warnings) at the asm statements, in source order.  Statements that
   an earlier check rejected are not in the file; a statement with a
   syntax error is blanked and ptxas runs again, so that every
   statement's mistakes come in one compile.  Under -flto the host
   compile checks; lto1 has no statements to check.  */

#include "ptxasm.h"
#include "ptxcheck.h"
#include "template.h"

static struct ptxcheck *chk;
static vec<location_t> stmt_locs;	/* a statement's cookie -> location */
static function *last_fun;
static hash_set<int_hash<hashval_t, 0, UINT_MAX> > fun_locs;

static long ptxas_pid = -1;
static char *tmp_dir, *ptx_file, *out_file;
static const char *check_arch;
static char *ptxas_path;
static size_t checked;
static bool all_cached;		/* the last launch found nothing to check */
static bool no_ptxas;		/* none on PATH: nothing is collected */

/* The register type GCC's nvptx back end declares for a value of TYPE
   (nvptx_ptx_type_from_mode, promoted), or NULL.  */
static const char *
reg_type (tree type)
{
  switch (TYPE_MODE (type))
    {
    case E_QImode:
    case E_SImode:
      return ".u32";
    case E_HImode:
      return ".u16";
    case E_DImode:
      return ".u64";
    case E_HFmode:
      return ".f16";
    case E_SFmode:
      return ".f32";
    case E_DFmode:
      return ".f64";
    default:
      return NULL;
    }
}

/* The first statement: find ptxas, and set up the check and its cache
   (before any statement, so that a function found in the cache keeps
   no text).  */
static bool
begin (void)
{
  if (!ptxas_path)
    ptxas_path = ptxcheck_find_ptxas (getenv ("PATH"));
  if (!ptxas_path)
    {
      no_ptxas = true;
      return false;
    }
  if (!(chk = ptxcheck_new ()))
    return false;
  const char *arch;
  unsigned maj, min;
  ptxasm_effective_target (&arch, &maj, &min);
  const char *dir = ptxasm_opts.verify_cache;
  char *def = dir ? NULL : ptxcheck_cache_default_dir ();
  char *id = ptxcheck_tool_id (ptxas_path);
  char *salt = xasprintf ("%s %s %u.%u", id ? id : ptxas_path, arch, maj,
			  min);
  ptxcheck_cache (chk, dir ? (*dir ? dir : NULL) : def, salt);
  if (!ptxasm_opts.verify_all)
    ptxcheck_known (chk, arch, maj, min);
  free (def);
  free (id);
  free (salt);
  return true;
}

void
ptxasm_verify_add (gasm *stmt, unsigned nuser, const ptxasm_tmpl_op *tops)
{
  if (ptxasm_opts.verify == PTXASM_VERIFY_NO || !cfun || no_ptxas)
    return;
  if (!chk && !begin ())
    return;
  location_t loc = gimple_location (stmt);
  if (cfun != last_fun)
    {
      last_fun = cfun;
      fun_locs.empty ();
      ptxcheck_function (chk);
    }
  /* OpenMP makes a SIMT and a SIMD copy of a simd loop's body; the
     nvptx compiler keeps one.  Check one: the same text at the same
     place.  (The pieces of a split statement share a place, not a
     text.)  */
  location_t locus = LOCATION_LOCUS (loc);
  if (locus != UNKNOWN_LOCATION)
    {
      hashval_t h = iterative_hash (gimple_asm_string (stmt),
				    strlen (gimple_asm_string (stmt)),
				    (hashval_t) locus);
      if (h == 0 || h == UINT_MAX)
	h = 1;			/* the set's empty and deleted marks */
      if (fun_locs.add (h))
	return;
    }

  unsigned nout = gimple_asm_noutputs (stmt);
  unsigned nops = nout + gimple_asm_ninputs (stmt);
  /* asm goto's labels are operands %lN after the others; ptxcheck.c
     defines those up to 63.  */
  if (gimple_asm_nlabels (stmt) && nops + gimple_asm_nlabels (stmt) > 64)
    return;
  auto_vec<ptxcheck_op> ops (nops);
  for (unsigned i = 0; i < nops; i++)
    {
      tree op = i < nout ? gimple_asm_output_op (stmt, i)
			 : gimple_asm_input_op (stmt, i - nout);
      tree val = TREE_VALUE (op);
      const char *cons = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (op)));
      ptxcheck_op o = { NULL, 0, -1 };
      if (strchr (cons, 'n'))
	{
	  if (TREE_CODE (val) != INTEGER_CST)
	    return;
	  o.imm = (long long) TREE_INT_CST_LOW (val);
	  if (TYPE_PRECISION (TREE_TYPE (val)) < 64
	      && !TYPE_UNSIGNED (TREE_TYPE (val)))
	    o.imm = (long long) tree_to_shwi (val);
	  else if (TYPE_PRECISION (TREE_TYPE (val)) < 64)
	    o.imm = (long long) tree_to_uhwi (val);
	}
      else if (!(o.reg_type = reg_type (TREE_TYPE (val))))
	return;
      ops.quick_push (o);
    }
  for (unsigned n = 0; n < nuser && tops; n++)
    if (tops[n].how != PTXASM_OP_PASTE && tops[n].gcc_index < nops)
      ops[tops[n].gcc_index].user = (int) n;

  if (ptxcheck_stmt (chk, gimple_asm_string (stmt), ptxasm_asm_basic_p (stmt),
		     nops, ops.address (), stmt_locs.length ()))
    stmt_locs.safe_push (loc);
}

/* Remove the check's files.  */
static void
cleanup (void)
{
  if (ptx_file)
    unlink (ptx_file);
  if (out_file)
    unlink (out_file);
  if (tmp_dir)
    rmdir (tmp_dir);
  free (ptx_file);
  free (out_file);
  free (tmp_dir);
  ptx_file = out_file = tmp_dir = NULL;
}

static char *
slurp (const char *name)
{
  FILE *f = fopen (name, "r");
  if (!f)
    return NULL;
  size_t cap = 4096, len = 0;
  char *s = XNEWVEC (char, cap);
  size_t n;
  while ((n = fread (s + len, 1, cap - len - 1, f)) > 0)
    {
      len += n;
      if (cap - len - 1 == 0)
	{
	  cap *= 2;
	  s = XRESIZEVEC (char, s, cap);
	}
    }
  s[len] = 0;
  fclose (f);
  return s;
}

/* cc1 is leaving before the check is over (-fmax-errors, a fatal
   error): stop ptxas and remove the check's files.  */
static void
at_exit (void)
{
  if (ptxas_pid >= 0)
    ptxcheck_stop (ptxas_pid);
  ptxas_pid = -1;
  cleanup ();
}

/* Write the check file and start ptxas on it.  */
static void
launch (void)
{
  all_cached = false;
  static bool registered;
  if (!registered)
    registered = atexit (at_exit) == 0;
  const char *arch;
  unsigned maj, min;
  ptxasm_effective_target (&arch, &maj, &min);
  check_arch = arch;
  const char *text = ptxcheck_text (chk, arch, maj, min);
  /* Every function is in the cache: nothing for ptxas, no files.  */
  if (text && ptxcheck_emitted (chk) == 0)
    {
      all_cached = true;
      return;
    }
  tmp_dir = ptxcheck_temp_dir ();
  FILE *f = NULL;
  if (tmp_dir && text)
    {
      ptx_file = concat (tmp_dir, "/asm.ptx", NULL);
      out_file = concat (tmp_dir, "/ptxas.out", NULL);
      f = fopen (ptx_file, "w");
    }
  bool ok = f && fputs (text, f) >= 0;
  if (f && fclose (f) != 0)
    ok = false;
  if (ok)
    ptxas_pid = ptxcheck_spawn (ptxas_path, arch, ptx_file, out_file);
  if (ptxas_pid < 0)
    cleanup ();
}

/* Wait for ptxas; what it printed (XNEWVEC'd), or NULL.  */
static char *
collect (void)
{
  ptxcheck_wait (ptxas_pid);
  ptxas_pid = -1;
  char *out = slurp (out_file);
  if (getenv ("PTXASM_KEEP_CHECK"))
    {
      fprintf (stderr, "ptxasm: check file %s\n", ptx_file);
      free (ptx_file);
      free (out_file);
      free (tmp_dir);
      ptx_file = out_file = tmp_dir = NULL;
    }
  cleanup ();
  return out;
}

/* Start ptxas on what has been collected: as soon as every function
   has been through the device pass (the end of the first early GIMPLE
   passes), so that it runs while cc1 does the rest of its work.  */
static void
start_check (void *, void *)
{
  if (no_ptxas)
    {
      static bool said;
      if (ptxasm_opts.verbose && !said)
	inform (UNKNOWN_LOCATION, "ptxasm: ptxas is not on PATH; the "
		"offloaded %<asm%> statements are not checked at compile "
		"time");
      said = true;
      return;
    }
  if (!chk || ptxas_pid >= 0 || ptxcheck_count (chk) == 0
      || (all_cached && checked == ptxcheck_count (chk)))
    return;
  checked = ptxcheck_count (chk);
  launch ();
  if (ptxas_pid < 0 && !all_cached && ptxasm_opts.verbose)
    inform (UNKNOWN_LOCATION, "ptxasm: could not run %qs; the offloaded "
	    "%<asm%> statements are not checked", ptxas_path);
}

/* One of ptxas's findings, kept until every run is over.  */
struct finding
{
  location_t loc;
  unsigned seq;
  bool warning;
  char *message, *line;
};

/* Source order: file, line, column; then ptxas's order.  */
static int
by_place (const void *pa, const void *pb)
{
  const finding *a = (const finding *) pa, *b = (const finding *) pb;
  expanded_location x = expand_location (a->loc);
  expanded_location y = expand_location (b->loc);
  int c = strcmp (x.file ? x.file : "", y.file ? y.file : "");
  if (c)
    return c;
  if (x.line != y.line)
    return x.line < y.line ? -1 : 1;
  if (x.column != y.column)
    return x.column < y.column ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Keep what ptxas printed in OUT.  */
static void
keep_findings (const char *out, vec<finding> *all)
{
  struct ptxcheck_diag *d = NULL;
  size_t nd = ptxcheck_parse (chk, out, &d);
  for (size_t i = 0; i < nd; i++)
    {
      finding f = { stmt_locs[d[i].cookie], all->length (), d[i].warning,
		    d[i].message, d[i].line };
      d[i].message = d[i].line = NULL;
      all->safe_push (f);
    }
  ptxcheck_free_diags (d, nd);
}

/* Would the errors found so far reach -fmax-errors?  */
static bool
enough_errors (const vec<finding> &all)
{
  if (flag_max_errors <= 0 || ptxasm_opts.verify == PTXASM_VERIFY_WARN)
    return false;
  int n = errorcount;
  for (const finding &f : all)
    n += !f.warning;
  return n >= flag_max_errors;
}

/* The check is over.  */
static void
done (void)
{
  ptxcheck_free (chk);
  chk = NULL;
  free (ptxas_path);
  ptxas_path = NULL;
}

/* Wait for ptxas and report what it found, every statement's mistakes:
   ptxas stops at a syntax error, so the statement that has one is
   blanked and ptxas runs again on the rest, until the file parses (a
   file without syntax errors costs one run).  */
static void
finish_check (void *, void *)
{
  if (!chk)
    return;
  /* Statements came after ptxas started (a function the passes made
     later): start again with all of them.  */
  if (ptxas_pid >= 0 && chk && ptxcheck_count (chk) != checked)
    {
      XDELETEVEC (collect ());
      start_check (NULL, NULL);
    }
  if (ptxas_pid < 0)
    start_check (NULL, NULL);
  if (ptxas_pid < 0)
    {
      size_t known = ptxcheck_nknown (chk);
      if (all_cached && ptxasm_opts.verbose && known)
	inform (UNKNOWN_LOCATION, "ptxasm: %lu offloaded %<asm%> "
		"statement%s known to be right for %s without ptxas",
		(unsigned long) known, known == 1 ? "" : "s", check_arch);
      if (all_cached && ptxasm_opts.verbose && checked > known)
	inform (UNKNOWN_LOCATION, "ptxasm: the %lu offloaded %<asm%> "
		"statement%s for %s %s in ptxas's cache of checked "
		"functions: no run", (unsigned long) (checked - known),
		checked - known == 1 ? "" : "s", check_arch,
		checked - known == 1 ? "is" : "are");
      if (all_cached)
	done ();
      return;
    }
  size_t emitted = ptxcheck_emitted (chk);
  char *out = collect ();
  unsigned runs = 1;
  /* A syntax error: again with a sentinel after every statement, so
     that it is put at the right one.  */
  if (out && ptxcheck_syntax_error (chk, out, NULL))
    {
      XDELETEVEC (out);
      out = NULL;
      ptxcheck_sentinels (chk, true);
      launch ();
      runs++;
      if (ptxas_pid >= 0)
	out = collect ();
    }

  auto_vec<finding> all;

  while (out)
    {
      keep_findings (out, &all);
      size_t bad;
      bool syntax = ptxcheck_syntax_error (chk, out, &bad);
      if (!syntax)
	ptxcheck_cache_store (chk, out);
      bool again = (syntax && !ptxcheck_blanked (chk, bad)
		    && !enough_errors (all) && ptxcheck_blank (chk, bad));
      XDELETEVEC (out);
      out = NULL;
      if (!again)
	break;
      launch ();
      runs++;
      if (ptxas_pid >= 0)
	out = collect ();
    }

  all.qsort (by_place);
  hash_set<nofree_string_hash> said;
  for (finding &f : all)
    {
      char *key = xasprintf ("%u %s", (unsigned) f.loc, f.message);
      if (said.add (key))
	free (key);
      else
	{
	  bool reported;
	  if (f.warning || ptxasm_opts.verify == PTXASM_VERIFY_WARN)
	    reported = warning_at (f.loc, 0, "ptxas: %s", f.message);
	  else
	    {
	      error_at (f.loc, "ptxas: %s", f.message);
	      reported = true;
	    }
	  if (reported && f.line)
	    inform (f.loc, "ptxas (%s) checked: %qs", check_arch, f.line);
	}
      free (f.message);
      free (f.line);
    }
  if (ptxasm_opts.verbose)
    inform (UNKNOWN_LOCATION, "ptxasm: ptxas checked %lu offloaded "
	    "%<asm%> statement%s for %s (%u run%s)",
	    (unsigned long) emitted, emitted == 1 ? "" : "s", check_arch,
	    runs, runs == 1 ? "" : "s");
  size_t known = ptxcheck_nknown (chk);
  if (ptxasm_opts.verbose && known)
    inform (UNKNOWN_LOCATION, "ptxasm: %lu more known to be right "
	    "without ptxas", (unsigned long) known);
  if (ptxasm_opts.verbose && emitted + known != checked)
    inform (UNKNOWN_LOCATION, "ptxasm: %lu more in ptxas's cache of "
	    "checked functions", (unsigned long) (checked - emitted - known));
  done ();
}

void
ptxasm_register_verify (const char *plugin_name)
{
  if (ptxasm_opts.verify == PTXASM_VERIFY_NO)
    return;
  register_callback (plugin_name, PLUGIN_EARLY_GIMPLE_PASSES_END,
		     start_check, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END, start_check,
		     NULL);
  register_callback (plugin_name, PLUGIN_FINISH_UNIT, finish_check, NULL);
  /* GCC skips the end of the unit after an error (one of the device
     pass, say): the check's findings then come at the end of the
     compile, still before GCC's summary of errors.  */
  register_callback (plugin_name, PLUGIN_FINISH, finish_check, NULL);
}
