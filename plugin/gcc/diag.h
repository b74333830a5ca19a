/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* diag.h -- diagnostics that point at the operand and say how to fix it.

   GCC keeps one location with an asm statement, the `asm' keyword's.
   diag.cc reads the statement's source again (asmsrc.c) to point at an
   operand's constraint and expression or into the template, and adds to
   nvcc's wording what nvcc does not say: the operand's type, the letter
   that fits it (a fix-it hint), the conversion when none does, why an
   "n" operand is not constant and where a "C" variable is declared.

   The device pass (device.cc) opens a statement with ptxasm_diag_begin,
   asks for locations, emits its error there and then calls the matching
   ptxasm_diag_*_hint for the notes; ptxasm_diag_end closes it.  */

#ifndef PTXASM_DIAG_H
#define PTXASM_DIAG_H

#include "ptxasm.h"
#include "constraint.h"

/* ptxasm.cc: called from plugin_init, after GCC has read its options.  */
void ptxasm_diag_init (void);

/* tag.cc: remember what the front end knows about EXPR, the expression
   of the operand whose tag (ptxasm_operand_tag) is TAG and whose
   constraint is CONS.  */
void ptxasm_diag_record (tree tag, tree expr, const char *cons);

/* The statement the following calls are about: NOUT outputs, then the
   user's inputs, NOPS operands in all.  */
void ptxasm_diag_begin (gasm *stmt, unsigned nout, unsigned nops);
void ptxasm_diag_end (void);

/* Where to report a problem with operand N: its constraint (caret) and
   expression, or the statement if the source cannot be followed.  */
location_t ptxasm_diag_operand_loc (unsigned n);

/* The location of operand N, found only when a diagnostic converts it
   to a location_t: the source is read only for statements in error.  */
class operand_loc
{
public:
  explicit operand_loc (unsigned n) : m_n (n) {}
  operator location_t () const { return ptxasm_diag_operand_loc (m_n); }
private:
  unsigned m_n;
};

/* Where to report clobber I of STMT: its string, or the statement.
   Opens STMT if it is not the current statement.  */
location_t ptxasm_diag_clobber_loc (gasm *stmt, unsigned i);

/* The same, found only when converted to a location_t.  */
class clobber_loc
{
public:
  clobber_loc (gasm *stmt, unsigned i) : m_stmt (stmt), m_i (i) {}
  operator location_t () const { return ptxasm_diag_clobber_loc (m_stmt, m_i); }
private:
  gasm *m_stmt;
  unsigned m_i;
};

/* Where to report the template text at OFFSET, LEN bytes long: inside
   the template's string literal, or the statement.  */
location_t ptxasm_diag_template_loc (size_t offset, size_t len);

/* The template text at OFFSET, LEN bytes long, as the source writes it
   (%n[in] where GCC's text has %n1), or NULL when the source is not
   known; xmalloc'd.  */
char *ptxasm_diag_template_text (size_t offset, size_t len);

/* Notes after a constraint error E of operand N (constraint CONS).  */
void ptxasm_diag_constraint_hint (unsigned n, const char *cons,
				  enum ptxasm_cerr e);

/* Notes after "does not match type/size implied by constraint": operand
   N's constraint has register letter LETTER.  */
void ptxasm_diag_type_hint (unsigned n, const struct ptxasm_letter *letter);

/* Notes after "must be an integral constant expression" (operand N).  */
void ptxasm_diag_constant_hint (unsigned n);

/* Notes after a "C" error of status STATUS about variable NAME (may be
   NULL) of operand N.  */
void ptxasm_diag_cstring_hint (unsigned n, enum ptxasm_cstr_status status,
			       const char *name);

#endif /* PTXASM_DIAG_H */
