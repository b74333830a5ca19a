/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* constraint.c -- nvcc's inline-PTX constraint letters, as data.

   The letters and what each accepts are one table; parsing a constraint
   string and checking an operand's type are table look-ups.  */

#include "constraint.h"

#include <string.h>

#define INT_KINDS (PTXASM_KIND_INTEGER | PTXASM_KIND_ENUM)

static const struct ptxasm_letter letters[] = {
  /* letter class             reg type copy          kinds                    size out */
  { 'h', PTXASM_CLASS_REG,    ".b16",  "cvt.u16.u16", INT_KINDS,                2,  true },
  { 'r', PTXASM_CLASS_REG,    ".b32",  "mov.b32",  INT_KINDS,                   4,  true },
  { 'l', PTXASM_CLASS_REG,    ".b64",  "mov.b64",  INT_KINDS | PTXASM_KIND_POINTER, 8, true },
  { 'q', PTXASM_CLASS_REG,    ".b128", "mov.b128", INT_KINDS,                   16, true },
  { 'f', PTXASM_CLASS_REG,    ".f32",  "mov.b32",  PTXASM_KIND_FLOAT,           4,  true },
  { 'd', PTXASM_CLASS_REG,    ".f64",  "mov.b64",  PTXASM_KIND_FLOAT,           8,  true },
  { 'n', PTXASM_CLASS_IMM,    NULL,    NULL,       INT_KINDS,                   0,  false },
  { 'C', PTXASM_CLASS_STRING, NULL,    NULL,       PTXASM_KIND_POINTER,         0,  false },
};

static const char *const messages[] = {
  [PTXASM_COK] = "no error",
  [PTXASM_CERR_NO_LETTER] = "asm operand has no constraint letter",
  [PTXASM_CERR_MULTIPLE] = "an asm operand may specify only one constraint letter",
  [PTXASM_CERR_UNKNOWN] = "asm constraint letter is not allowed in offloaded code",
  [PTXASM_CERR_OUTPUT_NO_EQ] = "an asm output operand must have one of the '=' or '+' modifiers",
  [PTXASM_CERR_INPUT_EQ] = "an asm input operand may not have the '=' or '+' modifiers",
  [PTXASM_CERR_MISPLACED] = "misplaced asm constraint modifier: '=' or '+' must come first, '&' only after it on an output",
  [PTXASM_CERR_LETTER_NOT_OUTPUT] = "this asm constraint letter cannot be used for an output operand",
  [PTXASM_CERR_MODIFIER_ON_C] = "No constraint modifiers are allowed for the 'C' constraint",
};

const struct ptxasm_letter *
ptxasm_letter_lookup (char letter)
{
  for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++)
    if (letters[i].letter == letter)
      return &letters[i];
  return NULL;
}

bool
ptxasm_constraint_nvcc_only (const char *s)
{
  for (const char *p = s; *p; p++)
    if (*p != 'r' && *p != 'n' && ptxasm_letter_lookup (*p))
      return true;
  return false;
}

const char *
ptxasm_letters (void)
{
  return "hrlqfdnC";
}

const char *
ptxasm_cerr_message (enum ptxasm_cerr e)
{
  if ((size_t) e < sizeof messages / sizeof messages[0] && messages[e])
    return messages[e];
  return "invalid constraint";
}

enum ptxasm_cerr
ptxasm_parse_constraint (const char *s, bool is_output,
			 struct ptxasm_constraint *c, char *bad)
{
  size_t nletters = 0, nmodifiers = 0;
  char letter = 0;

  memset (c, 0, sizeof *c);
  *bad = 0;

  for (const char *p = s; *p; p++)
    switch (*p)
      {
      case '=':
      case '+':
      case '&':
	nmodifiers++;
	break;
      case ',':
	return PTXASM_CERR_MULTIPLE;
      default:
	if (nletters++ == 0)
	  letter = *p;
	break;
      }
  if (nletters == 0)
    return PTXASM_CERR_NO_LETTER;
  if (nletters > 1)
    return PTXASM_CERR_MULTIPLE;
  c->letter = ptxasm_letter_lookup (letter);
  if (!c->letter)
    {
      *bad = letter;
      return PTXASM_CERR_UNKNOWN;
    }
  if (c->letter->klass == PTXASM_CLASS_STRING && nmodifiers)
    {
      *bad = letter;
      return PTXASM_CERR_MODIFIER_ON_C;
    }

  /* Modifiers: '=' or '+' first on outputs, then optionally '&'.  */
  const char *p = s;
  if (*p == '=' || *p == '+')
    {
      c->output = true;
      c->inout = (*p == '+');
      p++;
    }
  if (!is_output && c->output)
    {
      *bad = *s;
      return PTXASM_CERR_INPUT_EQ;
    }
  if (is_output && !c->output)
    return PTXASM_CERR_OUTPUT_NO_EQ;
  if (*p == '&')
    {
      if (!is_output)
	{
	  *bad = '&';
	  return PTXASM_CERR_MISPLACED;
	}
      c->early_clobber = true;
      p++;
    }
  if (*p != letter || p[1] != 0)
    {
      /* A modifier after the letter, or a second '&'.  */
      *bad = strpbrk (s + 1, "=+&") ? *strpbrk (s + 1, "=+&") : 0;
      return is_output || *bad == '&' ? PTXASM_CERR_MISPLACED
				      : PTXASM_CERR_INPUT_EQ;
    }
  if (c->output && !c->letter->output_ok)
    {
      *bad = letter;
      return PTXASM_CERR_LETTER_NOT_OUTPUT;
    }
  return PTXASM_COK;
}

bool
ptxasm_type_fits (const struct ptxasm_letter *letter,
		  const struct ptxasm_type *t)
{
  if (!(letter->kinds & (unsigned) t->kind))
    return false;
  return letter->size == 0 || letter->size == t->size;
}

size_t
ptxasm_fitting_letters (const struct ptxasm_type *t, char *buf)
{
  size_t n = 0;
  for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++)
    if (letters[i].klass == PTXASM_CLASS_REG
	&& ptxasm_type_fits (&letters[i], t))
      buf[n++] = letters[i].letter;
  buf[n] = 0;
  return n;
}

/* The C type each register letter takes, for a conversion.  */
static const struct
{
  char letter;
  const char *type;
} cast_types[] = {
  { 'h', "short" }, { 'r', "int" }, { 'l', "long long" },
  { 'q', "__int128" }, { 'f', "float" }, { 'd', "double" },
};

const char *
ptxasm_cast_type (const struct ptxasm_letter *letter,
		  const struct ptxasm_type *t)
{
  char buf[8];
  if (!letter || letter->klass != PTXASM_CLASS_REG
      || ptxasm_fitting_letters (t, buf) != 0)
    return NULL;
  /* Only a char or a bool converts without changing what it means, and
     only to an integer type: to a float, it would be a value conversion
     the user did not ask for.  */
  if (!(t->kind & (PTXASM_KIND_CHAR | PTXASM_KIND_BOOL))
      || !(letter->kinds & PTXASM_KIND_INTEGER))
    return NULL;
  for (size_t i = 0; i < sizeof cast_types / sizeof cast_types[0]; i++)
    if (cast_types[i].letter == letter->letter)
      return cast_types[i].type;
  return NULL;
}

char
ptxasm_integer_letter (unsigned long size, const char **ctype)
{
  struct ptxasm_type t = { PTXASM_KIND_INTEGER, size };
  char buf[8];
  if (ptxasm_fitting_letters (&t, buf) != 1)
    return 0;
  for (size_t i = 0; i < sizeof cast_types / sizeof cast_types[0]; i++)
    if (cast_types[i].letter == buf[0])
      {
	*ctype = cast_types[i].type;
	return buf[0];
      }
  return 0;
}
