/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxtype.h -- sets of PTX's type names, one list each, spelled as each
   table wants them: PTX_INTS (T, SEP) is T applied to each integer type
   name, SEP between them, so that PTX_INTS (PTX_WORD, " ") is
   "s16 u16 s32 u32 s64 u64" (ptxemu.c's tables) and
   PTX_INTS (PTX_MODIFIER, "|") ".s16|.u16|.s32|.u32|.s64|.u64"
   (ptxknown.c's patterns).  Plain C11.  */

#ifndef PTXASM_PTXTYPE_H
#define PTXASM_PTXTYPE_H

#define PTX_WORD(t) #t
#define PTX_MODIFIER(t) "." #t

/* The signed and unsigned integers of 16, 32 and 64 bits.  */
#define PTX_INTS(T, SEP) \
  T (s16) SEP T (u16) SEP T (s32) SEP T (u32) SEP T (s64) SEP T (u64)

/* The bit types of 16, 32 and 64 bits.  */
#define PTX_BITS(T, SEP) T (b16) SEP T (b32) SEP T (b64)

#endif /* PTXASM_PTXTYPE_H */
