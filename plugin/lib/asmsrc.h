/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* asmsrc.h -- find the pieces of an asm statement in its source text.

   Plain C11, no GCC headers.  GCC keeps only the location of the `asm'
   keyword with an asm statement; its diagnostics point there.  To put a
   caret on an operand (its constraint string, its expression) or inside
   the template, the driver reads the statement's source text again and
   this module finds the pieces: the template's string literals and, for
   each output and input operand, its constraint literals and the text of
   its expression, with the decoded bytes of every literal and where each
   byte came from.  The caller checks the decoded text against what GCC
   has (a macro, a raw string, anything this lexer does not follow makes
   the text differ or the parse fail) and falls back to the statement's
   location when it does not match.  */

#ifndef PTXASM_ASMSRC_H
#define PTXASM_ASMSRC_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A half-open range [begin, end) of offsets into the source text.  */
struct ptxasm_src_span
{
  size_t begin, end;
};

/* A sequence of adjacent string literals, decoded.  */
struct ptxasm_src_literal
{
  struct ptxasm_src_span span;	/* first quote to after the last quote */
  char *text;			/* decoded bytes, NUL-terminated (malloc'd) */
  size_t len;			/* number of decoded bytes */
  /* For each decoded byte, the offset of the source character (or escape
     sequence) it came from, and one more entry: the closing quote.  */
  size_t *pos;
  /* For each decoded byte, the offset just after its source text.  */
  size_t *pos_end;
};

struct ptxasm_src_operand
{
  struct ptxasm_src_span whole;	/* from '[' or the constraint to ')' */
  struct ptxasm_src_literal cons;
  struct ptxasm_src_span expr;	/* inside the parentheses, trimmed */
};

struct ptxasm_asm_src
{
  /* The template; its text is NULL when it is not string literals (a
     macro), and the operands are still found.  */
  struct ptxasm_src_literal tmpl;
  size_t noutputs, ninputs;
  struct ptxasm_src_operand *ops;	/* outputs, then inputs */
  size_t nclobbers;
  struct ptxasm_src_literal *clobbers;
};

enum ptxasm_src_result
{
  PTXASM_SRC_OK = 0,
  PTXASM_SRC_MORE,		/* the text ends inside the statement */
  PTXASM_SRC_UNKNOWN		/* not an asm statement this lexer follows */
};

/* Parse the asm statement at offset START of TEXT (LEN bytes: the
   statement's first line and the lines after it, each ending in '\n'):
   `asm' and its qualifiers, the template, the output and the input
   operands, the clobbers (if all are plain string literals).  On
   PTXASM_SRC_OK, free *OUT with ptxasm_asm_src_free.  */
enum ptxasm_src_result ptxasm_asm_src_parse (const char *text, size_t len,
					     size_t start,
					     struct ptxasm_asm_src *out);

void ptxasm_asm_src_free (struct ptxasm_asm_src *src);

/* GCC replaces each %[NAME] of a template with the operand's number
   (%[in] becomes %1).  Align TEXT, the template as GCC has it, with LIT,
   the template as written: for each byte I of TEXT, the decoded bytes
   [FROM[I], TO[I]) of LIT it stands for (LEN + 1 entries each, the last
   for the end).  Returns false if TEXT is not LIT with such
   replacements.  */
bool ptxasm_src_align_template (const struct ptxasm_src_literal *lit,
				const char *text, size_t len, size_t *from,
				size_t *to);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_ASMSRC_H */
