/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxcheck.h -- check offloaded asm statements with ptxas at compile time.

   Plain C11 (and POSIX for running ptxas), no GCC headers.  The
   GCC-facing collector (verify.cc) hands over, function by function and
   in their order, the rewritten templates of a translation unit's
   offloaded asm statements, in GCC's template syntax, with a description
   of each GCC operand.  ptxcheck builds one PTX file of them:

     .version / .target / .address_size of the offload compile
     one (unused, so not compiled) .func per offloaded function, holding
       a .reg declaration for every register operand, of the type GCC's
       nvptx back end gives it (".u32" for an int, ".f32" for a float...)
       each statement's text, operands substituted (registers by name,
       immediates by value, %= by a number unique to the statement),
       (when sentinels are on) followed by a sentinel instruction, so
       that a syntax error at the end of one statement is reported there
       and not at the next one; they cost ptxas 15%, so the file is
       first built without them, and again with them only when ptxas
       finds a syntax error

   ptxas judges that file; ptxcheck_parse maps its diagnostics back to
   the statements.  ptxas stops at a syntax error and reports nothing
   else: the caller blanks that statement (ptxcheck_blank) and runs it
   again, until the file parses.  It keeps silent where the isolated
   file cannot tell: functions where a '}' closes nothing or a comment
   does not end are left out (a '{' left open is closed at the end of
   its function: braces.cc reports it), statements
   that name a symbol of the program (a global variable, a function) get
   no diagnostic, and lines that ptxasm itself generated (the copies
   through bit-typed registers) or that belong to no statement are
   ignored.  */

#ifndef PTXASM_PTXCHECK_H
#define PTXASM_PTXCHECK_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One operand of the rewritten asm, as GCC's template numbers it.  */
struct ptxcheck_op
{
  const char *reg_type;		/* ".u32", ".f64": a register; NULL: an
				   immediate */
  long long imm;		/* the immediate's value */
  int user;			/* the operand's number in the user's
				   template, or -1 if unknown */
};

/* A diagnostic for a statement.  */
struct ptxcheck_diag
{
  unsigned long cookie;		/* what ptxcheck_stmt was given */
  bool warning;
  char *message;		/* ptxas's message (malloc'd) */
  char *line;			/* the statement's line concerned, operands
				   written as the user numbered them, with
				   their register types (malloc'd) */
};

struct ptxcheck;

/* A new, empty file; NULL if out of memory.  */
struct ptxcheck *ptxcheck_new (void);
void ptxcheck_free (struct ptxcheck *c);

/* Start a new function: statements added next belong to it.  */
void ptxcheck_function (struct ptxcheck *c);

/* Add a statement to the current function.  TMPL is the rewritten
   template in GCC's syntax (%N, %%, %=), or, when VERBATIM (a basic asm),
   text that GCC prints as it is.  OPS describes its NOPS operands.
   COOKIE comes back in the statement's diagnostics.  Returns false if out
   of memory.  */
bool ptxcheck_stmt (struct ptxcheck *c, const char *tmpl, bool verbatim,
		    size_t nops, const struct ptxcheck_op *ops,
		    unsigned long cookie);

/* Number of statements added so far.  */
size_t ptxcheck_count (const struct ptxcheck *c);

/* The PTX file for target ARCH ("sm_80") and PTX ISA MAJ.MIN, owned by
   C (NULL if out of memory).  Functions where a '}' closes nothing are
   left out; a '{' left open is closed at the function's end.  The file ends with a function that ptxas rejects: ptxas
   then stops after parsing (and checking) it all, instead of compiling
   it.  */
const char *ptxcheck_text (struct ptxcheck *c, const char *arch, unsigned maj,
		     unsigned min);

/* Sentinels after the statements in the next ptxcheck_text (off at
   first).  */
void ptxcheck_sentinels (struct ptxcheck *c, bool on);

/* Does OUT, what ptxas printed for the last ptxcheck_text, have a
   syntax error in a statement?  ptxas stops parsing there, and reports
   nothing else.  Without sentinels the error may be put at the next
   statement: build the file with them and run ptxas again.  With them,
   *STMT (if not NULL) is set to the statement's index (in the order of
   ptxcheck_stmt), for ptxcheck_blank.  */
bool ptxcheck_syntax_error (struct ptxcheck *c, const char *out,
			    size_t *stmt);

/* Reduce statement STMT to its braces in the next ptxcheck_text, so
   that ptxas reads past its syntax error to the statements after it.
   Returns false if STMT is out of range or memory ran out.  */
bool ptxcheck_blank (struct ptxcheck *c, size_t stmt);
bool ptxcheck_blanked (const struct ptxcheck *c, size_t stmt);

/* Map OUT, what ptxas printed for the file ptxcheck_text made, to
   diagnostics of the statements.  Sets *DIAGS to a malloc'd array and
   returns its length (0 and NULL if none).  */
size_t ptxcheck_parse (struct ptxcheck *c, const char *out,
		       struct ptxcheck_diag **diags);
void ptxcheck_free_diags (struct ptxcheck_diag *d, size_t n);

/* The cache of functions that ptxas found nothing to say about: an
   empty file per function, named by a hash of the function's statements
   (templates and operand types, not where they are) and SALT (the
   caller's: the ptxas that checked them, ptxcheck_tool_id, the target
   and the PTX version).  Set it before the first statement: a function
   found in the cache when the next one starts keeps no text.
   ptxcheck_text leaves the cached functions out of the file;
   ptxcheck_emitted says how many statements it put in (none: ptxas
   need not run).  DIR NULL: no cache.  */
void ptxcheck_cache (struct ptxcheck *c, const char *dir, const char *salt);
size_t ptxcheck_emitted (const struct ptxcheck *c);

/* After ptxas checked the last ptxcheck_text to its end (no syntax
   error; OUT is what it printed), add the functions it printed nothing
   about to the cache.  Returns how many were added.  */
size_t ptxcheck_cache_store (struct ptxcheck *c, const char *out);

/* Leave out of the file the statements added from now on that
   ptxknown.c knows ptxas accepts, for ARCH and PTX ISA MAJ.MIN (those
   of ptxcheck_text); a function left with none is not in the file.
   Off at first.  */
void ptxcheck_known (struct ptxcheck *c, const char *arch, unsigned maj,
		     unsigned min);
/* How many statements were left out so.  */
size_t ptxcheck_nknown (const struct ptxcheck *c);

/* $PTXASM_CACHE_DIR ("" or "no": none), else $XDG_CACHE_HOME/ptxasm/check,
   else $HOME/.cache/ptxasm/check: malloc'd, or NULL.  */
char *ptxcheck_cache_default_dir (void);

/* "PATH SIZE MTIME" of the program at PATH, malloc'd, or NULL.  */
char *ptxcheck_tool_id (const char *path);

/* ptxas on PATH: a malloc'd path, or NULL if there is none.  */
char *ptxcheck_find_ptxas (const char *path);

/* Start PTXAS on FILE for ARCH with its diagnostics going to file OUT;
   returns the process id, or -1 (errno set).  */
long ptxcheck_spawn (const char *ptxas, const char *arch, const char *file,
		     const char *out);

/* A new private directory for the check's files, under $TMPDIR or /tmp:
   malloc'd name, or NULL.  */
char *ptxcheck_temp_dir (void);

/* Wait for process PID; returns its exit status, or -1.  */
int ptxcheck_wait (long pid);

/* Stop process PID and wait for it.  */
void ptxcheck_stop (long pid);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXCHECK_H */
