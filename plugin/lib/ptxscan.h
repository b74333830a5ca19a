/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxscan.h -- the parts of one PTX instruction's text: its guard, its
   opcode and modifiers, its operands.

   Plain C11, no GCC headers.  The one reader of an instruction's parts
   that the plain C modules share: the emulator's reader (ptxemu.c,
   ptxemu-read.c), the statements ptxas certainly accepts (ptxknown.c)
   and the feature gate and warp classes (ptxfeature.c); the first two
   also split a template into statements with it.  Each of them
   goes on with what it needs of the parts (types, operand kinds, the
   words of the operands); none splits an instruction by hand.

   An instruction, as the PTX ISA writes it (its ';' not included):

     @!%p  shfl.sync.bfly.b32  %r1|%p1, %r2, 1, 0x1f, 0xffffffff
     guard opcode.modifiers    operands, split at the commas outside
                               braces ({%r1, %r2}) and brackets

   Positions are pointers into the caller's text and lengths: nothing is
   copied or changed.  White space is blanks, tabs, carriage returns and
   newlines.  The text may be a template (GCC's "%0", "%%r1", "%=") or
   PTX as a compiler prints it.  */

#ifndef PTXASM_PTXSCAN_H
#define PTXASM_PTXSCAN_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Is C white space in an instruction?  */
static inline bool
ptx_space (int c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* An instruction's guard, "@p", "@!p", "@%p1", "@ %p" (as
   nvptx-none-as prints it), "@%0" in a template.  */
struct ptx_guard
{
  const char *word;		/* after the '@' and blanks: "!%p1" */
  size_t word_len;		/* to the next white space */
  bool negated;			/* a '!' */
  const char *name;		/* the predicate: "%p1", "p", "%0", "%%p" */
  size_t name_len;		/* its '%'s, then PTX name characters
				   (lex.h's ptx_name_char) */
};

/* If the instruction at P (white space skipped) starts with a guard,
   fill *G and return the first character after it and the white space
   that follows; else return NULL.  END bounds the text (NULL: its NUL).  */
const char *ptx_scan_guard (const char *p, const char *end,
			    struct ptx_guard *g);

/* The opcode at P, with its modifiers ("shfl.sync.bfly.b32",
   "ld.global.L2::128B.u32"): PTX name characters, '.' and "::", up to
   END (NULL: the NUL); its length, 0 if none.  Its operands may follow
   without white space ("st.global.u32[%rd1], %r1").  */
size_t ptx_scan_opcode (const char *p, const char *end);

/* The modifiers of the opcode OP of LEN characters, one a call: *AT
   starts at 0 and is moved on; each is returned without its '.', its
   length into *MLEN; NULL after the last.  "shfl.sync.bfly.b32" gives
   "sync", "bfly", "b32"; the stem is what precedes the first.  */
const char *ptx_scan_modifier (const char *op, size_t len, size_t *at,
			       size_t *mlen);

/* One operand: its start and length, without the white space around
   it.  */
struct ptx_span
{
  const char *p;
  size_t len;
};

/* The operands from P to END (NULL: the NUL), split at each ',' outside
   braces ({%r1, %r2}) and brackets ([%rd1+8]): none when only white
   space is there, else one more than those commas (an empty operand
   between two, or after the last).  At most MAX into OUT; returns their
   number, or MAX + 1 when there are more.  */
unsigned ptx_scan_operands (const char *p, const char *end,
			    struct ptx_span *out, unsigned max);

/* The end of the statement that starts at P, up to END (NULL: the NUL):
   the ';' that ends it, or the '}' of the block it ends with, or a '{'
   before anything but white space (a block's, which is a statement
   with no text); a '{' after the statement's first character opens a
   vector operand ({%r1, %r2}), which its '}' closes.  Returns where the
   statement ends, the statement being P up to there (white space
   around it included), and the character there into *TERM: ';', '}',
   '{', or 0 at END or the NUL.  Comments are not looked at (the
   emulator's reader has taken them out; ptxknown.c takes none).  */
const char *ptx_scan_statement (const char *p, const char *end,
				char *term);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXSCAN_H */
