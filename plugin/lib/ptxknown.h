/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxknown.h -- asm statements that ptxas certainly accepts, known
   without running it (issue 22).

   Plain C11, no GCC headers.  ptxas costs a compile 15 to 35 ms of CPU
   however small its input, which is more than the compile-time check may
   cost a file of 1,000 statements.  Most statements are made of a few common
   instructions on registers of the right types; for those, a table
   (ptxknown.c) says what ptxas says, and ptxcheck.c leaves them out of
   its file.  When no statement is left, ptxas does not run.

   The question is one-sided: true means ptxas accepts the statement (at
   that target, with those register types); false means only "not
   known", and ptxas judges it as before.  Every instruction, modifier
   order, operand kind and register type the table accepts was measured
   with ptxas (testsuite/unit/test-ptxknown.c checks the whole table
   against ptxas whenever there is one); anything else, comments,
   labels, vectors, directives other than ".reg", is not known.  */

#ifndef PTXASM_PTXKNOWN_H
#define PTXASM_PTXKNOWN_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The type (".u32", ".pred") of the register NAME (LEN bytes), declared
   outside the statement, or NULL if there is none.  */
typedef const char *(*ptxknown_lookup) (void *ctx, const char *name,
					size_t len);

/* Does ptxas certainly accept TEXT, one statement's PTX with its
   operands substituted, for target sm_SM (80 for sm_80 and sm_80a) and
   PTX ISA PTX (major * 10 + minor), inside a function where LOOKUP
   gives the registers declared outside the statement?  Registers the
   statement declares outside any braces must have names that start with
   OWN (its own, which nothing else names); the statement's braces must
   balance.  SREGS: special registers may be read, because no statement
   of the function may declare their names (ptxknown_hides_sregs says
   none does).  */
bool ptxknown_stmt (const char *text, unsigned sm, unsigned ptx,
		    const char *own, bool sregs, ptxknown_lookup lookup,
		    void *ctx);

/* Might statement TEXT declare something named as a special register
   (".reg .u64 %laneid;", which ptxas accepts, and which then hides the
   special register from every statement of the function)?  */
bool ptxknown_hides_sregs (const char *text);

/* The table, for its test: instruction N's name ("add.rn.f32"), its
   operands (see ptxknown.c), and the target and PTX ISA it needs; false
   when N is past the end.  */
bool ptxknown_entry (size_t n, const char **name, const char **operands,
		     unsigned *sm, unsigned *ptx);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXKNOWN_H */
