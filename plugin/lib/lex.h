/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lex.h -- what nvptx-none-as makes of the asm text of a function.

   Plain C11, no GCC headers.  nvptx-none-as (nvptx-tools 0.20220610)
   reads PTX with C's lexical rules for comments and strings, and counts
   the braces outside them (measured):

     //  to the end of the line          a comment
     / *  to the next * /                a comment; "/ * /" does not end
                                          it; none there: the assembler
                                          loops forever
     "   to the next " not preceded by   a string; may span lines; "\\"
         an escaping backslash           escapes; none there: it crashes
     {   }                               a scope; a '{' left open at the
                                          end of the function crashes it,
                                          a '}' that closes the function's
                                          own scope makes it drop PTX

   Each asm statement's text is printed on lines of its own, so comments
   and strings must end within one statement; braces may open in one
   statement and close in a later one of the same function.  The caller
   scans a function's statements in order with one struct ptxasm_lex.  */

#ifndef PTXASM_LEX_H
#define PTXASM_LEX_H

#include <stdbool.h>
#include <stddef.h>

/* Can C be in a PTX name (an identifier, a register, a label) after its
   first character: an ASCII letter or digit, '_' or '$'?  (PTX names
   are ASCII; the one place that says so.)  */
static inline bool
ptx_name_char (int c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	 || (c >= '0' && c <= '9') || c == '_' || c == '$';
}

#ifdef __cplusplus
extern "C" {
#endif

#include <string.h>

/* If P starts a comment ("//" or "/" "*"), where it ends: a "//"
   comment at its newline (or the terminating NUL), a "/" "*" comment
   just past its "*" "/", or NULL when that never comes.  P itself when
   no comment starts there.  The one comment rule of the plain C
   modules' scanners.  */
static inline const char *
ptxasm_skip_comment (const char *p)
{
  if (p[0] != '/' || (p[1] != '/' && p[1] != '*'))
    return p;
  if (p[1] == '/')
    {
      const char *nl = strchr (p, '\n');
      return nl ? nl : p + strlen (p);
    }
  const char *e = strstr (p + 2, "*/");
  return e ? e + 2 : NULL;
}

/* Does T hold no PTX: nothing but white space and comments that end in
   it, and no '%' (an operand, or a name such as %laneid, which GCC and
   nvcc print differently, even in a comment)?  Such a template is the
   compiler barrier of GCC's code (an empty asm volatile, with or
   without operands and a "memory" clobber), not nvcc's inline PTX.  An
   unterminated comment is not blank: it is a mistake.  */
bool ptxasm_text_blank (const char *t);

enum ptxasm_lerr
{
  PTXASM_LOK = 0,
  PTXASM_LERR_COMMENT,		/* a "/ *" comment without its end */
  PTXASM_LERR_STRING,		/* a '"' string without its end */
  PTXASM_LERR_CLOSE		/* a '}' that no earlier '{' opened */
};

/* The braces of one function's asm text so far.  */
struct ptxasm_lex
{
  unsigned long depth;		/* '{' open */
  unsigned long opens;		/* times the depth went from 0 to 1 */
  bool closed_outer;		/* the last text scanned closed a '{' that
				   an earlier text opened */
  unsigned found;		/* the errors in the last text scanned: bit
				   (1u << E) for each enum ptxasm_lerr E */
};

/* Scan the text of one asm statement, T, after those already scanned
   into *L.  Returns PTXASM_LOK or the first error; *OFFSET (if not NULL)
   is then the byte offset of the comment, string or brace at fault.
   After PTXASM_LERR_CLOSE the depth is 0 and the scan goes on, so that
   L->found has every kind of error in T.  An unterminated comment or
   string takes the rest of T; the braces before it count.  */
enum ptxasm_lerr ptxasm_lex_scan (struct ptxasm_lex *l, const char *t,
				  size_t *offset);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_LEX_H */
