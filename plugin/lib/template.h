/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* template.h -- nvcc's asm template dialect, scanned and rewritten.

   Plain C11, no GCC headers.  The user's template follows nvcc's rules:

     %N        operand N (decimal)
     %%        a literal '%'
     %=        a number unique to this asm instance (GCC's meaning)
     %L...     '%' and a letter not followed by a digit: passed through
               verbatim, so PTX names such as %p, %clock, %tid.x work
     %LN       a letter followed by a digit: an operand modifier, which
               nvcc does not support: an error
     %         at the end of the template: an error
     %.        '%' and any other character: an error (nvcc silently
               drops both characters)

   An asm with no operands is printed verbatim, as nvcc does: '%' has no
   meaning there (ptxasm_literal_rewrite).

   ptxasm_template_rewrite turns such a template into the template GCC's
   nvptx back end prints: '%' escaped as GCC wants, operand numbers mapped
   to the operands of the rewritten asm, "C" operands pasted, and register
   operands copied through registers of nvcc's type (.b16/.b32/.b64 for
   h/r/l, .f32/.f64 for f/d) declared around the user's text.  */

#ifndef PTXASM_TEMPLATE_H
#define PTXASM_TEMPLATE_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* First and last lines of every rewritten template, for readers of the
   PTX.  The passes do not go by them (user text may hold them too): a
   prepared statement carries a bit of its own (gcc-compat.h).  */
#define PTXASM_MARK "// begin inline asm (ptxasm)"
/* The line after PTXASM_MARK of the asm that reads the master lane's
   mask once at a function's entry for its wrappers (device.cc), which
   the host pass replaces by the host's values in every host-fallback
   mode (host.cc).  */
#define PTXASM_UNI_MARK "// ptxasm: the master lane's mask, read once"
#define PTXASM_MARK_END "// end inline asm"

enum ptxasm_terr
{
  PTXASM_TOK = 0,
  PTXASM_TERR_MODIFIER,		/* "%n1": operand modifiers are not supported */
  PTXASM_TERR_RANGE,		/* "%5" with fewer operands */
  PTXASM_TERR_TRAILING,		/* a lone '%' at the end */
  PTXASM_TERR_PUNCT		/* '%' and a character that is neither a
				   letter, a digit, '%' nor '=' */
};

struct ptxasm_terror
{
  enum ptxasm_terr code;
  size_t offset;		/* byte offset of the '%' in the template */
  size_t length;		/* length of the offending reference */
  unsigned long number;		/* the operand number, for RANGE */
};

/* How the lanes of a warp run a statement.  GCC's nvptx OpenMP runs an
   OpenMP thread outside simd code as a whole warp in lockstep and has
   its own atomics done by one lane, the master: the lane whose
   number equals its number ANDed with __nvptx_uni[%tid.y], a per-warp
   mask that libgomp keeps at 0 outside simd regions (lane 0 is the
   master) and at -1 inside them (every lane is its own master).  */
enum ptxasm_exec
{
  PTXASM_EXEC_ALL,		/* every lane runs the text: OpenACC (which
				   neuters such code itself), lanes=all,
				   statements GCC's rule cannot wrap */
  PTXASM_EXEC_MASTER,		/* only the master lane runs the text; its
				   outputs are broadcast to the other lanes
				   (shfl.sync from the master) */
  PTXASM_EXEC_WARP		/* every lane runs the text (it holds an
				   instruction the warp runs together, such
				   as shfl.sync or bar.sync); outputs are
				   broadcast from the master lane */
};

/* The registers of the wrapper of EXEC_MASTER and EXEC_WARP statements
   are "%ptxasmU_x..." (U: the statement's %=), its label
   "$LptxasmU_x".  */
#define PTXASM_EXEC_PREFIX "x"

/* How an operand of the user's asm reaches the rewritten template.  */
enum ptxasm_op_how
{
  PTXASM_OP_DIRECT,		/* %K: GCC prints the operand itself */
  PTXASM_OP_SHIM,		/* through a declared register of shim_type */
  PTXASM_OP_PASTE		/* the text PASTE replaces every reference */
};

struct ptxasm_tmpl_op
{
  enum ptxasm_op_how how;
  unsigned gcc_index;		/* operand number in the rewritten asm */
  const char *shim_type;	/* SHIM: ".b16", ".b32", ".f32", ... */
  const char *shim_copy;	/* SHIM: "mov.b32", "cvt.u16.u16", ... */
  bool output;			/* SHIM: copy out after the user's text */
  bool input;			/* SHIM: copy in before the user's text */
  const char *paste;		/* PASTE: text, PASTE_LEN bytes */
  size_t paste_len;
  /* SHIM: the value is two GCC operands, gcc_index (the low 64 bits)
     and gcc_index + 1 (the high 64 bits), joined into the shim register
     with "SHIM_COPY shim, {lo, hi};" and split back out with
     "SHIM_COPY {lo, hi}, shim;" (the "q" letter: .b128).  */
  bool pair;
  /* SHIM or DIRECT, both input and output (a "+" operand): the input is
     GCC operand IN_INDEX (IN_INDEX and IN_INDEX + 1 for a pair), not
     tied to the output.  GCC's nvptx back end has no register allocator
     to honour matching constraints: with two "+" operands of one value
     it handed the second output's uninitialised register to the asm as
     its input.  Untied, each value is copied into its shim from where it
     is, named in the text or not; a DIRECT operand's input is copied
     into its output register with "SHIM_COPY %gcc_index, %in_index;"
     before the user's text.  */
  bool untied;
  unsigned in_index;
  /* An output that nothing after the statement reads: its value is not
     broadcast from the master lane (exec_end).  */
  bool unread;
};

/* Check template T of an asm with NOPS operands.  USED, if not NULL,
   has NOPS entries and is set to whether each operand is referenced.
   Returns PTXASM_TOK or the first error, described in *ERR.  */
enum ptxasm_terr ptxasm_template_scan (const char *t, size_t nops,
				       bool *used, struct ptxasm_terror *err);

/* Rewrite template T (already checked by ptxasm_template_scan) of an asm
   whose NOPS operands are described by OPS.  Returns a malloc'd string
   in GCC's template syntax, or NULL if out of memory.  */
char *ptxasm_template_rewrite (const char *t, size_t nops,
			       const struct ptxasm_tmpl_op *ops);

/* The same for an asm goto with NLABELS labels: "%lN", N from NOPS to
   NOPS + NLABELS - 1 (GCC numbers labels after the operands), names
   label N - NOPS; the rewrite prints it as GCC's "%l" of LABEL_BASE +
   N - NOPS, LABEL_BASE being the number of operands of the rewritten
   asm.  Any other "%lN" stays a modifier error.  */
enum ptxasm_terr ptxasm_template_scan_goto (const char *t, size_t nops,
					    size_t nlabels, bool *used,
					    struct ptxasm_terror *err);
char *ptxasm_template_rewrite_goto (const char *t, size_t nops,
				    const struct ptxasm_tmpl_op *ops,
				    size_t nlabels, unsigned label_base);

/* ptxasm_template_rewrite_goto with the statement run as EXEC says.
   UNI, if not negative, is the first of two GCC operands (.u32
   registers) that the function's entry read once: __nvptx_uni[%tid.y],
   and whether this lane is the master (1) or not (0); the wrapper reads
   the mask itself otherwise.  */
char *ptxasm_template_rewrite_exec (const char *t, size_t nops,
				    const struct ptxasm_tmpl_op *ops,
				    size_t nlabels, unsigned label_base,
				    enum ptxasm_exec exec, int uni);

/* A statement with more operands than one GCC asm can take
   (PTXASM_SPLIT_MAX) becomes a sequence of asm statements, the pieces,
   inside one PTX brace scope: the first opens the scope and declares a
   register for every operand; pieces copy inputs into those registers;
   one holds the user's text, which names only those registers (and
   pasted text); later pieces copy outputs out; the last closes the scope.
   Every piece but the first takes a dummy input that the piece before
   gives as a dummy output (named nowhere in the text), so that copies
   of the sequence never share a piece (see device.cc).  */
#define PTXASM_SPLIT_MAX 30

/* One register copy a piece makes: operand OPNO of the user's asm, out
   of its register (OUT) or into it; a pair ("q") is copied through two
   GCC operands, its low and high halves.  */
struct ptxasm_piece_copy
{
  size_t opno;
  bool out;
};

struct ptxasm_piece
{
  char *text;			/* the piece's template, GCC's syntax */
  bool chain_in;		/* takes the dummy input (its last input) */
  bool chain_out;		/* gives the dummy output (its output 0) */
  bool user;			/* holds the user's text */
  size_t ncopies;
  /* Outputs first, then inputs: the piece's GCC operands are
     [chain out] copies-out... copies-in... [chain in].  */
  struct ptxasm_piece_copy *copies;
};

/* Split template T (checked by ptxasm_template_scan) of an asm whose
   NOPS operands are described by OPS (each SHIM or PASTE) into pieces
   of at most PTXASM_SPLIT_MAX GCC operands.  Returns a malloc'd array of
   *NPIECES pieces (free with ptxasm_pieces_free), or NULL if out of
   memory.  */
struct ptxasm_piece *ptxasm_template_split (const char *t, size_t nops,
					    const struct ptxasm_tmpl_op *ops,
					    enum ptxasm_exec exec,
					    size_t *npieces);
void ptxasm_pieces_free (struct ptxasm_piece *p, size_t n);

/* Rewrite template T of an extended asm without operands: its text is
   kept verbatim ('%' escaped for GCC), as nvcc keeps it, run as EXEC
   says; UNI as for ptxasm_template_rewrite_exec (the statement's two
   GCC operands then).  Malloc'd.  A basic asm is rewritten this way too,
   into an extended asm.  */
char *ptxasm_literal_rewrite (const char *t, enum ptxasm_exec exec,
			      int uni);

/* Rewrite the text of a basic asm (one without operands, printed by GCC
   verbatim) for nvptx: only the marker is added.  Malloc'd.  */
char *ptxasm_basic_rewrite (const char *t);

/* Template T (already checked by ptxasm_template_scan) as the assembler
   will see its text: the references to PASTE operands among the NOPS
   described by OPS replaced by their text, everything else verbatim
   (lex.c looks at comments, strings and braces only).  Malloc'd; NULL
   if out of memory.  */
char *ptxasm_template_pasted (const char *t, size_t nops,
			      const struct ptxasm_tmpl_op *ops);

/* LEN bytes of template text at S, printable in a diagnostic: control
   characters and bytes outside ASCII as C escapes ("\\n", "\\377").
   Malloc'd; NULL if out of memory.  */
char *ptxasm_escape (const char *s, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_TEMPLATE_H */
