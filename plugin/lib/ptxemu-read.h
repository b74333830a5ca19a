/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu-read.h -- the reader of templates in three files, each calling
   only those below it:
     ptxemu.c        the statements, the table of opcodes, ptxemu_read
     ptxemu-forms.c  the instructions of forms of their own
     ptxemu-read.c   the reader's state and names, arguments, types,
                     an instruction added
   theirs alone (ptxemu.h is the interface).  */

#ifndef PTXEMU_READ_H
#define PTXEMU_READ_H

#include "ptxemu.h"
#include <stdbool.h>
#include <stddef.h>

/* The mark before an operand's number in the template made plain.  */
#define USER_MARK '\001'

/* The state of ptxemu_read: the program read so far and the names
   of its registers, variables and labels.  */
struct reader
{
  struct ptxemu_prog *prog;
  size_t nops;
  const int *op_bits;
  char **names;			/* of the local registers */
  size_t insns_cap, regs_cap, names_cap;
  char **var_names;		/* of the variables (prog's vars) */
  size_t vars_cap, var_names_cap;
  char **labels;		/* defined (LABEL_DEFINED) or used */
  bool *defined;
  size_t labels_cap, defined_cap;
  char *why;
};

/* ptxemu-read.c.  The number of label NAME, a new one if it is not known
   yet.  */
long ptxemu_label_number (struct reader *r, const char *name);
/* S without its leading and trailing blanks (S changed).  */
char *ptxemu_trim (char *s);
/* Stop reading: STMT is not emulated, for REASON (false).  */
bool ptxemu_refuse (struct reader *r, const char *stmt, const char *reason);
/* The type S names (u32, f16x2, pred ...) into *T: false if none.  */
bool ptxemu_type_of (const char *s, struct ptxemu_type *t);
/* The variable NAME that the template declares, or -1.  */
long ptxemu_find_var (struct reader *r, const char *name);
/* S's "+N" or "-N" off into *OFF (S changed): false if malformed.  */
bool ptxemu_split_offset (char *s, long long *off);
/* Argument S of BITS (0: a predicate; -1: an immediate) into *A, a
   destination if DEST; false after ptxemu_refuse.  */
bool ptxemu_read_arg (struct reader *r, char *s, unsigned bits, bool dest,
		      struct ptxemu_arg *a, const char *orig);
/* The comma-separated arguments of ARGS into ARGV (at most MAX): their
   number (ARGS changed).  */
unsigned ptxemu_split_args (char *args, char **argv, unsigned max);
/* IN, read, into R's program.  */
bool ptxemu_add_insn (struct reader *r, const struct ptxemu_insn *in,
		      const char *orig);
/* The width of argument S (-1 an immediate, -2 unknown, 0 a
   predicate).  */
int ptxemu_width_of (struct reader *r, char *s);
/* A data argument S of the memory instruction IN.  */
bool ptxemu_read_data (struct reader *r, struct ptxemu_insn *in, char *s,
		       bool dest, struct ptxemu_arg *a, const char *orig);

/* The comparison NAME of integers (eq ne lt le gt ge, and lo ls hi hs
   as lt le gt ge) into *CMP: false if it is none.  */
bool ptxemu_int_cmp (const char *name, enum ptxemu_cmp *cmp);
/* The comparison NAME of setp and set into *CMP, whether unsigned and
   whether of floats alone: false if it is none.  */
bool ptxemu_cmp_named (const char *name, enum ptxemu_cmp *cmp,
		       bool *is_unsigned, bool *of_floats);
/* Register NAME of the template, or -1.  */
long ptxemu_find_reg (struct reader *r, const char *name);
/* A new register NAME of TYPE: false if out of memory.  */
bool ptxemu_add_reg (struct reader *r, const char *name,
		     struct ptxemu_type type);

/* ptxemu-forms.c: an instruction of a form of its own, P its opcode
   with modifiers, ARGS its arguments, into R's program: 1, or 0 after
   ptxemu_refuse; -1 if P is none of those forms (the table's, then).  */
int ptxemu_read_form (struct reader *r, struct ptxemu_insn *in, char *p,
		      char *args, const char *orig);

#endif /* PTXEMU_READ_H */
