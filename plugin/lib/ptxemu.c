/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu.c -- inline PTX as host code: reading the template (ptxemu.h).

   The template is first made plain: comments out, "%%" a '%', "%=" out
   (it only makes names unique), "%N" the byte USER_MARK and N.  Then it
   is cut at ';', '{' and '}' (not a vector operand's) into statements:
   ".reg" declarations, labels and instructions.  Each instruction's
   opcode and modifiers are looked up in the table below (memory
   instructions and bra have readers of their own); its arguments must
   have the widths the table says.  */

#define _POSIX_C_SOURCE 200809L

#include "ptxemu.h"
#include "ptxemu-read.h"
#include "buf.h"
#include "lex.h"
#include "ptxscan.h"
#include "sreg.h"
#include "ptxtype.h"
#include "../rt/ptxrt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* What each argument of an instruction is, one letter per argument,
   the destination first: T of the instruction's type, D of its second
   type (cvt's and set's destination, dp4a's second source), W twice
   as wide as T, U 32 bits, P a predicate.  */
struct opcode
{
  const char *name;		/* opcode and modifiers, without the types,
				   setp's comparison and boolean op */
  enum ptxemu_op op;
  unsigned mode;
  const char *args;
  const char *types;		/* the types it takes ("" none) */
  const char *types2;		/* a second type (NULL: none) */
  unsigned flags;
};

enum
{
  CC_IN = 1, CC_OUT = 2, SAT = 4,
  DEST2 = 8,			/* the destination may be "d|p" */
  NO_DEST = 16,			/* every argument is a source */
  BOOLOP = 32,			/* setp, set: a comparison first */
  /* Floating point: a rounding (.rn .rz .rm .rp) may be written, must
     be, or is chosen by cvt's types; .ftz; .sat.  */
  RND = 64, RND_REQ = 128, RND_CVT = 256, FTZ = 512, FSAT = 1024
};

#define INT_TYPES PTX_INTS (PTX_WORD, " ")
#define BITS PTX_BITS (PTX_WORD, " ")
#define ALL_INT BITS " " INT_TYPES
#define CARRY_TYPES "s32 u32 s64 u64"
#define FLOATS "f32 f64"
#define HALVES "f16 f16x2 bf16 bf16x2"

static const struct opcode opcodes[] = {
  { "mov", PTXEMU_MOV, 0, "TT", ALL_INT " b128 pred", NULL, 0 },
  { "add", PTXEMU_ADD, 0, "TTT", INT_TYPES, NULL, 0 },
  { "add.sat", PTXEMU_ADD, 0, "TTT", "s32", NULL, SAT },
  { "add.cc", PTXEMU_ADD, 0, "TTT", CARRY_TYPES, NULL, CC_OUT },
  { "addc", PTXEMU_ADD, 0, "TTT", CARRY_TYPES, NULL, CC_IN },
  { "addc.cc", PTXEMU_ADD, 0, "TTT", CARRY_TYPES, NULL, CC_IN | CC_OUT },
  { "sub", PTXEMU_SUB, 0, "TTT", INT_TYPES, NULL, 0 },
  { "sub.sat", PTXEMU_SUB, 0, "TTT", "s32", NULL, SAT },
  { "sub.cc", PTXEMU_SUB, 0, "TTT", CARRY_TYPES, NULL, CC_OUT },
  { "subc", PTXEMU_SUB, 0, "TTT", CARRY_TYPES, NULL, CC_IN },
  { "subc.cc", PTXEMU_SUB, 0, "TTT", CARRY_TYPES, NULL, CC_IN | CC_OUT },
  { "mul.lo", PTXEMU_MUL_LO, 0, "TTT", INT_TYPES, NULL, 0 },
  { "mul.hi", PTXEMU_MUL_HI, 0, "TTT", INT_TYPES, NULL, 0 },
  { "mul.wide", PTXEMU_MUL_WIDE, 0, "WTT", "s16 s32 u16 u32", NULL, 0 },
  { "mad.lo", PTXEMU_MAD_LO, 0, "TTTT", INT_TYPES, NULL, 0 },
  { "mad.hi", PTXEMU_MAD_HI, 0, "TTTT", INT_TYPES, NULL, 0 },
  { "mad.lo.cc", PTXEMU_MAD_LO, 0, "TTTT", CARRY_TYPES, NULL, CC_OUT },
  { "mad.hi.cc", PTXEMU_MAD_HI, 0, "TTTT", CARRY_TYPES, NULL, CC_OUT },
  { "mad.hi.sat", PTXEMU_MAD_HI, 0, "TTTT", "s32", NULL, SAT },
  { "madc.lo", PTXEMU_MAD_LO, 0, "TTTT", CARRY_TYPES, NULL, CC_IN },
  { "madc.hi", PTXEMU_MAD_HI, 0, "TTTT", CARRY_TYPES, NULL, CC_IN },
  { "madc.lo.cc", PTXEMU_MAD_LO, 0, "TTTT", CARRY_TYPES, NULL,
    CC_IN | CC_OUT },
  { "madc.hi.cc", PTXEMU_MAD_HI, 0, "TTTT", CARRY_TYPES, NULL,
    CC_IN | CC_OUT },
  { "mad.wide", PTXEMU_MAD_WIDE, 0, "WTTW", "s16 s32 u16 u32", NULL, 0 },
  { "mul24.lo", PTXEMU_MUL24_LO, 0, "TTT", "s32 u32", NULL, 0 },
  { "mul24.hi", PTXEMU_MUL24_HI, 0, "TTT", "s32 u32", NULL, 0 },
  { "mad24.lo", PTXEMU_MAD24_LO, 0, "TTTT", "s32 u32", NULL, 0 },
  { "mad24.hi", PTXEMU_MAD24_HI, 0, "TTTT", "s32 u32", NULL, 0 },
  { "sad", PTXEMU_SAD, 0, "TTTT", INT_TYPES, NULL, 0 },
  { "and", PTXEMU_AND, 0, "TTT", BITS " pred", NULL, 0 },
  { "or", PTXEMU_OR, 0, "TTT", BITS " pred", NULL, 0 },
  { "xor", PTXEMU_XOR, 0, "TTT", BITS " pred", NULL, 0 },
  { "not", PTXEMU_NOT, 0, "TT", BITS " pred", NULL, 0 },
  { "cnot", PTXEMU_CNOT, 0, "TT", BITS, NULL, 0 },
  { "shl", PTXEMU_SHL, 0, "TTU", BITS, NULL, 0 },
  { "shr", PTXEMU_SHR, 0, "TTU", ALL_INT, NULL, 0 },
  { "neg", PTXEMU_NEG, 0, "TT", "s16 s32 s64", NULL, 0 },
  { "abs", PTXEMU_ABS, 0, "TT", "s16 s32 s64", NULL, 0 },
  { "min", PTXEMU_MIN, 0, "TTT", INT_TYPES, NULL, 0 },
  { "max", PTXEMU_MAX, 0, "TTT", INT_TYPES, NULL, 0 },
  { "selp", PTXEMU_SELP, 0, "TTTP", ALL_INT, NULL, 0 },
  { "slct", PTXEMU_SLCT, 0, "TTTD", ALL_INT " " FLOATS, "s32", 0 },
  { "slct", PTXEMU_SLCT, 0, "TTTD", ALL_INT " " FLOATS, "f32", FTZ },
  { "setp", PTXEMU_SETP, 0, "PTT", ALL_INT, NULL, BOOLOP | DEST2 },
  { "set", PTXEMU_SET, 0, "DTT", "u32 s32", ALL_INT, BOOLOP },
  { "set", PTXEMU_SET, 0, "DTT", "u32 s32 f32", ALL_INT " " FLOATS,
    BOOLOP | FTZ },
  { "popc", PTXEMU_POPC, 0, "UT", "b32 b64", NULL, 0 },
  { "clz", PTXEMU_CLZ, 0, "UT", "b32 b64", NULL, 0 },
  { "bfind", PTXEMU_BFIND, 0, "UT", "s32 s64 u32 u64", NULL, 0 },
  { "bfind.shiftamt", PTXEMU_BFIND, PTXEMU_BFIND_SHIFTAMT, "UT", "s32 s64 u32 u64", NULL, 0 },
  { "cvt", PTXEMU_CVT, 0, "DT", INT_TYPES " u8 s8", INT_TYPES " u8 s8", 0 },
  { "cvt.sat", PTXEMU_CVT, 0, "DT", INT_TYPES " u8 s8", INT_TYPES " u8 s8",
    SAT },
  { "div", PTXEMU_DIV, 0, "TTT", INT_TYPES, NULL, 0 },
  { "rem", PTXEMU_REM, 0, "TTT", INT_TYPES, NULL, 0 },
  { "brev", PTXEMU_BREV, 0, "TT", "b32 b64", NULL, 0 },
  { "prmt", PTXEMU_PRMT, PTXEMU_PRMT_PLAIN, "UUUU", "b32", NULL, 0 },
  { "prmt.f4e", PTXEMU_PRMT, PTXEMU_PRMT_F4E, "UUUU", "b32", NULL, 0 },
  { "prmt.b4e", PTXEMU_PRMT, PTXEMU_PRMT_B4E, "UUUU", "b32", NULL, 0 },
  { "prmt.rc8", PTXEMU_PRMT, PTXEMU_PRMT_RC8, "UUUU", "b32", NULL, 0 },
  { "prmt.ecl", PTXEMU_PRMT, PTXEMU_PRMT_ECL, "UUUU", "b32", NULL, 0 },
  { "prmt.ecr", PTXEMU_PRMT, PTXEMU_PRMT_ECR, "UUUU", "b32", NULL, 0 },
  { "prmt.rc16", PTXEMU_PRMT, PTXEMU_PRMT_RC16, "UUUU", "b32", NULL, 0 },
  { "bfe", PTXEMU_BFE, 0, "TTUU", "s32 s64 u32 u64", NULL, 0 },
  { "bfi", PTXEMU_BFI, 0, "TTTUU", "b32 b64", NULL, 0 },
  { "lop3", PTXEMU_LOP3, 0, "TTTTU", "b32", NULL, 0 },
  { "shf.l.wrap", PTXEMU_SHF, PTXEMU_SHF_L_WRAP, "UUUU", "b32", NULL, 0 },
  { "shf.l.clamp", PTXEMU_SHF, PTXEMU_SHF_L_CLAMP, "UUUU", "b32", NULL, 0 },
  { "shf.r.wrap", PTXEMU_SHF, PTXEMU_SHF_R_WRAP, "UUUU", "b32", NULL, 0 },
  { "shf.r.clamp", PTXEMU_SHF, PTXEMU_SHF_R_CLAMP, "UUUU", "b32", NULL, 0 },
  { "dp4a", PTXEMU_DP4A, 0, "UUUU", "s32 u32", "s32 u32", 0 },
  { "dp2a.lo", PTXEMU_DP2A, 0, "UUUU", "s32 u32", "s32 u32", 0 },
  { "dp2a.hi", PTXEMU_DP2A, PTXEMU_DP2A_HI, "UUUU", "s32 u32", "s32 u32", 0 },
  /* Warp instructions, for the statement's warp (plugin/gcc/emulate/int.cc).  */
  { "shfl.sync.up", PTXEMU_SHFL, PTXEMU_SHFL_UP, "TTUUU", "b32", NULL, DEST2 },
  { "shfl.sync.down", PTXEMU_SHFL, PTXEMU_SHFL_DOWN, "TTUUU", "b32", NULL, DEST2 },
  { "shfl.sync.bfly", PTXEMU_SHFL, PTXEMU_SHFL_BFLY, "TTUUU", "b32", NULL, DEST2 },
  { "shfl.sync.idx", PTXEMU_SHFL, PTXEMU_SHFL_IDX, "TTUUU", "b32", NULL, DEST2 },
  { "vote.sync.all", PTXEMU_VOTE, PTXEMU_VOTE_ALL, "PPU", "pred", NULL, 0 },
  { "vote.sync.any", PTXEMU_VOTE, PTXEMU_VOTE_ANY, "PPU", "pred", NULL, 0 },
  { "vote.sync.uni", PTXEMU_VOTE, PTXEMU_VOTE_UNI, "PPU", "pred", NULL, 0 },
  { "vote.sync.ballot", PTXEMU_VOTE, PTXEMU_VOTE_BALLOT, "UPU", "b32", NULL, 0 },
  /* The order older code writes.  */
  { "vote.all.sync", PTXEMU_VOTE, PTXEMU_VOTE_ALL, "PPU", "pred", NULL, 0 },
  { "vote.any.sync", PTXEMU_VOTE, PTXEMU_VOTE_ANY, "PPU", "pred", NULL, 0 },
  { "vote.uni.sync", PTXEMU_VOTE, PTXEMU_VOTE_UNI, "PPU", "pred", NULL, 0 },
  { "vote.ballot.sync", PTXEMU_VOTE, PTXEMU_VOTE_BALLOT, "UPU", "b32", NULL, 0 },
  { "match.any.sync", PTXEMU_MATCH_ANY, 0, "UTU", "b32 b64", NULL, 0 },
  { "match.all.sync", PTXEMU_MATCH_ALL, 0, "UTU", "b32 b64", NULL, DEST2 },
  { "redux.sync.add", PTXEMU_REDUX, PTXEMU_REDUX_ADD, "UUU", "s32 u32", NULL, 0 },
  { "redux.sync.min", PTXEMU_REDUX, PTXEMU_REDUX_MIN, "UUU", "s32 u32", NULL, 0 },
  { "redux.sync.max", PTXEMU_REDUX, PTXEMU_REDUX_MAX, "UUU", "s32 u32", NULL, 0 },
  { "redux.sync.and", PTXEMU_REDUX, PTXEMU_REDUX_AND, "UUU", "b32", NULL, 0 },
  { "redux.sync.or", PTXEMU_REDUX, PTXEMU_REDUX_OR, "UUU", "b32", NULL, 0 },
  { "redux.sync.xor", PTXEMU_REDUX, PTXEMU_REDUX_XOR, "UUU", "b32", NULL, 0 },
  { "activemask", PTXEMU_ACTIVEMASK, 0, "U", "b32", NULL, 0 },
  { "elect.sync", PTXEMU_ELECT, 0, "UU", "", NULL, DEST2 },
  { "bar.warp.sync", PTXEMU_NOP, PTXEMU_NOP_WARPSYNC, "U", "", NULL, NO_DEST },
  /* A sleep of 0 ns is within the [0, 2t] that nanosleep promises.  */
  { "nanosleep", PTXEMU_NOP, 0, "U", "u32", NULL, NO_DEST },
  { "trap", PTXEMU_TRAP, PTXEMU_TRAP_TRAP, "", "", NULL, NO_DEST },
  { "exit", PTXEMU_TRAP, PTXEMU_TRAP_EXIT, "", "", NULL, NO_DEST },
  { "brkpt", PTXEMU_TRAP, PTXEMU_TRAP_BRKPT, "", "", NULL, NO_DEST },
  { "membar.cta", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "membar.gl", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "membar.sys", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.sc.cta", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.sc.gpu", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.sc.sys", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acq_rel.cta", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acq_rel.gpu", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acq_rel.sys", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acquire.cta", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acquire.gpu", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.acquire.sys", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.release.cta", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.release.gpu", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  { "fence.release.sys", PTXEMU_NOP, PTXEMU_NOP_FENCE, "", "", NULL, NO_DEST },
  /* cp.async's groups: the host copies nothing asynchronously.  */
  { "cp.async.commit_group", PTXEMU_NOP, 0, "", "", NULL, NO_DEST },
  { "cp.async.wait_group", PTXEMU_NOP, 0, "U", "", NULL, NO_DEST },
  { "cp.async.wait_all", PTXEMU_NOP, 0, "", "", NULL, NO_DEST },
  /* Floating point.  */
  { "mov", PTXEMU_MOV, 0, "TT", FLOATS, NULL, 0 },
  { "add", PTXEMU_ADD, 0, "TTT", FLOATS, NULL, RND | FTZ | FSAT },
  { "sub", PTXEMU_SUB, 0, "TTT", FLOATS, NULL, RND | FTZ | FSAT },
  { "mul", PTXEMU_MUL_LO, 0, "TTT", FLOATS, NULL, RND | FTZ | FSAT },
  { "fma", PTXEMU_FMA, 0, "TTTT", FLOATS, NULL, RND_REQ | FTZ | FSAT },
  { "mad", PTXEMU_FMA, 0, "TTTT", FLOATS, NULL, RND_REQ | FTZ | FSAT },
  { "div", PTXEMU_FDIV, 0, "TTT", FLOATS, NULL, RND_REQ | FTZ },
  { "sqrt", PTXEMU_SQRT, 0, "TT", FLOATS, NULL, RND_REQ | FTZ },
  { "rcp", PTXEMU_RCP, 0, "TT", FLOATS, NULL, RND_REQ | FTZ },
  { "min", PTXEMU_MIN, 0, "TTT", FLOATS, NULL, FTZ },
  { "max", PTXEMU_MAX, 0, "TTT", FLOATS, NULL, FTZ },
  { "min.NaN", PTXEMU_MIN, PTXEMU_MINMAX_NAN, "TTT", "f32", NULL, FTZ },
  { "max.NaN", PTXEMU_MAX, PTXEMU_MINMAX_NAN, "TTT", "f32", NULL, FTZ },
  { "abs", PTXEMU_ABS, 0, "TT", FLOATS, NULL, FTZ },
  { "neg", PTXEMU_NEG, 0, "TT", FLOATS, NULL, FTZ },
  { "copysign", PTXEMU_COPYSIGN, 0, "TTT", FLOATS, NULL, 0 },
  { "testp.finite", PTXEMU_TESTP, PTXEMU_TESTP_FINITE, "PT", FLOATS, NULL, 0 },
  { "testp.infinite", PTXEMU_TESTP, PTXEMU_TESTP_INFINITE, "PT", FLOATS, NULL, 0 },
  { "testp.number", PTXEMU_TESTP, PTXEMU_TESTP_NUMBER, "PT", FLOATS, NULL, 0 },
  { "testp.notanumber", PTXEMU_TESTP, PTXEMU_TESTP_NOTANUMBER, "PT", FLOATS, NULL, 0 },
  { "testp.normal", PTXEMU_TESTP, PTXEMU_TESTP_NORMAL, "PT", FLOATS, NULL, 0 },
  { "testp.subnormal", PTXEMU_TESTP, PTXEMU_TESTP_SUBNORMAL, "PT", FLOATS, NULL, 0 },
  { "selp", PTXEMU_SELP, 0, "TTTP", FLOATS, NULL, 0 },
  { "setp", PTXEMU_SETP, 0, "PTT", FLOATS, NULL, BOOLOP | DEST2 | FTZ },
  { "cvt", PTXEMU_CVT, 0, "DT", INT_TYPES " u8 s8 " FLOATS,
    INT_TYPES " u8 s8 " FLOATS, RND_CVT | FTZ | FSAT },
  /* Approximate: the host's are closer (the manual).  */
  { "rcp.approx", PTXEMU_RCP, 1, "TT", FLOATS, NULL, FTZ },
  { "sqrt.approx", PTXEMU_SQRT, 1, "TT", "f32", NULL, FTZ },
  { "rsqrt.approx", PTXEMU_RSQRT, 1, "TT", FLOATS, NULL, FTZ },
  { "div.approx", PTXEMU_FDIV, 1, "TTT", "f32", NULL, FTZ },
  { "div.full", PTXEMU_FDIV, 1, "TTT", "f32", NULL, FTZ },
  { "ex2.approx", PTXEMU_EX2, 1, "TT", "f32", NULL, FTZ },
  { "lg2.approx", PTXEMU_LG2, 1, "TT", "f32", NULL, FTZ },
  { "sin.approx", PTXEMU_SIN, 1, "TT", "f32", NULL, FTZ },
  { "cos.approx", PTXEMU_COS, 1, "TT", "f32", NULL, FTZ },
  { "tanh.approx", PTXEMU_TANH, 1, "TT", "f32", NULL, FTZ },
  /* f16, bf16 and their pairs (elementwise, the first in the low
     half).  */
  { "mov", PTXEMU_MOV, 0, "TT", HALVES, NULL, 0 },
  { "add", PTXEMU_ADD, 0, "TTT", HALVES, NULL, RND | FTZ | FSAT },
  { "sub", PTXEMU_SUB, 0, "TTT", HALVES, NULL, RND | FTZ | FSAT },
  { "mul", PTXEMU_MUL_LO, 0, "TTT", HALVES, NULL, RND | FTZ | FSAT },
  { "fma", PTXEMU_FMA, 0, "TTTT", HALVES, NULL, RND_REQ | FTZ | FSAT },
  { "min", PTXEMU_MIN, 0, "TTT", HALVES, NULL, FTZ },
  { "max", PTXEMU_MAX, 0, "TTT", HALVES, NULL, FTZ },
  { "min.NaN", PTXEMU_MIN, PTXEMU_MINMAX_NAN, "TTT", HALVES, NULL, FTZ },
  { "max.NaN", PTXEMU_MAX, PTXEMU_MINMAX_NAN, "TTT", HALVES, NULL, FTZ },
  { "abs", PTXEMU_ABS, 0, "TT", HALVES, NULL, FTZ },
  { "neg", PTXEMU_NEG, 0, "TT", HALVES, NULL, FTZ },
  { "selp", PTXEMU_SELP, 0, "TTTP", HALVES, NULL, 0 },
  { "setp", PTXEMU_SETP, 0, "PTT", "f16 bf16", NULL, BOOLOP | FTZ },
  { "setp", PTXEMU_SETP, 0, "PTT", "f16x2 bf16x2", NULL, DEST2 | FTZ },
  /* set of halves: 1.0 (an f16 destination) or all ones; of a
     pair, each half (0x3c00 or 0xffff).  */
  { "set", PTXEMU_SET, 0, "DTT", "u16 s16 u32 s32 f16", "f16",
    BOOLOP | FTZ },
  { "set", PTXEMU_SET, 0, "DTT", "u32 s32 f16x2", "f16x2", BOOLOP | FTZ },
  { "cvt", PTXEMU_CVT, 0, "DT", "f16 bf16 " INT_TYPES " u8 s8 " FLOATS,
    "f16 bf16 " INT_TYPES " u8 s8 " FLOATS, RND_CVT | FTZ | FSAT },
  /* Approximate, of each half: computed closely and rounded to nearest
     (the manual).  ex2 of bf16 needs .ftz, which the host does not
     take.  */
  { "ex2.approx", PTXEMU_EX2, 1, "TT", "f16 f16x2", NULL, FTZ },
  { "tanh.approx", PTXEMU_TANH, 1, "TT", HALVES, NULL, FTZ },
  /* cvt.rn.f16x2.f32 d, a, b: a in the upper half.  */
  { "cvt", PTXEMU_CVT, PTXEMU_CVT_PAIR, "DUU", "f16x2 bf16x2", "f32", RND_CVT | FSAT },
};

const char *
ptxemu_table_name (size_t n)
{
  return n < sizeof opcodes / sizeof opcodes[0] ? opcodes[n].name : NULL;
}

static const struct
{
  const char *name;
  enum ptxemu_round round;
} rounds[] = {
  { "rn", PTXEMU_RN }, { "rz", PTXEMU_RZ }, { "rm", PTXEMU_RM },
  { "rp", PTXEMU_RP }, { "rni", PTXEMU_RNI }, { "rzi", PTXEMU_RZI },
  { "rmi", PTXEMU_RMI }, { "rpi", PTXEMU_RPI },
};


/* The template made plain (see the top); malloc'd.  */
static char *
plain (const char *t)
{
  struct ptxasm_buf b = { 0 };
  for (const char *p = t; *p;)
    {
      const char *c = ptxasm_skip_comment (p);
      if (c != p)
	{
	  if (p[1] == '*')
	    ptxasm_buf_str (&b, " ");
	  p = c ? c : p + strlen (p);
	}
      else if (p[0] == '%' && p[1] == '%')
	{
	  ptxasm_buf_str (&b, "%");
	  p += 2;
	}
      else if (p[0] == '%' && p[1] == '=')
	p += 2;
      else if (p[0] == '%' && isdigit ((unsigned char) p[1]))
	{
	  char m = USER_MARK;
	  ptxasm_buf_add (&b, &m, 1);
	  p++;
	}
      else
	ptxasm_buf_add (&b, p++, 1);
    }
  return ptxasm_buf_finish (&b);
}

/* True if WORD is one of the space-separated words of LIST.  */
static bool
word_in (const char *word, const char *list)
{
  size_t n = strlen (word);
  for (const char *p = list; (p = strstr (p, word)) != NULL; p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == 0 || p[n] == ' '))
      return true;
  return false;
}

/* ".shared [.align N] .TYPE a[N][M], b" and the same with ".local":
   declare them, SPACE's variables.  An initializer, an array of unknown
   size (dynamic shared memory) and other spaces are not emulated.  */
static bool
read_var_decl (struct reader *r, char *stmt, enum ptxemu_space space,
	       const char *orig)
{
  char *p = ptxemu_trim (strchr (stmt, ' '));
  unsigned align = 0;
  struct ptxemu_type type;
  bool typed = false;
  while (*p == '.')
    {
      char *w = p + 1;
      char *e = w;
      while (*e && !isspace ((unsigned char) *e))
	e++;
      char save = *e;
      *e = 0;
      if (strcmp (w, "align") == 0)
	{
	  *e = save;
	  char *n;
	  align = (unsigned) strtoul (e, &n, 0);
	  if (n == e || align == 0 || (align & (align - 1)) || align > 4096)
	    return ptxemu_refuse (r, orig,
				  "a declaration that is not emulated");
	  p = ptxemu_trim (n);
	  continue;
	}
      if (typed || !ptxemu_type_of (w, &type) || type.bits == 0)
	return ptxemu_refuse (r, orig, "a declaration that is not emulated");
      typed = true;
      *e = save;
      p = ptxemu_trim (e);
    }
  if (!typed || strchr (p, '='))
    return ptxemu_refuse (r, orig, "a declaration that is not emulated");
  unsigned esize = type.bits / 8;
  if (align < esize)
    align = esize;
  for (char *name = strtok (p, ","); name; name = strtok (NULL, ","))
    {
      name = ptxemu_trim (name);
      unsigned long long bytes = esize;
      char *br = strchr (name, '[');
      if (br)
	{
	  for (char *b = br; *b; )
	    {
	      char *n;
	      unsigned long long k = strtoull (b + 1, &n, 0);
	      if (*b != '[' || n == b + 1 || *n != ']' || k == 0
		  || k > (1ull << 24))
		return ptxemu_refuse (r, orig,
				      "an array of unknown or unsupported "
				      "size (dynamic shared memory) is not "
				      "emulated");
	      bytes *= k;
	      b = ptxemu_trim (n + 1);
	    }
	  *br = 0;
	  name = ptxemu_trim (name);
	}
      if (!*name || bytes > (1ull << 24) || ptxemu_find_var (r, name) >= 0
	  || ptxemu_find_reg (r, name) >= 0)
	return ptxemu_refuse (r, orig, "a declaration that is not emulated");
      struct ptxemu_prog *pg = r->prog;
      struct ptxemu_var *nv = ptxasm_grow (pg->vars, pg->nvars, &r->vars_cap,
					   sizeof *nv);
      if (!nv)
	return ptxemu_refuse (r, orig, "out of memory");
      pg->vars = nv;
      char **nn = ptxasm_grow (r->var_names, pg->nvars, &r->var_names_cap,
			       sizeof *nn);
      if (!nn)
	return ptxemu_refuse (r, orig, "out of memory");
      r->var_names = nn;
      r->var_names[pg->nvars] = strdup (name);
      if (!r->var_names[pg->nvars])
	return ptxemu_refuse (r, orig, "out of memory");
      pg->vars[pg->nvars].space = space;
      pg->vars[pg->nvars].align = align;
      pg->vars[pg->nvars].bytes = bytes;
      pg->nvars++;
    }
  return true;
}

/* ".reg .TYPE a, b<4>, %c": declare them.  */
static bool
read_reg_decl (struct reader *r, char *stmt, const char *orig)
{
  char *p = ptxemu_trim (stmt + 4);
  if (*p != '.')
    return ptxemu_refuse (r, orig, "a .reg declaration without a type");
  char *sp = p;
  while (*sp && !isspace ((unsigned char) *sp))
    sp++;
  if (!*sp)
    return ptxemu_refuse (r, orig, "a .reg declaration without a name");
  *sp = 0;
  struct ptxemu_type type;
  if (!ptxemu_type_of (p + 1, &type))
    return ptxemu_refuse (r, orig, "registers of this type are not emulated");
  for (char *name = strtok (sp + 1, ","); name; name = strtok (NULL, ","))
    {
      name = ptxemu_trim (name);
      char *lt = strchr (name, '<');
      unsigned count = 1;
      if (lt)
	{
	  count = (unsigned) strtoul (lt + 1, NULL, 10);
	  *lt = 0;
	  if (count == 0 || count > 4096)
	    return ptxemu_refuse (r, orig, "a register range out of bounds");
	}
      if (!*name)
	return ptxemu_refuse (r, orig, "a .reg declaration without a name");
      for (unsigned i = 0; i < count; i++)
	{
	  char buf[256];
	  if (lt)
	    snprintf (buf, sizeof buf, "%s%u", name, i);
	  else
	    snprintf (buf, sizeof buf, "%s", name);
	  /* A name declared again (in another scope) with the same type
	     is the same register here; with another, not emulated.  */
	  long old = ptxemu_find_reg (r, buf);
	  if (old >= 0)
	    {
	      if (r->prog->regs[old].bits != type.bits)
		return ptxemu_refuse (r, orig,
				      "a register declared again with "
				      "another type");
	      continue;
	    }
	  if (!ptxemu_add_reg (r, buf, type))
	    return ptxemu_refuse (r, orig, "out of memory");
	}
    }
  return true;
}

/* Join to the opcode at P the modifiers that white space parts from it
   ("xor .b32 %0, ..." is "xor.b32 %0, ...": ptxas reads both), in
   place.  */
static void
join_modifiers (char *p)
{
  for (;;)
    {
      while (*p && !isspace ((unsigned char) *p))
	p++;
      char *q = p;
      while (isspace ((unsigned char) *q))
	q++;
      if (q == p || *q != '.')
	return;
      memmove (p, q, strlen (q) + 1);
    }
}

/* A vector operand of one element is that element ("{%0}", as faiss
   and raft write a scalar of ld and st): its braces made spaces in the
   operands ARGS, in place.  */
static void
unbrace_scalars (char *args)
{
  for (char *o = strchr (args, '{'); o; o = strchr (o + 1, '{'))
    {
      char *c = o + strcspn (o, ",}");
      if (*c == '}')
	*o = *c = ' ';
    }
}

/* "mov.bN d, {a, b...}" and "mov.bN {a, b...}, s": the parts are of
   N / count bits.  */
static bool
read_vector_mov (struct reader *r, struct ptxemu_insn *in, char **argv,
		 const char *orig)
{
  bool unpack = *ptxemu_trim (argv[0]) == '{';
  char *vec = ptxemu_trim (argv[unpack ? 0 : 1]);
  size_t len = strlen (vec);
  if (len < 2 || vec[0] != '{' || vec[len - 1] != '}'
      || *ptxemu_trim (argv[unpack ? 1 : 0]) == '{')
    return ptxemu_refuse (r, orig, "vector operands are not emulated here");
  vec[len - 1] = 0;
  char *parts[PTXEMU_MAX_PARTS + 1];
  unsigned n = ptxemu_split_args (vec + 1, parts, PTXEMU_MAX_PARTS);
  if (n != 2 && n != 4)
    return ptxemu_refuse (r, orig, "vector operands are not emulated here");
  unsigned w = in->type.bits / n;
  if (w < 16 || in->type.is_signed)
    return ptxemu_refuse (r, orig, "vector operands are not emulated here");
  in->op = unpack ? PTXEMU_UNPACK : PTXEMU_PACK;
  in->nargs = n + 1;
  if (unpack)
    {
      for (unsigned i = 0; i < n; i++)
	if (!ptxemu_read_arg (r, parts[i], w, true, &in->args[i], orig))
	  return false;
      return ptxemu_read_arg (r, argv[1], in->type.bits, false, &in->args[n], orig);
    }
  if (!ptxemu_read_arg (r, argv[0], in->type.bits, true, &in->args[0], orig))
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!ptxemu_read_arg (r, parts[i], w, false, &in->args[i + 1], orig))
      return false;
  return true;
}

/* The width an argument of letter L has in IN.  */
static unsigned
arg_bits (char l, const struct ptxemu_insn *in)
{
  switch (l)
    {
    case 'T': return in->type.bits;
    case 'D': return in->dtype.bits;
    case 'W': return in->type.bits * 2;
    case 'U': return 32;
    default: return 0;
    }
}

/* Whether a floating-point instruction's rounding, .ftz and .sat are
   as PTX has them for it; a missing rounding of add, sub and mul is
   .rn.  */
/* A float type's precision, to order conversions: f64, f32, then f16
   and bf16.  */
static int
rank (const struct ptxemu_type *t)
{
  return t->fmt != PTXEMU_FMT_IEEE ? 1 : t->bits == 32 ? 2 : 3;
}

static bool
float_modifiers_ok (unsigned flags, struct ptxemu_insn *in, bool fsat)
{
  /* .ftz: f32 and f16 only; .relu: fma and cvt to f16 and bf16.  */
  bool ftz_ok = false;
  const struct ptxemu_type *ty[2] = { &in->type, &in->dtype };
  for (int i = 0; i < 2; i++)
    if (ty[i]->is_float && ty[i]->fmt != PTXEMU_FMT_BF16
	&& (ty[i]->fmt == PTXEMU_FMT_F16 || ty[i]->bits == 32))
      ftz_ok = true;
  if ((in->ftz && (!(flags & FTZ) || !ftz_ok))
      || (fsat && !(flags & FSAT))
      || (in->relu && !((in->op == PTXEMU_FMA || in->op == PTXEMU_CVT)
			&& (in->op == PTXEMU_CVT ? in->dtype.fmt
			    : in->type.fmt) != PTXEMU_FMT_IEEE)))
    return false;
  bool int_round = in->round >= PTXEMU_RNI;
  if (flags & RND_CVT)
    {
      /* float to int, and to the same float type: to an integral
	 value; to a narrower float and from an int: rounded; to a wider
	 float: exact.  */
      const struct ptxemu_type *d = &in->dtype, *s = &in->type;
      if (d->pair && in->mode != PTXEMU_CVT_PAIR)
	return false;
      if (!d->is_float)
	return int_round;
      /* To the same type: to an integral value, or only .ftz and .sat
	 (cvt.sat.f32.f32).  */
      if (s->is_float && d->bits == s->bits && d->fmt == s->fmt)
	return int_round || in->round == PTXEMU_RND_NONE;
      if (!s->is_float || rank (d) < rank (s)
	  || (rank (d) == 1 && d->fmt != s->fmt))
	return in->round != PTXEMU_RND_NONE && !int_round;
      return in->round == PTXEMU_RND_NONE;
    }
  if (int_round)
    return false;
  if (flags & RND_REQ)
    return in->round != PTXEMU_RND_NONE;
  if (flags & RND)
    {
      if (in->round == PTXEMU_RND_NONE)
	in->round = PTXEMU_RN;
      return true;
    }
  if (in->round != PTXEMU_RND_NONE)
    return false;
  if (in->mode == 1 && in->op != PTXEMU_SETP)
    /* An approximate instruction: to nearest on the host.  */
    in->round = PTXEMU_RN;
  return true;
}


/* The operands ARGS of IN, an instruction of the table's row OC (its
   letters say each one's width), then IN into R's program.  */
static int
table_operands (struct reader *r, struct ptxemu_insn *in,
		const struct opcode *oc, char *args, const char *orig)
{
  char *argv[PTXEMU_MAX_ARGS + 1];
  unsigned argc = ptxemu_split_args (args, argv, PTXEMU_MAX_ARGS);
  if (oc->op == PTXEMU_MOV && argc == 2
      && (strchr (argv[0], '{') || strchr (argv[1], '{')))
    {
      if (!read_vector_mov (r, in, argv, orig))
	return false;
    }
  else
    {
      size_t want = strlen (oc->args) + (in->boolop ? 1 : 0);
      if (argc != want)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      for (unsigned i = 0; i < argc; i++)
	{
	  char l = i < strlen (oc->args) ? oc->args[i] : 'P';
	  bool dest = i == 0 && !(oc->flags & NO_DEST);
	  char *bar = dest ? strchr (argv[i], '|') : NULL;
	  if (bar)
	    {
	      if (!(oc->flags & DEST2))
		return ptxemu_refuse (r, orig, "an instruction that is not "
				      "emulated");
	      *bar = 0;
	      if (!ptxemu_read_arg (r, bar + 1, 0, true, &in->dest2, orig))
		return false;
	      in->has_dest2 = true;
	    }
	  unsigned bits = (unsigned) arg_bits (l, in);
	  /* cvt's 8-bit types live in wider registers too: the low byte
	     read, the value written extended as its type says.  */
	  if (in->op == PTXEMU_CVT && bits == 8)
	    {
	      int w = ptxemu_width_of (r, argv[i]);
	      if (w >= 8)
		bits = (unsigned) w;
	    }
	  if (!ptxemu_read_arg (r, argv[i], bits, dest, &in->args[i], orig))
	    return false;
	}
      in->nargs = argc;
    }

  return ptxemu_add_insn (r, in, orig);
}

/* An instruction of the table (opcodes[]): opcode.modifiers.types, the
   types (and setp's comparison and boolean op, and a float's rounding,
   .ftz and .sat) out, the rest the name in the table.  */
static int
read_table_insn (struct reader *r, struct ptxemu_insn *in, char *p,
		 char *args, const char *orig)
{
  char *toks[16];
  unsigned ntoks = 0;
  for (char *tok = strtok (p, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 16)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      toks[ntoks++] = tok;
    }
  struct ptxemu_type types[2];
  const char *type_words[2] = { NULL, NULL };
  unsigned ntypes = 0;
  bool is_float = false;
  for (unsigned i = 1; i < ntoks; i++)
    {
      struct ptxemu_type t;
      if (ptxemu_type_of (toks[i], &t))
	{
	  if (ntypes == 2)
	    return ptxemu_refuse (r, orig,
				  "an instruction that is not emulated");
	  type_words[ntypes] = toks[i];
	  types[ntypes++] = t;
	  is_float |= t.is_float;
	  toks[i] = NULL;
	}
    }
  char name[96] = "";
  size_t nl = 0;
  bool have_cmp = false, cmp_unsigned = false, cmp_float = false;
  bool fsat = false;
  bool is_set = ntoks && (strcmp (toks[0], "setp") == 0
			  || strcmp (toks[0], "set") == 0);
  for (unsigned i = 0; i < ntoks; i++)
    {
      char *tok = toks[i];
      if (!tok)
	continue;
      if (i && is_set && !have_cmp)
	{
	  if (ptxemu_cmp_named (tok, &in->cmp, &cmp_unsigned, &cmp_float))
	    {
	      have_cmp = true;
	      continue;
	    }
	}
      if (i && have_cmp && in->boolop == PTXEMU_BOOL_NONE)
	{
	  if (strcmp (tok, "and") == 0)
	    in->boolop = PTXEMU_BOOL_AND;
	  else if (strcmp (tok, "or") == 0)
	    in->boolop = PTXEMU_BOOL_OR;
	  else if (strcmp (tok, "xor") == 0)
	    in->boolop = PTXEMU_BOOL_XOR;
	  if (in->boolop != PTXEMU_BOOL_NONE)
	    continue;
	}
      if (i && is_float)
	{
	  bool found = false;
	  for (size_t k = 0; k < sizeof rounds / sizeof rounds[0]; k++)
	    if (strcmp (tok, rounds[k].name) == 0 && !in->round)
	      {
		in->round = rounds[k].round;
		found = true;
	      }
	  if (!found && strcmp (tok, "ftz") == 0 && !in->ftz)
	    found = in->ftz = true;
	  if (!found && strcmp (tok, "relu") == 0 && !in->relu)
	    found = in->relu = true;
	  if (!found && strcmp (tok, "sat") == 0 && !fsat)
	    found = fsat = true;
	  if (found)
	    continue;
	}
      size_t tl = strlen (tok);
      if (nl + tl + 2 > sizeof name)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      if (nl)
	name[nl++] = '.';
      memcpy (name + nl, tok, tl + 1);
      nl += tl;
    }
  const struct opcode *oc = NULL;
  for (size_t i = 0; i < sizeof opcodes / sizeof opcodes[0] && !oc; i++)
    if (strcmp (name, opcodes[i].name) == 0
	&& ntypes == (opcodes[i].types[0] == 0 ? 0u
		      : opcodes[i].types2 ? 2u : 1u)
	&& (ntypes < 1 || word_in (type_words[0], opcodes[i].types))
	&& (ntypes < 2 || word_in (type_words[1], opcodes[i].types2))
	&& (is_float == ((opcodes[i].flags & (RND | RND_REQ | RND_CVT | FTZ))
			 != 0) || opcodes[i].op == PTXEMU_MOV
	    || opcodes[i].op == PTXEMU_SELP
	    || (opcodes[i].op == PTXEMU_SLCT
		&& (ntypes < 2 || types[1].is_float
		    == ((opcodes[i].flags & FTZ) != 0)))
	    || opcodes[i].op == PTXEMU_COPYSIGN
	    || opcodes[i].op == PTXEMU_TESTP))
      oc = &opcodes[i];
  if (!oc || (is_set && !have_cmp) || (!is_set && have_cmp)
      || (cmp_float && !is_float) || (cmp_unsigned && is_float))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  in->op = oc->op;
  in->mode = oc->mode;
  in->cc_in = (oc->flags & CC_IN) != 0;
  in->cc_out = (oc->flags & CC_OUT) != 0;
  in->sat = (oc->flags & SAT) != 0 || fsat;
  if (ntypes == 1)
    in->type = types[0];
  else if (ntypes == 2 && (oc->op == PTXEMU_CVT || oc->op == PTXEMU_SET))
    {
      /* cvt.DTYPE.STYPE, set.CMP.DTYPE.STYPE.  */
      in->dtype = types[0];
      in->type = types[1];
    }
  else if (ntypes == 2)
    {
      in->type = types[0];
      in->dtype = types[1];
    }
  if (have_cmp)
    {
      /* lo ls hi hs compare unsigned; b types only for equality.  */
      if (cmp_unsigned && in->type.is_signed)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
      if (cmp_unsigned)
	in->type.is_signed = false;
      const char *st = type_words[ntypes - 1];
      if (st[0] == 'b' && !in->type.is_float && in->cmp != PTXEMU_EQ
	  && in->cmp != PTXEMU_NE)
	return ptxemu_refuse (r, orig, "an instruction that is not emulated");
    }
  if (is_float && !float_modifiers_ok (oc->flags, in, fsat))
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  if (oc->op == PTXEMU_CVT && in->dtype.bits == 0)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");

  return table_operands (r, in, oc, args, orig);
}


/* One instruction STMT (its text in the template ORIG) into R's
   program: a guard, then the reader of its form, or the table's.  */
static bool
read_insn (struct reader *r, char *stmt, const char *orig)
{
  struct ptxemu_insn in;
  memset (&in, 0, sizeof in);
  char *p = stmt;
  struct ptx_guard g;
  const char *after = ptx_scan_guard (p, NULL, &g);
  if (after)
    {
      if (!*after)
	return ptxemu_refuse (r, orig, "a guard without an instruction");
      /* The guard's word ends at white space before AFTER.  */
      ((char *) g.word)[g.word_len] = 0;
      if (!ptxemu_read_arg (r, (char *) g.word, 0, false, &in.guard, orig))
	return false;
      if (in.guard.kind == PTXEMU_ARG_IMM)
	return ptxemu_refuse (r, orig, "a guard that is not a predicate");
      in.has_guard = true;
      p = (char *) after;
    }
  join_modifiers (p);
  /* The opcode, into a string of its own: its operands may follow it
     without a space ("st.global.u32[%1], %0").  */
  size_t oplen = ptx_scan_opcode (p, NULL);
  char op[256];
  if (!oplen || oplen >= sizeof op)
    return ptxemu_refuse (r, orig, "an instruction that is not emulated");
  memcpy (op, p, oplen);
  op[oplen] = 0;
  char *args = p + oplen;
  while (ptx_space (*args))
    args++;
  p = op;
  unbrace_scalars (args);
  int v = ptxemu_read_form (r, &in, p, args, orig);
  if (v >= 0)
    return v;
  return read_table_insn (r, &in, p, args, orig);
}

bool
ptxemu_read (const char *t, size_t nops, const int *op_bits,
	     struct ptxemu_prog *prog, char **why)
{
  memset (prog, 0, sizeof *prog);
  *why = NULL;
  struct reader r;
  memset (&r, 0, sizeof r);
  r.prog = prog;
  r.nops = nops;
  r.op_bits = op_bits;
  char *text = plain (t);
  bool ok = text != NULL;
  if (!text)
    ptxemu_refuse (&r, "", "out of memory");
  for (char *p = text; ok && p && *p;)
    {
      /* A statement ends at ';', '{' or '}' (ptxscan.h).  */
      char sep;
      size_t n = (size_t) (ptx_scan_statement (p, NULL, &sep) - p);
      p[n] = 0;
      char *stmt = ptxemu_trim (p);
      if (*stmt)
	{
	  char *orig = strdup (stmt);
	  if (!orig)
	    ok = ptxemu_refuse (&r, "", "out of memory");
	  else if (strncmp (stmt, ".reg", 4) == 0
		   && isspace ((unsigned char) stmt[4]))
	    ok = read_reg_decl (&r, stmt, orig);
	  else if (strncmp (stmt, ".shared", 7) == 0
		   && isspace ((unsigned char) stmt[7]))
	    ok = read_var_decl (&r, stmt, PTXEMU_SPACE_SHARED, orig);
	  else if (strncmp (stmt, ".local", 6) == 0
		   && isspace ((unsigned char) stmt[6]))
	    ok = read_var_decl (&r, stmt, PTXEMU_SPACE_LOCAL, orig);
	  else if (*stmt == '.')
	    ok = ptxemu_refuse (&r, orig,
				"directives other than .reg, .shared "
				"and .local are not emulated");
	  else
	    {
	      /* "name:" labels, then the instruction, if any.  */
	      char *colon;
	      while (ok && (colon = strchr (stmt, ':')) != NULL
		     && colon > stmt
		     && strspn (stmt, "abcdefghijklmnopqrstuvwxyz"
				"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$%")
			== (size_t) (colon - stmt))
		{
		  *colon = 0;
		  long n = ptxemu_label_number (&r, stmt);
		  if (n < 0 || r.defined[n])
		    ok = ptxemu_refuse (&r, orig, "a label defined twice");
		  else
		    {
		      struct ptxemu_insn in;
		      memset (&in, 0, sizeof in);
		      in.op = PTXEMU_LABEL;
		      in.mode = (unsigned) n;
		      r.defined[n] = true;
		      prog->needs_blocks = true;
		      ok = ptxemu_add_insn (&r, &in, orig);
		    }
		  stmt = ptxemu_trim (colon + 1);
		}
	      if (ok && *stmt)
		ok = read_insn (&r, stmt, orig);
	    }
	  free (orig);
	}
      p = sep ? p + n + 1 : NULL;
    }
  free (text);
  for (size_t i = 0; i < prog->nlabels; i++)
    {
      if (ok && !r.defined[i])
	ok = ptxemu_refuse (&r, r.labels[i], "a branch to a label that the "
			    "statement does not define");
      free (r.labels[i]);
    }
  free (r.labels);
  free (r.defined);
  for (size_t i = 0; i < prog->nregs; i++)
    free (r.names[i]);
  free (r.names);
  for (size_t i = 0; i < prog->nvars; i++)
    free (r.var_names[i]);
  free (r.var_names);
  *why = r.why;
  return ok;
}

void
ptxemu_free (struct ptxemu_prog *prog)
{
  free (prog->insns);
  free (prog->regs);
  free (prog->vars);
  memset (prog, 0, sizeof *prog);
}
