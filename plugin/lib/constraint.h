/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* constraint.h -- nvcc's inline-PTX constraint letters, as data.

   Plain C11, no GCC headers.  The GCC-facing driver describes each asm
   operand with a ptxasm_type and asks these functions whether nvcc would
   accept it; the answer is an error code that the driver turns into a
   diagnostic at the asm statement.  */

#ifndef PTXASM_CONSTRAINT_H
#define PTXASM_CONSTRAINT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a constraint letter hands to the template.  */
enum ptxasm_letter_class
{
  PTXASM_CLASS_REG,		/* a PTX register (h r l q f d) */
  PTXASM_CLASS_IMM,		/* an integer immediate (n) */
  PTXASM_CLASS_STRING		/* a constant string pasted into the template (C) */
};

/* One row of the letter table.  */
struct ptxasm_letter
{
  char letter;
  enum ptxasm_letter_class klass;
  /* PTX type of the register nvcc declares for the operand (".b32"), or
     NULL when the operand is not a register.  */
  const char *ptx_reg_type;
  /* Instruction that copies the operand between GCC's register and such
     a register.  16-bit values may sit in a promoted 32-bit register
     (a subreg GCC prints as the full register), which mov.b16 rejects
     and cvt, which allows wider operands, takes.  f and d use mov.b32
     and mov.b64: GCC may hold a float in a .u32 register (a union
     member, memcpy'd bits), which a .bN move accepts.  */
  const char *ptx_copy;
  /* Bit mask of ptxasm_kind values the operand's type may have.  */
  unsigned kinds;
  /* Size in bytes the operand's type must have; 0 for any size.  */
  unsigned size;
  /* May the letter be used for an output operand?  */
  bool output_ok;
};

/* The kind of an operand's C type, as far as the rules care.  */
enum ptxasm_kind
{
  PTXASM_KIND_INTEGER = 1u << 0,	/* integer types except bool and char */
  PTXASM_KIND_ENUM = 1u << 1,
  PTXASM_KIND_POINTER = 1u << 2,
  PTXASM_KIND_FLOAT = 1u << 3,		/* real floating types */
  PTXASM_KIND_BOOL = 1u << 4,
  PTXASM_KIND_CHAR = 1u << 5,		/* char, signed char, unsigned char */
  PTXASM_KIND_AGGREGATE = 1u << 6,	/* struct, union, class, array */
  PTXASM_KIND_OTHER = 1u << 7		/* vector, complex, function, ... */
};

struct ptxasm_type
{
  enum ptxasm_kind kind;
  unsigned long size;		/* in bytes */
};

/* A constraint string as the user wrote it, decoded.  */
struct ptxasm_constraint
{
  bool output;			/* '=' or '+' */
  bool inout;			/* '+' */
  bool early_clobber;		/* '&' */
  const struct ptxasm_letter *letter;
};

enum ptxasm_cerr
{
  PTXASM_COK = 0,
  PTXASM_CERR_NO_LETTER,	/* "" or "=" */
  PTXASM_CERR_MULTIPLE,		/* "rf", "rr", "r,r" */
  PTXASM_CERR_UNKNOWN,		/* "m", "i", "0", ... */
  PTXASM_CERR_OUTPUT_NO_EQ,	/* output without '=' or '+' */
  PTXASM_CERR_INPUT_EQ,		/* input with '=' or '+' */
  PTXASM_CERR_MISPLACED,	/* '=', '+' not first, '&' on an input */
  PTXASM_CERR_LETTER_NOT_OUTPUT,/* "=n", "=C", "+n" */
  PTXASM_CERR_MODIFIER_ON_C	/* "&C": C takes no modifiers */
};

/* The table row for LETTER, or NULL if nvcc has no such letter.  */
const struct ptxasm_letter *ptxasm_letter_lookup (char letter);

/* Decode constraint string S of an operand that is an output when
   IS_OUTPUT.  On an error, *BAD is set to the offending character (0 if
   none).  */
enum ptxasm_cerr ptxasm_parse_constraint (const char *s, bool is_output,
					  struct ptxasm_constraint *c,
					  char *bad);

/* Does an operand of type T fit LETTER?  */
bool ptxasm_type_fits (const struct ptxasm_letter *letter,
		       const struct ptxasm_type *t);

/* The register letters (h r l q f d) an operand of type T fits, in the
   table's order, into BUF (room for 7 bytes); returns how many.  For the
   help texts of the diagnostics.  */
size_t ptxasm_fitting_letters (const struct ptxasm_type *t, char *buf);

/* When no letter fits an operand of type T (a char, a bool), the type
   to convert it to so that register letter LETTER takes it ("short" for
   'h'), or NULL if a conversion is no answer (the kinds differ, or T
   fits some letter).  */
const char *ptxasm_cast_type (const struct ptxasm_letter *letter,
			      const struct ptxasm_type *t);

/* The register letter that takes an integer of SIZE bytes (h, r, l or
   q), with its C type in *CTYPE ("int" for 'r'); 0 if none does.  For
   an operand that must pass its bits instead (a struct of that size).  */
char ptxasm_integer_letter (unsigned long size, const char **ctype);

/* Does constraint string S name one of nvcc's own letters, those that
   GCC's nvptx back end does not know (h l q f d C: every letter of the
   table but r and n)?  A statement whose template holds no PTX (lex.h)
   is GCC's compiler barrier unless one of its constraints does.  */
bool ptxasm_constraint_nvcc_only (const char *s);

/* Message text for a constraint error (without the operand details).  */
const char *ptxasm_cerr_message (enum ptxasm_cerr e);

/* Letters in the order the manual lists them, for help texts.  */
const char *ptxasm_letters (void);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_CONSTRAINT_H */
