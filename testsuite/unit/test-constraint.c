/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-constraint.c -- unit tests of constraint.c.  */

#include "constraint.h"
#include "unit.h"

#include <string.h>

static enum ptxasm_cerr
parse (const char *s, int out, struct ptxasm_constraint *c)
{
  char bad;
  return ptxasm_parse_constraint (s, out != 0, c, &bad);
}

static int
fits (char letter, enum ptxasm_kind kind, unsigned long size)
{
  struct ptxasm_type t = { kind, size };
  return ptxasm_type_fits (ptxasm_letter_lookup (letter), &t);
}

int
main (void)
{
  struct ptxasm_constraint c;
  char bad;

  /* nvcc's own letters, which GCC's nvptx back end does not know.  */
  CHECK (ptxasm_constraint_nvcc_only ("=&h") && ptxasm_constraint_nvcc_only ("+f")
	 && ptxasm_constraint_nvcc_only ("l") && ptxasm_constraint_nvcc_only ("d")
	 && ptxasm_constraint_nvcc_only ("q") && ptxasm_constraint_nvcc_only ("C"),
	 "h f l d q C are nvcc's own");
  CHECK (!ptxasm_constraint_nvcc_only ("+r") && !ptxasm_constraint_nvcc_only ("n")
	 && !ptxasm_constraint_nvcc_only ("g") && !ptxasm_constraint_nvcc_only ("rm")
	 && !ptxasm_constraint_nvcc_only ("0") && !ptxasm_constraint_nvcc_only ("=&r"),
	 "r n g m and digits are GCC's too");

  /* Every letter of the set decodes, as input and (except n, C) output.  */
  for (const char *p = ptxasm_letters (); *p; p++)
    {
      char in[2] = { *p, 0 }, out[3] = { '=', *p, 0 };
      char name[64];
      snprintf (name, sizeof name, "input letter %c decodes", *p);
      CHECK (parse (in, 0, &c) == PTXASM_COK && c.letter->letter == *p, name);
      int output_ok = *p != 'n' && *p != 'C';
      /* "=C" is MODIFIER_ON_C, "=n" LETTER_NOT_OUTPUT: both rejected.  */
      snprintf (name, sizeof name, "output letter %c %s", *p,
		output_ok ? "accepted" : "rejected");
      CHECK ((parse (out, 1, &c) == PTXASM_COK) == output_ok, name);
    }

  CHECK (parse ("+r", 1, &c) == PTXASM_COK && c.inout && c.output,
	 "+r is in/out");
  CHECK (parse ("=&r", 1, &c) == PTXASM_COK && c.early_clobber,
	 "=&r is early clobber");
  CHECK (parse ("=r", 1, &c) == PTXASM_COK && !c.inout, "=r is output only");

  /* nvcc's "only one constraint letter".  */
  CHECK (parse ("rf", 0, &c) == PTXASM_CERR_MULTIPLE, "rf: multiple letters");
  CHECK (parse ("rr", 0, &c) == PTXASM_CERR_MULTIPLE, "rr: multiple letters");
  CHECK (parse ("r,r", 0, &c) == PTXASM_CERR_MULTIPLE, "r,r: alternatives");
  CHECK (parse ("=rf", 1, &c) == PTXASM_CERR_MULTIPLE, "=rf: multiple letters");

  /* No letter at all.  */
  CHECK (parse ("", 0, &c) == PTXASM_CERR_NO_LETTER, "empty input constraint");
  CHECK (parse ("=", 1, &c) == PTXASM_CERR_NO_LETTER, "= alone");
  CHECK (parse ("=&", 1, &c) == PTXASM_CERR_NO_LETTER, "=& alone");

  /* Letters outside the set, including digits written by the user.  */
  const char *unknown = "migxRX0p9Q";
  for (const char *p = unknown; *p; p++)
    {
      char in[2] = { *p, 0 }, name[64];
      snprintf (name, sizeof name, "letter %c is outside the set", *p);
      CHECK (ptxasm_parse_constraint (in, false, &c, &bad)
	     == PTXASM_CERR_UNKNOWN && bad == *p, name);
    }

  /* Modifiers in the wrong place.  */
  CHECK (parse ("r", 1, &c) == PTXASM_CERR_OUTPUT_NO_EQ, "output without =");
  CHECK (parse ("=r", 0, &c) == PTXASM_CERR_INPUT_EQ, "input with =");
  CHECK (parse ("+r", 0, &c) == PTXASM_CERR_INPUT_EQ, "input with +");
  CHECK (parse ("&r", 0, &c) == PTXASM_CERR_MISPLACED, "input with &");
  CHECK (parse ("=r=", 1, &c) == PTXASM_CERR_MISPLACED, "= after the letter");
  CHECK (parse ("=n", 1, &c) == PTXASM_CERR_LETTER_NOT_OUTPUT, "=n");
  CHECK (parse ("+C", 1, &c) == PTXASM_CERR_MODIFIER_ON_C, "+C");
  CHECK (parse ("=C", 1, &c) == PTXASM_CERR_MODIFIER_ON_C, "=C");
  CHECK (parse ("&C", 0, &c) == PTXASM_CERR_MODIFIER_ON_C, "&C");
  CHECK (parse ("=&r", 0, &c) == PTXASM_CERR_INPUT_EQ, "input with =&");
  CHECK (parse ("=r&", 1, &c) == PTXASM_CERR_MISPLACED, "& after the letter");

  /* Types: kind and size must both fit.  */
  CHECK (fits ('h', PTXASM_KIND_INTEGER, 2), "h takes short");
  CHECK (!fits ('h', PTXASM_KIND_INTEGER, 4), "h rejects int");
  CHECK (!fits ('h', PTXASM_KIND_FLOAT, 2), "h rejects _Float16");
  CHECK (fits ('r', PTXASM_KIND_INTEGER, 4), "r takes int");
  CHECK (fits ('r', PTXASM_KIND_ENUM, 4), "r takes enum");
  CHECK (!fits ('r', PTXASM_KIND_FLOAT, 4), "r rejects float");
  CHECK (!fits ('r', PTXASM_KIND_CHAR, 1), "r rejects char");
  CHECK (!fits ('r', PTXASM_KIND_BOOL, 1), "r rejects bool");
  CHECK (!fits ('r', PTXASM_KIND_INTEGER, 8), "r rejects long");
  CHECK (!fits ('r', PTXASM_KIND_POINTER, 8), "r rejects pointer");
  CHECK (fits ('l', PTXASM_KIND_INTEGER, 8), "l takes long long");
  CHECK (fits ('l', PTXASM_KIND_POINTER, 8), "l takes pointer");
  CHECK (!fits ('l', PTXASM_KIND_INTEGER, 4), "l rejects int");
  CHECK (!fits ('l', PTXASM_KIND_FLOAT, 8), "l rejects double");
  CHECK (fits ('f', PTXASM_KIND_FLOAT, 4), "f takes float");
  CHECK (!fits ('f', PTXASM_KIND_FLOAT, 8), "f rejects double");
  CHECK (!fits ('f', PTXASM_KIND_INTEGER, 4), "f rejects int");
  CHECK (fits ('d', PTXASM_KIND_FLOAT, 8), "d takes double");
  CHECK (!fits ('d', PTXASM_KIND_FLOAT, 4), "d rejects float");
  CHECK (!fits ('d', PTXASM_KIND_INTEGER, 8), "d rejects long long");
  CHECK (!fits ('d', PTXASM_KIND_FLOAT, 16), "d rejects long double");
  CHECK (fits ('q', PTXASM_KIND_INTEGER, 16), "q takes __int128");
  CHECK (!fits ('q', PTXASM_KIND_INTEGER, 8), "q rejects long long");
  CHECK (!fits ('r', PTXASM_KIND_AGGREGATE, 4), "r rejects a struct");

  /* Register letters reach the template in registers of nvcc's PTX
     type, filled by a copy that accepts GCC's register whatever its
     type ("f" of a union member may sit in a .u32 register).  */
  const char *const shims[][3] = {
    { "h", ".b16", "cvt.u16.u16" }, { "r", ".b32", "mov.b32" },
    { "l", ".b64", "mov.b64" }, { "f", ".f32", "mov.b32" },
    { "d", ".f64", "mov.b64" },
  };
  for (size_t i = 0; i < sizeof shims / sizeof shims[0]; i++)
    {
      const struct ptxasm_letter *l = ptxasm_letter_lookup (shims[i][0][0]);
      char name[64];
      snprintf (name, sizeof name, "%s: %s register filled by %s",
		shims[i][0], shims[i][1], shims[i][2]);
      CHECK (l && l->ptx_reg_type && l->ptx_copy
	     && strcmp (l->ptx_reg_type, shims[i][1]) == 0
	     && strcmp (l->ptx_copy, shims[i][2]) == 0, name);
    }

  /* Which letters fit a type; which conversion when none does.  */
  {
    char buf[8];
    struct ptxasm_type t;
#define FITTING(k, sz, want, name)					\
    do { t.kind = (k); t.size = (sz);					\
	 ptxasm_fitting_letters (&t, buf); CHECK_STR (buf, want, name); }	\
    while (0)
    FITTING (PTXASM_KIND_FLOAT, 4, "f", "float fits f");
    FITTING (PTXASM_KIND_FLOAT, 8, "d", "double fits d");
    FITTING (PTXASM_KIND_INTEGER, 2, "h", "short fits h");
    FITTING (PTXASM_KIND_INTEGER, 4, "r", "int fits r");
    FITTING (PTXASM_KIND_ENUM, 4, "r", "enum fits r");
    FITTING (PTXASM_KIND_INTEGER, 8, "l", "long fits l");
    FITTING (PTXASM_KIND_POINTER, 8, "l", "pointer fits l");
    FITTING (PTXASM_KIND_INTEGER, 16, "q", "__int128 fits q");
    FITTING (PTXASM_KIND_CHAR, 1, "", "char fits no letter");
    FITTING (PTXASM_KIND_BOOL, 1, "", "bool fits no letter");
    FITTING (PTXASM_KIND_FLOAT, 2, "", "_Float16 fits no letter");
    FITTING (PTXASM_KIND_AGGREGATE, 4, "", "struct fits no letter");
#undef FITTING
    t.kind = PTXASM_KIND_CHAR; t.size = 1;
    CHECK_STR (ptxasm_cast_type (ptxasm_letter_lookup ('h'), &t), "short",
	       "char for h: convert to short");
    CHECK_STR (ptxasm_cast_type (ptxasm_letter_lookup ('r'), &t), "int",
	       "char for r: convert to int");
    CHECK (ptxasm_cast_type (ptxasm_letter_lookup ('f'), &t) == NULL,
	   "char for f: no conversion");
    CHECK (ptxasm_cast_type (ptxasm_letter_lookup ('n'), &t) == NULL,
	   "char for n: no conversion");
    t.kind = PTXASM_KIND_BOOL;
    CHECK_STR (ptxasm_cast_type (ptxasm_letter_lookup ('l'), &t),
	       "long long", "bool for l: convert to long long");
    t.kind = PTXASM_KIND_FLOAT; t.size = 4;
    CHECK (ptxasm_cast_type (ptxasm_letter_lookup ('r'), &t) == NULL,
	   "float for r: a letter fits, no conversion");
  }
  {
    const char *ctype = NULL;
    CHECK (ptxasm_integer_letter (2, &ctype) == 'h'
	   && strcmp (ctype, "short") == 0, "2-byte bits: h, short");
    CHECK (ptxasm_integer_letter (4, &ctype) == 'r'
	   && strcmp (ctype, "int") == 0, "4-byte bits: r, int");
    CHECK (ptxasm_integer_letter (8, &ctype) == 'l'
	   && strcmp (ctype, "long long") == 0, "8-byte bits: l, long long");
    CHECK (ptxasm_integer_letter (16, &ctype) == 'q'
	   && strcmp (ctype, "__int128") == 0, "16-byte bits: q, __int128");
    CHECK (ptxasm_integer_letter (12, &ctype) == 0, "12-byte bits: none");
    CHECK (ptxasm_integer_letter (1, &ctype) == 0, "1-byte bits: none");
  }

  CHECK (ptxasm_letter_lookup ('z') == NULL, "no letter z");
  CHECK (ptxasm_cerr_message (PTXASM_CERR_MULTIPLE) != NULL, "messages exist");

  UNIT_DONE ();
}
