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
#include "buf.h"
#include "lex.h"
#include "sreg.h"
#include "ptxtype.h"
#include "../rt/ptxrt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define USER_MARK '\001'

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
  /* Warp instructions, for the statement's warp (emulate-int.cc).  */
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

static const struct
{
  const char *name;
  enum ptxemu_round round;
} rounds[] = {
  { "rn", PTXEMU_RN }, { "rz", PTXEMU_RZ }, { "rm", PTXEMU_RM },
  { "rp", PTXEMU_RP }, { "rni", PTXEMU_RNI }, { "rzi", PTXEMU_RZI },
  { "rmi", PTXEMU_RMI }, { "rpi", PTXEMU_RPI },
};

static const struct
{
  const char *name;
  enum ptxemu_cmp cmp;
  bool is_unsigned;		/* lo ls hi hs: an unsigned comparison */
  bool of_floats;		/* equ ... nan: floating point only */
} cmps[] = {
  { "eq", PTXEMU_EQ, false, false }, { "ne", PTXEMU_NE, false, false },
  { "lt", PTXEMU_LT, false, false }, { "le", PTXEMU_LE, false, false },
  { "gt", PTXEMU_GT, false, false }, { "ge", PTXEMU_GE, false, false },
  { "lo", PTXEMU_LT, true, false }, { "ls", PTXEMU_LE, true, false },
  { "hi", PTXEMU_GT, true, false }, { "hs", PTXEMU_GE, true, false },
  { "equ", PTXEMU_EQU, false, true }, { "neu", PTXEMU_NEU, false, true },
  { "ltu", PTXEMU_LTU, false, true }, { "leu", PTXEMU_LEU, false, true },
  { "gtu", PTXEMU_GTU, false, true }, { "geu", PTXEMU_GEU, false, true },
  { "num", PTXEMU_NUM, false, true }, { "nan", PTXEMU_NAN, false, true },
};

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

/* The number of label NAME, a new one if it is not known yet.  */
static long
label_number (struct reader *r, const char *name)
{
  struct ptxemu_prog *pg = r->prog;
  for (size_t i = 0; i < pg->nlabels; i++)
    if (strcmp (r->labels[i], name) == 0)
      return (long) i;
  char **nl = ptxasm_grow (r->labels, pg->nlabels, &r->labels_cap,
			   sizeof *nl);
  if (!nl)
    return -1;
  r->labels = nl;
  bool *nd = ptxasm_grow (r->defined, pg->nlabels, &r->defined_cap,
			  sizeof *nd);
  if (!nd)
    return -1;
  r->defined = nd;
  r->labels[pg->nlabels] = strdup (name);
  if (!r->labels[pg->nlabels])
    return -1;
  r->defined[pg->nlabels] = false;
  return (long) pg->nlabels++;
}

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

static char *
trim (char *s)
{
  while (isspace ((unsigned char) *s))
    s++;
  char *e = s + strlen (s);
  while (e > s && isspace ((unsigned char) e[-1]))
    *--e = 0;
  return s;
}

/* Say why STMT is not emulated (the first reason only).  */
static bool
refuse (struct reader *r, const char *stmt, const char *reason)
{
  if (!r->why)
    {
      struct ptxasm_buf b = { 0 };
      ptxasm_buf_str (&b, "'");
      for (const char *p = stmt; *p; p++)
	if (*p == USER_MARK)
	  ptxasm_buf_str (&b, "%");
	else
	  ptxasm_buf_add (&b, p, 1);
      ptxasm_buf_str (&b, "': ");
      ptxasm_buf_str (&b, reason);
      r->why = ptxasm_buf_finish (&b);
    }
  return false;
}

static bool
type_of (const char *s, struct ptxemu_type *t)
{
  t->is_float = false;
  t->is_signed = false;
  if (strcmp (s, "pred") == 0)
    {
      t->bits = 0;
      return true;
    }
  t->fmt = PTXEMU_FMT_IEEE;
  t->pair = false;
  if (strcmp (s, "f32") == 0 || strcmp (s, "f64") == 0)
    {
      t->bits = s[1] == '3' ? 32 : 64;
      t->is_float = true;
      return true;
    }
  if (strcmp (s, "f16") == 0 || strcmp (s, "bf16") == 0
      || strcmp (s, "f16x2") == 0 || strcmp (s, "bf16x2") == 0)
    {
      t->is_float = true;
      t->fmt = s[0] == 'b' ? PTXEMU_FMT_BF16 : PTXEMU_FMT_F16;
      t->pair = strchr (s, 'x') != NULL;
      t->bits = t->pair ? 32 : 16;
      return true;
    }
  if (strcmp (s, "b128") == 0)
    {
      t->bits = 128;
      return true;
    }
  if ((s[0] != 'b' && s[0] != 's' && s[0] != 'u')
      || (strcmp (s + 1, "8") && strcmp (s + 1, "16")
	  && strcmp (s + 1, "32") && strcmp (s + 1, "64")))
    return false;
  t->bits = (unsigned) atoi (s + 1);
  t->is_signed = s[0] == 's';
  return true;
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

static long
find_reg (struct reader *r, const char *name)
{
  for (size_t i = 0; i < r->prog->nregs; i++)
    if (strcmp (r->names[i], name) == 0)
      return (long) i;
  return -1;
}

static bool
add_reg (struct reader *r, const char *name, struct ptxemu_type type)
{
  struct ptxemu_prog *pg = r->prog;
  struct ptxemu_type *nt = ptxasm_grow (pg->regs, pg->nregs, &r->regs_cap,
					sizeof *nt);
  if (!nt)
    return false;
  pg->regs = nt;
  char **nn = ptxasm_grow (r->names, pg->nregs, &r->names_cap, sizeof *nn);
  if (!nn)
    return false;
  r->names = nn;
  r->names[pg->nregs] = strdup (name);
  if (!r->names[pg->nregs])
    return false;
  pg->regs[pg->nregs++] = type;
  return true;
}

/* The variable NAME, -1 if the template declares none of that name.  */
static long
find_var (struct reader *r, const char *name)
{
  for (size_t i = 0; i < r->prog->nvars; i++)
    if (strcmp (r->var_names[i], name) == 0)
      return (long) i;
  return -1;
}

/* ".shared [.align N] .TYPE a[N][M], b" and the same with ".local":
   declare them, SPACE's variables.  An initializer, an array of unknown
   size (dynamic shared memory) and other spaces are not emulated.  */
static bool
read_var_decl (struct reader *r, char *stmt, enum ptxemu_space space,
	       const char *orig)
{
  char *p = trim (strchr (stmt, ' '));
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
	    return refuse (r, orig, "a declaration that is not emulated");
	  p = trim (n);
	  continue;
	}
      if (typed || !type_of (w, &type) || type.bits == 0)
	return refuse (r, orig, "a declaration that is not emulated");
      typed = true;
      *e = save;
      p = trim (e);
    }
  if (!typed || strchr (p, '='))
    return refuse (r, orig, "a declaration that is not emulated");
  unsigned esize = type.bits / 8;
  if (align < esize)
    align = esize;
  for (char *name = strtok (p, ","); name; name = strtok (NULL, ","))
    {
      name = trim (name);
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
		return refuse (r, orig, "an array of unknown or unsupported "
			       "size (dynamic shared memory) is not "
			       "emulated");
	      bytes *= k;
	      b = trim (n + 1);
	    }
	  *br = 0;
	  name = trim (name);
	}
      if (!*name || bytes > (1ull << 24) || find_var (r, name) >= 0
	  || find_reg (r, name) >= 0)
	return refuse (r, orig, "a declaration that is not emulated");
      struct ptxemu_prog *pg = r->prog;
      struct ptxemu_var *nv = ptxasm_grow (pg->vars, pg->nvars, &r->vars_cap,
					   sizeof *nv);
      if (!nv)
	return refuse (r, orig, "out of memory");
      pg->vars = nv;
      char **nn = ptxasm_grow (r->var_names, pg->nvars, &r->var_names_cap,
			       sizeof *nn);
      if (!nn)
	return refuse (r, orig, "out of memory");
      r->var_names = nn;
      r->var_names[pg->nvars] = strdup (name);
      if (!r->var_names[pg->nvars])
	return refuse (r, orig, "out of memory");
      pg->vars[pg->nvars].space = space;
      pg->vars[pg->nvars].align = align;
      pg->vars[pg->nvars].bytes = bytes;
      pg->nvars++;
    }
  return true;
}

/* Part S at its '+', if any, in place: the name or register before it,
   and the offset N after it ("buf+8", "%1+-4") in *OFF, else 0.  False
   if what follows the '+' is not a number.  */
static bool
split_offset (char *s, long long *off)
{
  *off = 0;
  char *plus = strchr (s, '+');
  if (!plus)
    return true;
  *plus = 0;
  char *e, *num = trim (plus + 1);
  bool neg = *num == '-';
  unsigned long long v = strtoull (neg ? num + 1 : num, &e, 0);
  if (e == num + neg || *trim (e))
    return false;
  *off = neg ? -(long long) v : (long long) v;
  return true;
}

/* S as "name" or "name+N" of a declared variable: its number, and N in
   *OFF; -1 if S is not one.  */
static long
var_ref (struct reader *r, const char *s, long long *off)
{
  char buf[256];
  snprintf (buf, sizeof buf, "%s", s);
  return split_offset (buf, off) ? find_var (r, trim (buf)) : -1;
}

/* ".reg .TYPE a, b<4>, %c": declare them.  */
static bool
read_reg_decl (struct reader *r, char *stmt, const char *orig)
{
  char *p = trim (stmt + 4);
  if (*p != '.')
    return refuse (r, orig, "a .reg declaration without a type");
  char *sp = p;
  while (*sp && !isspace ((unsigned char) *sp))
    sp++;
  if (!*sp)
    return refuse (r, orig, "a .reg declaration without a name");
  *sp = 0;
  struct ptxemu_type type;
  if (!type_of (p + 1, &type))
    return refuse (r, orig, "registers of this type are not emulated");
  for (char *name = strtok (sp + 1, ","); name; name = strtok (NULL, ","))
    {
      name = trim (name);
      char *lt = strchr (name, '<');
      unsigned count = 1;
      if (lt)
	{
	  count = (unsigned) strtoul (lt + 1, NULL, 10);
	  *lt = 0;
	  if (count == 0 || count > 4096)
	    return refuse (r, orig, "a register range out of bounds");
	}
      if (!*name)
	return refuse (r, orig, "a .reg declaration without a name");
      for (unsigned i = 0; i < count; i++)
	{
	  char buf[256];
	  if (lt)
	    snprintf (buf, sizeof buf, "%s%u", name, i);
	  else
	    snprintf (buf, sizeof buf, "%s", name);
	  /* A name declared again (in another scope) with the same type
	     is the same register here; with another, not emulated.  */
	  long old = find_reg (r, buf);
	  if (old >= 0)
	    {
	      if (r->prog->regs[old].bits != type.bits)
		return refuse (r, orig, "a register declared again with "
			       "another type");
	      continue;
	    }
	  if (!add_reg (r, buf, type))
	    return refuse (r, orig, "out of memory");
	}
    }
  return true;
}

/* One argument; BITS is the width it must have (0: a predicate).  */
static bool
read_arg (struct reader *r, char *s, unsigned bits, bool dest,
	  struct ptxemu_arg *a, const char *orig)
{
  s = trim (s);
  memset (a, 0, sizeof *a);
  a->bits = bits;
  if (*s == '!' && bits == 0 && !dest)
    {
      a->negated = true;
      s = trim (s + 1);
    }
  if (*s == USER_MARK)
    {
      char *e;
      unsigned long n = strtoul (s + 1, &e, 10);
      if (*trim (e) || n >= r->nops)
	return refuse (r, orig, "an operand that is not emulated");
      int ob = r->op_bits[n];
      if (ob == 0)
	return refuse (r, orig, "its operand's constraint letter is not "
		       "emulated");
      if (ob < 0 ? dest || bits == 0 : (unsigned) ob != bits)
	return refuse (r, orig, "an operand of another width than the "
		       "instruction's");
      a->kind = PTXEMU_ARG_USER;
      a->n = (unsigned) n;
      return true;
    }
  if (*s == '-' || isdigit ((unsigned char) *s))
    {
      if (dest || bits == 0)
	return refuse (r, orig, "an immediate where a register belongs");
      const char *d = *s == '-' ? s + 1 : s;
      if (d[0] == '0' && (d[1] == 'f' || d[1] == 'F' || d[1] == 'd'
			  || d[1] == 'D'))
	{
	  /* 0fXXXXXXXX, 0dXXXXXXXXXXXXXXXX: the bits.  */
	  unsigned want = (d[1] == 'f' || d[1] == 'F') ? 32 : 64;
	  char *e;
	  unsigned long long v = strtoull (d + 2, &e, 16);
	  if (*trim (e) || bits != want || *s == '-'
	      || strlen (d + 2) != want / 4)
	    return refuse (r, orig, "a floating-point immediate that is not "
			   "emulated");
	  a->kind = PTXEMU_ARG_IMM;
	  a->imm = (long long) v;
	  return true;
	}
      if (strpbrk (s, ".eE") && !strpbrk (s, "xX"))
	{
	  /* A decimal floating-point literal: a double, rounded to the
	     register's f32 (the instruction's type).  */
	  char *e;
	  double v = strtod (s, &e);
	  if (*trim (e) || (bits != 32 && bits != 64))
	    return refuse (r, orig, "a floating-point immediate that is not "
			   "emulated");
	  a->kind = PTXEMU_ARG_IMM;
	  if (bits == 32)
	    {
	      float f = (float) v;
	      unsigned u;
	      memcpy (&u, &f, 4);
	      a->imm = u;
	    }
	  else
	    memcpy (&a->imm, &v, 8);
	  return true;
	}
      char *e;
      unsigned long long v = strtoull (d, &e, 0);
      if (*e == 'U')
	e++;
      if (*trim (e))
	return refuse (r, orig, "an immediate that is not emulated");
      a->kind = PTXEMU_ARG_IMM;
      a->imm = *s == '-' ? (long long) (0ull - v) : (long long) v;
      return true;
    }
  if (dest && strcmp (s, "_") == 0)
    {
      a->kind = PTXEMU_ARG_SINK;
      return true;
    }
  long reg = find_reg (r, s);
  if (reg >= 0)
    {
      if (r->prog->regs[reg].bits != bits)
	return refuse (r, orig, "a register of another width than the "
		       "instruction's");
      a->kind = PTXEMU_ARG_REG;
      a->n = (unsigned) reg;
      return true;
    }
  if (*s == '[')
    return refuse (r, orig, "memory is not emulated");
  if (*s == '{')
    return refuse (r, orig, "vector operands are not emulated here");
  if (*s == '%')
    {
      const struct ptx_sreg *sr = ptx_sreg_find (s + 1, strlen (s + 1));
      if (sr && sr->host != PTXEMU_SREG_NONE && !ptx_sreg_family_p (sr))
	{
	  if (dest || sr->bits != bits)
	    return refuse (r, orig, "a special register of another width "
			   "than the instruction's");
	  a->kind = PTXEMU_ARG_SREG;
	  a->n = (unsigned) sr->host;
	  return true;
	}
      return refuse (r, orig, "this special register is not emulated");
    }
  long long off;
  long var = var_ref (r, s, &off);
  if (var >= 0)
    {
      /* A variable's address in its space: a local one is a 64-bit
	 host address.  */
      enum ptxemu_space sp = r->prog->vars[var].space;
      if (dest || (bits != 32 && bits != 64)
	  || (sp == PTXEMU_SPACE_LOCAL && bits != 64))
	return refuse (r, orig, "a variable's address of this width is "
		       "not emulated");
      if (sp == PTXEMU_SPACE_SHARED)
	r->prog->uses_window = true;
      a->kind = PTXEMU_ARG_VAR;
      a->n = (unsigned) var;
      a->imm = off;
      return true;
    }
  if (strcmp (s, "WARP_SZ") == 0 && !dest && bits)
    {
      /* The host's thread is lane 0 of a warp of 32.  */
      a->kind = PTXEMU_ARG_IMM;
      a->imm = 32;
      return true;
    }
  return refuse (r, orig, "an undeclared name");
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

/* Split ARGS at the commas outside braces into ARGV (at most MAX);
   the count, or MAX + 1 if there are more.  */
static unsigned
split_args (char *args, char **argv, unsigned max)
{
  unsigned argc = 0;
  int depth = 0;
  char *start = args;
  if (!*trim (args))
    return 0;
  for (char *p = args;; p++)
    {
      if (*p == '{')
	depth++;
      else if (*p == '}')
	depth--;
      else if ((*p == ',' && depth == 0) || *p == 0)
	{
	  bool end = *p == 0;
	  if (argc == max)
	    return max + 1;
	  *p = 0;
	  argv[argc++] = start;
	  start = p + 1;
	  if (end)
	    break;
	}
    }
  return argc;
}

/* "mov.bN d, {a, b...}" and "mov.bN {a, b...}, s": the parts are of
   N / count bits.  */
static bool
read_vector_mov (struct reader *r, struct ptxemu_insn *in, char **argv,
		 const char *orig)
{
  bool unpack = *trim (argv[0]) == '{';
  char *vec = trim (argv[unpack ? 0 : 1]);
  size_t len = strlen (vec);
  if (len < 2 || vec[0] != '{' || vec[len - 1] != '}'
      || *trim (argv[unpack ? 1 : 0]) == '{')
    return refuse (r, orig, "vector operands are not emulated here");
  vec[len - 1] = 0;
  char *parts[PTXEMU_MAX_PARTS + 1];
  unsigned n = split_args (vec + 1, parts, PTXEMU_MAX_PARTS);
  if (n != 2 && n != 4)
    return refuse (r, orig, "vector operands are not emulated here");
  unsigned w = in->type.bits / n;
  if (w < 16 || in->type.is_signed)
    return refuse (r, orig, "vector operands are not emulated here");
  in->op = unpack ? PTXEMU_UNPACK : PTXEMU_PACK;
  in->nargs = n + 1;
  if (unpack)
    {
      for (unsigned i = 0; i < n; i++)
	if (!read_arg (r, parts[i], w, true, &in->args[i], orig))
	  return false;
      return read_arg (r, argv[1], in->type.bits, false, &in->args[n], orig);
    }
  if (!read_arg (r, argv[0], in->type.bits, true, &in->args[0], orig))
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!read_arg (r, parts[i], w, false, &in->args[i + 1], orig))
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

/* The family of instruction IN (enum ptxemu_family), from its
   operation and types.  */
static enum ptxemu_family
family_of (const struct ptxemu_insn *in)
{
  const struct ptxemu_type *t = &in->type, *d = &in->dtype;
  switch (in->op)
    {
    case PTXEMU_LD: case PTXEMU_ST: case PTXEMU_ATOM: case PTXEMU_RED:
    case PTXEMU_CVTA: case PTXEMU_ISSPACEP: case PTXEMU_CP_ASYNC:
    case PTXEMU_MBAR:
      return PTXEMU_FAMILY_MEMORY;
    case PTXEMU_LABEL: case PTXEMU_BRA: case PTXEMU_TRAP: case PTXEMU_BAR:
      return PTXEMU_FAMILY_FLOW;
    case PTXEMU_SLCT:
      return PTXEMU_FAMILY_INT;
    default:
      break;
    }
  if ((t->is_float && t->fmt != PTXEMU_FMT_IEEE)
      || (d->is_float && d->fmt != PTXEMU_FMT_IEEE))
    return PTXEMU_FAMILY_HALF;
  if (in->op == PTXEMU_CVT && (t->is_float || d->is_float))
    return PTXEMU_FAMILY_FLOAT;
  if (t->is_float && in->op != PTXEMU_SETP && in->op != PTXEMU_SET)
    return PTXEMU_FAMILY_FLOAT;
  return PTXEMU_FAMILY_INT;
}

static bool
add_insn (struct reader *r, const struct ptxemu_insn *in, const char *orig)
{
  struct ptxemu_prog *pg = r->prog;
  struct ptxemu_insn *ni = ptxasm_grow (pg->insns, pg->ninsns,
					&r->insns_cap, sizeof *ni);
  if (!ni)
    return refuse (r, orig, "out of memory");
  pg->insns = ni;
  if (in->cc_in)
    pg->uses_cc = true;
  /* trap and its kin end the program on a path of their own.  */
  if (in->op == PTXEMU_TRAP)
    pg->needs_blocks = true;
  pg->insns[pg->ninsns] = *in;
  pg->insns[pg->ninsns].family = family_of (in);
  pg->ninsns++;
  return true;
}

/* The width of the register or operand S (0 a predicate, -1 an
   immediate), or -2 if it is neither.  */
static int
width_of (struct reader *r, char *s)
{
  s = trim (s);
  if (*s == USER_MARK)
    {
      char *e;
      unsigned long n = strtoul (s + 1, &e, 10);
      if (*trim (e) || n >= r->nops)
	return -2;
      return r->op_bits[n] > 0 ? r->op_bits[n] : -2;
    }
  if (*s == '-' || isdigit ((unsigned char) *s))
    return -1;
  long reg = find_reg (r, s);
  return reg >= 0 ? (int) r->prog->regs[reg].bits : -2;
}

/* A data argument of a memory instruction: a register at least as wide
   as the type (8-bit data in 16-, 32- or 64-bit registers; floats
   exactly), or an immediate source.  Sets IN's REG_BITS.  */
static bool
read_data (struct reader *r, struct ptxemu_insn *in, char *s, bool dest,
	   struct ptxemu_arg *a, const char *orig)
{
  int w = width_of (r, s);
  unsigned tb = in->type.bits;
  if ((w == -1 && !dest) || (dest && strcmp (trim (s), "_") == 0))
    w = (int) (in->reg_bits ? in->reg_bits : tb < 16 ? 16 : tb);
  /* An 8-bit register (".reg .u8") holds 8-bit data only.  */
  if ((w < 16 && !(w == 8 && tb == 8)) || (unsigned) w < tb
      || (in->type.is_float && (unsigned) w != tb)
      || (in->reg_bits && in->reg_bits != (unsigned) w))
    return refuse (r, orig, "an operand of another width than the "
		   "instruction's");
  in->reg_bits = (unsigned) w;
  return read_arg (r, s, (unsigned) w, dest, a, orig);
}

/* "[a]", "[a+N]" (N may be negative): A a 64-bit register or operand,
   a 32-bit one in the shared space, or a variable of IN's space.  */
static bool
read_address (struct reader *r, struct ptxemu_insn *in, char *s,
	      const char *orig)
{
  s = trim (s);
  size_t n = strlen (s);
  if (n < 3 || s[0] != '[' || s[n - 1] != ']')
    return refuse (r, orig, "an address that is not emulated");
  s[n - 1] = 0;
  char *base = s + 1;
  if (!split_offset (base, &in->offset))
    return refuse (r, orig, "an address that is not emulated");
  in->has_addr = true;
  long var = find_var (r, trim (base));
  if (var >= 0)
    {
      if (r->prog->vars[var].space != in->space)
	return refuse (r, orig, "an address of a variable of another "
		       "space is not emulated");
      return read_arg (r, base, 64, false, &in->addr, orig);
    }
  int w = width_of (r, base);
  if (in->space == PTXEMU_SPACE_SHARED)
    r->prog->uses_window = true;
  if (w != 64 && !(w == 32 && in->space == PTXEMU_SPACE_SHARED))
    return refuse (r, orig, "an address that is not a 64-bit register "
		   "(or a 32-bit one of shared memory) is not emulated");
  return read_arg (r, base, (unsigned) w, false, &in->addr, orig);
}

static const char *const atom_ops[] = {
  "add", "and", "or", "xor", "exch", "cas", "min", "max", "inc", "dec"
};

/* ld, st, atom, red, cvta and isspacep (P, the opcode; ARGS its
   arguments).  */
static bool
read_memory_insn (struct reader *r, struct ptxemu_insn *in, char *p,
		  char *args, const char *orig)
{
  char *toks[16];
  unsigned ntoks = 0;
  for (char *tok = strtok (p, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 16)
	return refuse (r, orig, "an instruction that is not emulated");
      toks[ntoks++] = tok;
    }
  if (ntoks == 0)
    return refuse (r, orig, "an instruction that is not emulated");
  const char *op = toks[0];
  bool ld = strcmp (op, "ld") == 0, st = strcmp (op, "st") == 0;
  bool atom = strcmp (op, "atom") == 0, red = strcmp (op, "red") == 0;
  bool cvta = strcmp (op, "cvta") == 0;
  unsigned vec = 1, ntypes = 0;
  int aop = -1;
  char tletter = 0;
  bool other_space = false, to = false, spaced = false, noftz = false;
  for (unsigned i = 1; i < ntoks; i++)
    {
      const char *t = toks[i];
      struct ptxemu_type ty;
      if (strcmp (t, "b8") == 0 || strcmp (t, "u8") == 0
	  || strcmp (t, "s8") == 0)
	{
	  ty.bits = 8;
	  ty.is_signed = t[0] == 's';
	  ty.is_float = false;
	}
      else if (!type_of (t, &ty))
	ty.bits = 1;
      if (ty.bits != 1)
	{
	  if (ntypes++ || ty.bits == 0)
	    return refuse (r, orig, "an instruction that is not emulated");
	  in->type = ty;
	  tletter = t[0];
	  continue;
	}
      if (strcmp (t, "global") == 0)
	spaced = true;
      else if (strcmp (t, "shared") == 0 || strcmp (t, "shared::cta") == 0)
	{
	  in->space = PTXEMU_SPACE_SHARED;
	  spaced = true;
	}
      else if (strcmp (t, "local") == 0)
	{
	  in->space = PTXEMU_SPACE_LOCAL;
	  spaced = true;
	}
      else if (strcmp (t, "const") == 0 || strcmp (t, "param") == 0
	       || strncmp (t, "shared::", 8) == 0)
	other_space = true;
      else if (strcmp (t, "to") == 0 && cvta)
	to = true;
      else if (strcmp (t, "noftz") == 0 && (atom || red))
	noftz = true;
      else if (strcmp (t, "v2") == 0 || strcmp (t, "v4") == 0)
	vec = (unsigned) (t[1] - '0');
      else if (strcmp (t, "volatile") == 0)
	in->order = PTXEMU_ORDER_VOLATILE;
      else if (strcmp (t, "relaxed") == 0)
	in->order = PTXEMU_ORDER_RELAXED;
      else if (strcmp (t, "acquire") == 0)
	in->order = PTXEMU_ORDER_ACQUIRE;
      else if (strcmp (t, "release") == 0)
	in->order = PTXEMU_ORDER_RELEASE;
      else if (strcmp (t, "acq_rel") == 0)
	in->order = PTXEMU_ORDER_ACQ_REL;
      else if (strcmp (t, "weak") == 0 || strcmp (t, "cta") == 0
	       || strcmp (t, "cluster") == 0 || strcmp (t, "gpu") == 0
	       || strcmp (t, "sys") == 0 || strcmp (t, "ca") == 0
	       || strcmp (t, "cg") == 0 || strcmp (t, "cs") == 0
	       || strcmp (t, "lu") == 0 || strcmp (t, "cv") == 0
	       || strcmp (t, "wb") == 0 || strcmp (t, "wt") == 0
	       || strcmp (t, "nc") == 0
	       || (strstr (t, "::") && strcmp (t, "L2::cache_hint") != 0))
	;			/* scopes and cache hints: one host */
      else
	{
	  int k = -1;
	  for (int j = 0; j < (int) (sizeof atom_ops / sizeof atom_ops[0]); j++)
	    if (strcmp (t, atom_ops[j]) == 0)
	      k = j;
	  if (k < 0 || !(atom || red) || aop >= 0)
	    return refuse (r, orig, "an instruction that is not emulated");
	  aop = k;
	}
    }
  if (other_space)
    {
      if (strcmp (op, "isspacep") != 0)
	return refuse (r, orig, "memory other than global, generic, shared "
		       "and local is not emulated");
      in->space = PTXEMU_SPACE_OTHER;
    }
  char *argv[6];
  unsigned argc = split_args (args, argv, 5);
  bool isspacep = strcmp (op, "isspacep") == 0;
  if (ntypes != (isspacep ? 0u : 1u))
    return refuse (r, orig, "an instruction that is not emulated");

  if (isspacep || cvta)
    {
      /* A host address is global memory unless it is in the shared
	 window.  cvta.SPACE takes an address in SPACE (a variable's
	 too), cvta.to.SPACE a generic one.  */
      if ((cvta && (in->type.bits != 64 || in->type.is_float || !spaced))
	  || argc != 2 || vec != 1)
	return refuse (r, orig, "an instruction that is not emulated");
      in->op = cvta ? PTXEMU_CVTA : PTXEMU_ISSPACEP;
      in->mode = to ? PTXEMU_CVTA_TO : 0;
      in->nargs = 2;
      if (in->space == PTXEMU_SPACE_SHARED
	  || (isspacep && in->space == PTXEMU_SPACE_GLOBAL))
	r->prog->uses_window = true;
      if (!read_arg (r, argv[0], cvta ? 64 : 0, true, &in->args[0], orig)
	  || !read_arg (r, argv[1], 64, false, &in->args[1], orig))
	return false;
      if (in->args[1].kind == PTXEMU_ARG_VAR
	  && (isspacep || to
	      || r->prog->vars[in->args[1].n].space != in->space))
	return refuse (r, orig, "an address of a variable of another "
		       "space is not emulated");
      return add_insn (r, in, orig);
    }

  if (in->type.bits == 128 && (in->order >= PTXEMU_ORDER_RELAXED
				|| atom || red))
    return refuse (r, orig, "128-bit atomic accesses are not emulated");
  if (ld || st)
    {
      if (argc != 2 || aop >= 0 || in->order == PTXEMU_ORDER_ACQ_REL
	  || (ld && in->order == PTXEMU_ORDER_RELEASE)
	  || (st && in->order == PTXEMU_ORDER_ACQUIRE))
	return refuse (r, orig, "an instruction that is not emulated");
      in->op = ld ? PTXEMU_LD : PTXEMU_ST;
      char *data = trim (argv[ld ? 0 : 1]);
      if (!read_address (r, in, argv[ld ? 1 : 0], orig))
	return false;
      char *parts[PTXEMU_MAX_PARTS + 1];
      unsigned n = 1;
      if (vec > 1)
	{
	  size_t len = strlen (data);
	  if (data[0] != '{' || data[len - 1] != '}')
	    return refuse (r, orig, "an instruction that is not emulated");
	  data[len - 1] = 0;
	  n = split_args (data + 1, parts, PTXEMU_MAX_PARTS);
	  if (n != vec)
	    return refuse (r, orig, "an instruction that is not emulated");
	}
      else
	parts[0] = data;
      for (unsigned i = 0; i < n; i++)
	if (!read_data (r, in, parts[i], ld, &in->args[i], orig))
	  return false;
      in->nargs = n;
      return add_insn (r, in, orig);
    }

  /* atom.OP.TYPE d, [a], b [, c]; red.OP.TYPE [a], b.  */
  if (aop < 0 || (red && (aop == PTXEMU_ATOM_CAS || aop == PTXEMU_ATOM_EXCH))
      || vec != 1)
    return refuse (r, orig, "an instruction that is not emulated");
  /* and or xor exch cas take .b32 .b64; add .u32 .s32 .u64 .f32 .f64;
     min max .u32 .s32 .u64 .s64; inc dec .u32.  The host does min max
     inc dec and the adds of floats in a compare-and-swap loop.  */
  bool bits_op = aop <= PTXEMU_ATOM_CAS && aop != PTXEMU_ATOM_ADD;
  /* add.noftz of f16, bf16 and their pairs: in a compare-and-swap
     loop, each half rounded to nearest, subnormals kept.  */
  bool half = in->type.is_float && in->type.fmt != PTXEMU_FMT_IEEE;
  if (half != noftz || (half && aop != PTXEMU_ATOM_ADD))
    return refuse (r, orig, "an instruction that is not emulated");
  if (!half
      && (in->type.bits < 32 || bits_op != (tletter == 'b')
	  || (aop == PTXEMU_ATOM_ADD && in->type.is_signed
	      && in->type.bits == 64)
	  || ((aop == PTXEMU_ATOM_MIN || aop == PTXEMU_ATOM_MAX)
	      && (tletter != 's' && tletter != 'u'))
	  || ((aop == PTXEMU_ATOM_INC || aop == PTXEMU_ATOM_DEC)
	      && (tletter != 'u' || in->type.bits != 32))
	  || (in->type.is_float && aop != PTXEMU_ATOM_ADD)))
    return refuse (r, orig, "an instruction that is not emulated");
  if (aop >= PTXEMU_ATOM_MIN || in->type.is_float)
    r->prog->needs_blocks = true;
  if (in->order == PTXEMU_ORDER_VOLATILE)
    return refuse (r, orig, "an instruction that is not emulated");
  if (in->order == PTXEMU_ORDER_NONE)
    in->order = PTXEMU_ORDER_RELAXED;
  unsigned want = red ? 2 : aop == PTXEMU_ATOM_CAS ? 4 : 3;
  if (argc != want)
    return refuse (r, orig, "an instruction that is not emulated");
  in->op = red ? PTXEMU_RED : PTXEMU_ATOM;
  in->mode = (unsigned) aop;
  in->nargs = argc - 1;
  unsigned k = 0;
  if (!red && !read_data (r, in, argv[0], true, &in->args[k++], orig))
    return false;
  if (!read_address (r, in, argv[red ? 0 : 1], orig))
    return false;
  for (unsigned i = red ? 1 : 2; i < argc; i++)
    if (!read_data (r, in, argv[i], false, &in->args[k++], orig))
      return false;
  if (in->reg_bits != in->type.bits)
    return refuse (r, orig, "an operand of another width than the "
		   "instruction's");
  return add_insn (r, in, orig);
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

/* A selector suffix of operand S of a SIMD video instruction of LANES
   lanes: ".h10" (2 lanes) or ".b3210" (4), the source lane of each lane
   from the highest down, into SEL; removed from S.  DEF is the default
   (no suffix).  False if the suffix is not one.  */
static bool
video_select (char *s, unsigned lanes, const char *def, unsigned char *sel)
{
  char *dot = strrchr (s, '.');
  const char *digits = def;
  if (dot && (dot[1] == 'h' || dot[1] == 'b') && isdigit ((unsigned char) dot[2]))
    {
      if (dot[1] != (lanes == 2 ? 'h' : 'b'))
	return false;
      digits = dot + 2;
      *dot = 0;
    }
  if (strlen (digits) != lanes)
    return false;
  for (unsigned i = 0; i < lanes; i++)
    {
      unsigned d = (unsigned) (digits[lanes - 1 - i] - '0');
      if (d >= 2 * lanes)
	return false;
      sel[i] = (unsigned char) d;
    }
  return true;
}

/* The mask suffix of destination S of a SIMD video instruction of LANES
   lanes (".h0", ".h1", ".h10"; ".b3210", ".b20" ...: the lanes it
   names), into *MASK (every lane without one); removed from S.  */
static bool
video_mask (char *s, unsigned lanes, unsigned char *mask)
{
  char *dot = strrchr (s, '.');
  *mask = (unsigned char) ((1u << lanes) - 1);
  if (!dot || (dot[1] != 'h' && dot[1] != 'b')
      || !isdigit ((unsigned char) dot[2]))
    return true;
  if (dot[1] != (lanes == 2 ? 'h' : 'b'))
    return false;
  unsigned m = 0, last = 8;
  for (const char *d = dot + 2; *d; d++)
    {
      unsigned n = (unsigned) (*d - '0');
      if (!isdigit ((unsigned char) *d) || n >= lanes || n >= last)
	return false;		/* the lanes from the highest down */
      m |= 1u << n;
      last = n;
    }
  *mask = (unsigned char) m;
  *dot = 0;
  return true;
}

/* The SIMD video instruction OP (vadd2, vsub4, vset2 ... with its
   modifiers) and its operands ARGS into *IN: 1 if read, 0 if refused
   (R says why), -1 if OP is no such instruction.  */
static int
read_video_insn (struct reader *r, struct ptxemu_insn *in, char *op,
		 char *args, const char *orig)
{
  static const struct
  {
    const char *name;
    enum ptxemu_video_mode mode;
  } ops[] = {
    { "vadd", PTXEMU_VIDEO_ADD }, { "vsub", PTXEMU_VIDEO_SUB },
    { "vavrg", PTXEMU_VIDEO_AVRG }, { "vabsdiff", PTXEMU_VIDEO_ABSDIFF },
    { "vmin", PTXEMU_VIDEO_MIN }, { "vmax", PTXEMU_VIDEO_MAX },
    { "vset", PTXEMU_VIDEO_SET },
  };
  /* The name first: OP is left as it is if it is not one of them.  */
  size_t nl = strcspn (op, ".");
  unsigned lanes = nl && op[nl - 1] == '2' ? 2 : nl && op[nl - 1] == '4' ? 4
		   : 0;
  int mode = -1;
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (lanes && nl == strlen (ops[i].name) + 1
	&& strncmp (op, ops[i].name, nl - 1) == 0)
      mode = (int) ops[i].mode;
  if (mode < 0)
    return -1;
  char *toks[8];
  unsigned ntoks = 0;
  for (char *tok = strtok (op, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 8)
	return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
      toks[ntoks++] = tok;
    }
  /* vop.dtype.atype.btype{.sat|.add}, vset.atype.btype.cmp{.add}.  */
  unsigned ntypes = mode == PTXEMU_VIDEO_SET ? 2 : 3, k = 1;
  bool sg[3];
  for (unsigned t = 0; t < ntypes; t++, k++)
    {
      if (k >= ntoks || (strcmp (toks[k], "u32") && strcmp (toks[k], "s32")))
	return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
      sg[t] = toks[k][0] == 's';
    }
  memset (&in->video, 0, sizeof in->video);
  if (mode == PTXEMU_VIDEO_SET)
    {
      bool found = false;
      for (size_t c = 0; k < ntoks && c < sizeof cmps / sizeof cmps[0]; c++)
	if (strcmp (toks[k], cmps[c].name) == 0 && !cmps[c].of_floats
	    && cmps[c].cmp <= PTXEMU_GE)
	  {
	    in->cmp = cmps[c].cmp;
	    found = true;
	  }
      if (!found)
	return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
      k++;
      in->video.d_signed = false;
      in->video.a_signed = sg[0];
      in->video.b_signed = sg[1];
    }
  else
    {
      in->video.d_signed = sg[0];
      in->video.a_signed = sg[1];
      in->video.b_signed = sg[2];
    }
  for (; k < ntoks; k++)
    if (strcmp (toks[k], "sat") == 0 && mode != PTXEMU_VIDEO_SET && !in->sat)
      in->sat = true;
    else if (strcmp (toks[k], "add") == 0 && !in->video.add)
      in->video.add = true;
    else
      return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
  if (in->sat && in->video.add)
    return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
  char *argv[PTXEMU_MAX_ARGS + 1];
  if (split_args (args, argv, PTXEMU_MAX_ARGS) != 4)
    return refuse (r, orig, "an instruction that is not emulated") ? 1 : 0;
  in->video.lanes = (unsigned char) lanes;
  if (!video_mask (trim (argv[0]), lanes, &in->video.mask)
      || !video_select (trim (argv[1]), lanes, lanes == 2 ? "10" : "3210",
			in->video.asel)
      || !video_select (trim (argv[2]), lanes, lanes == 2 ? "32" : "7654",
			in->video.bsel))
    return refuse (r, orig, "a selector that is not emulated") ? 1 : 0;
  in->op = PTXEMU_VIDEO;
  in->mode = (unsigned) mode;
  in->type.bits = in->dtype.bits = 32;
  in->nargs = 4;
  for (unsigned i = 0; i < 4; i++)
    if (!read_arg (r, argv[i], 32, i == 0, &in->args[i], orig))
      return 0;
  return add_insn (r, in, orig) ? 1 : 0;
}

/* mma.sync.aligned.SHAPE.row.col[.satfinite].D.A.B.C {d...}, {a...},
   {b...}, {c...}: OP its opcode, ARGS its operands; the shapes and
   types that the run-time library computes (ptxrt.h): m16n8k8 and
   m16n8k16 of f16 (to f16 or f32) and bf16, m16n8k4 and m16n8k8 of
   tf32, m8n8k4 of f64, m16n8k16, m16n8k32 and m8n8k16 of s8 and u8 (to
   s32).  */
static bool
read_mma (struct reader *r, struct ptxemu_insn *in, const char *op,
	  char *args, const char *orig)
{
  /* In the order of enum ptxrt_shape and enum ptxrt_type.  */
  static const char *const shapes[] = {
    "m16n8k8", "m16n8k16", "m16n8k4", "m8n8k4", "m16n8k32", "m8n8k16"
  };
  static const unsigned shape_mk[][2] = {
    { 16, 8 }, { 16, 16 }, { 16, 4 }, { 8, 4 }, { 16, 32 }, { 8, 16 }
  };
  static const char *const types[] = {
    "f16", "bf16", "tf32", "f32", "f64", "s8", "u8", "s32"
  };
  static const unsigned per_reg[] = { 2, 2, 1, 1, 1, 4, 4, 1 };
  const char *no = "an mma.sync of a shape or types that is not emulated";
  char buf[128];
  if (strlen (op) >= sizeof buf)
    return refuse (r, orig, no);
  strcpy (buf, op);
  char *tok[12];
  unsigned n = 0;
  for (char *t = strtok (buf, "."); t && n < 12; t = strtok (NULL, "."))
    tok[n++] = t;
  bool satf = n == 11 && strcmp (tok[6], "satfinite") == 0;
  if (n != 10u + (unsigned) satf || strcmp (tok[1], "sync") != 0
      || strcmp (tok[2], "aligned") != 0 || strcmp (tok[4], "row") != 0
      || strcmp (tok[5], "col") != 0)
    return refuse (r, orig, no);
  int shape = -1, ty[4] = { -1, -1, -1, -1 };
  for (unsigned i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
    if (strcmp (tok[3], shapes[i]) == 0)
      shape = (int) i;
  for (unsigned j = 0; j < 4; j++)
    for (unsigned i = 0; i < sizeof types / sizeof types[0]; i++)
      if (strcmp (tok[6 + satf + j], types[i]) == 0)
	ty[j] = (int) i;
  /* D, A, B, C.  */
  int d = ty[0], a = ty[1], b = ty[2], c = ty[3];
  if (shape < 0 || d < 0 || a < 0 || b < 0 || c < 0)
    return refuse (r, orig, no);
  bool f16 = a == PTXRT_F16 && b == PTXRT_F16 && d == c
    && (d == PTXRT_F16 || d == PTXRT_F32);
  bool bf16 = a == PTXRT_BF16 && b == PTXRT_BF16 && d == PTXRT_F32
    && c == PTXRT_F32;
  bool tf32 = a == PTXRT_TF32 && b == PTXRT_TF32 && d == PTXRT_F32
    && c == PTXRT_F32;
  bool f64 = a == PTXRT_F64 && b == PTXRT_F64 && d == PTXRT_F64
    && c == PTXRT_F64;
  bool i8 = (a == PTXRT_S8 || a == PTXRT_U8) && (b == PTXRT_S8 || b == PTXRT_U8)
    && d == PTXRT_S32 && c == PTXRT_S32;
  bool ok = ((f16 || bf16)
	     && (shape == PTXRT_M16N8K8 || shape == PTXRT_M16N8K16))
    || (tf32 && (shape == PTXRT_M16N8K4 || shape == PTXRT_M16N8K8))
    || (f64 && shape == PTXRT_M8N8K4)
    || (i8 && (shape == PTXRT_M16N8K16 || shape == PTXRT_M16N8K32
	       || shape == PTXRT_M8N8K16));
  if (!ok || (satf && !i8))
    return refuse (r, orig, no);
  unsigned m = shape_mk[shape][0], k = shape_mk[shape][1];
  unsigned count[4] = {
    m * 8 / 32 / per_reg[d], m * k / 32 / per_reg[a],
    k * 8 / 32 / per_reg[b], m * 8 / 32 / per_reg[c]
  };
  char *argv[5];
  if (split_args (args, argv, 4) != 4)
    return refuse (r, orig, no);
  unsigned bits = f64 ? 64 : 32;
  in->nargs = 0;
  for (unsigned j = 0; j < 4; j++)
    {
      char *v = trim (argv[j]);
      size_t len = strlen (v);
      char *parts[5];
      unsigned np;
      if (len >= 2 && v[0] == '{' && v[len - 1] == '}')
	{
	  v[len - 1] = 0;
	  np = split_args (v + 1, parts, 4);
	}
      else
	{
	  parts[0] = v;
	  np = 1;
	}
      if (np != count[j])
	return refuse (r, orig, no);
      for (unsigned i = 0; i < np; i++)
	if (!read_arg (r, trim (parts[i]), bits, j == 0,
		       &in->args[in->nargs++], orig))
	  return false;
      in->vec[j] = (unsigned char) np;
    }
  in->op = PTXEMU_MMA;
  in->mode = PTXRT_MMA_KIND (shape, d, a, b, c, satf);
  in->type.bits = bits;
  return add_insn (r, in, orig);
}

/* The registers of V, "{a, b...}" or "a", into PARTS (at most MAX):
   their number, or 0 if more.  V is changed.  */
static unsigned
read_vector (char *v, char **parts, unsigned max)
{
  v = trim (v);
  size_t len = strlen (v);
  if (len >= 2 && v[0] == '{' && v[len - 1] == '}')
    {
      v[len - 1] = 0;
      unsigned n = split_args (v + 1, parts, max + 1);
      return n > max ? 0 : n;
    }
  parts[0] = v;
  return 1;
}

/* ldmatrix.sync.aligned.m8n8.xN[.trans][.shared[::cta]].b16 {d...}, [a];
   stmatrix.sync.aligned.m8n8.xN[.trans][.shared[::cta]].b16 [a], {r...};
   movmatrix.sync.aligned.m8n8.trans.b16 d, a;  (OP the opcode, ARGS its
   arguments): the 32 lanes' 8x8 matrices of 16-bit elements, through
   the run-time library.  */
static bool
read_matrix (struct reader *r, struct ptxemu_insn *in, char *op, char *args,
	     const char *orig)
{
  const char *no = "a matrix instruction of a shape, type or space that "
    "is not emulated (ldmatrix, stmatrix: .m8n8 .x1, .x2, .x4 .b16; "
    "movmatrix: .m8n8.trans.b16)";
  char *tok[12];
  unsigned n = 0;
  for (char *t = strtok (op, "."); t && n < 12; t = strtok (NULL, "."))
    tok[n++] = t;
  enum ptxrt_matrix which = strcmp (tok[0], "ldmatrix") == 0
    ? PTXRT_MATRIX_LD : strcmp (tok[0], "stmatrix") == 0
    ? PTXRT_MATRIX_ST : PTXRT_MATRIX_MOV;
  if (n < 5 || strcmp (tok[1], "sync") != 0
      || strcmp (tok[2], "aligned") != 0 || strcmp (tok[3], "m8n8") != 0
      || strcmp (tok[n - 1], "b16") != 0)
    return refuse (r, orig, no);
  unsigned num = which == PTXRT_MATRIX_MOV ? 1 : 0, i = 4;
  bool trans = false;
  if (which != PTXRT_MATRIX_MOV && i < n - 1
      && (strcmp (tok[i], "x1") == 0 || strcmp (tok[i], "x2") == 0
	  || strcmp (tok[i], "x4") == 0))
    num = (unsigned) (tok[i++][1] - '0');
  if (i < n - 1 && strcmp (tok[i], "trans") == 0)
    trans = true, i++;
  if (which != PTXRT_MATRIX_MOV && i < n - 1
      && (strcmp (tok[i], "shared") == 0
	  || strcmp (tok[i], "shared::cta") == 0))
    in->space = PTXEMU_SPACE_SHARED, i++;
  if (i != n - 1 || num == 0 || (which == PTXRT_MATRIX_MOV && !trans))
    return refuse (r, orig, no);
  char *argv[3], *parts[5];
  if (split_args (args, argv, 2) != 2)
    return refuse (r, orig, no);
  in->type.bits = 32;
  in->nargs = 0;
  if (which == PTXRT_MATRIX_MOV)
    {
      if (!read_arg (r, trim (argv[0]), 32, true, &in->args[0], orig)
	  || !read_arg (r, trim (argv[1]), 32, false, &in->args[1], orig))
	return false;
      in->nargs = 2;
    }
  else
    {
      char *regs = argv[which == PTXRT_MATRIX_LD ? 0 : 1];
      if (read_vector (regs, parts, 4) != num)
	return refuse (r, orig, no);
      for (unsigned k = 0; k < num; k++)
	if (!read_arg (r, trim (parts[k]), 32, which == PTXRT_MATRIX_LD,
		       &in->args[in->nargs++], orig))
	  return false;
      if (!read_address (r, in, argv[which == PTXRT_MATRIX_LD ? 1 : 0],
			 orig))
	return false;
    }
  in->vec[0] = (unsigned char) num;
  in->op = PTXEMU_MATRIX;
  in->mode = PTXRT_MATRIX_MODE (which, num, trans);
  return add_insn (r, in, orig);
}

static bool
read_insn (struct reader *r, char *stmt, const char *orig)
{
  struct ptxemu_insn in;
  memset (&in, 0, sizeof in);
  char *p = stmt;
  if (*p == '@')
    {
      char *sp = p + 1;
      while (*sp && !isspace ((unsigned char) *sp))
	sp++;
      if (!*sp)
	return refuse (r, orig, "a guard without an instruction");
      *sp = 0;
      if (!read_arg (r, p + 1, 0, false, &in.guard, orig))
	return false;
      if (in.guard.kind == PTXEMU_ARG_IMM)
	return refuse (r, orig, "a guard that is not a predicate");
      in.has_guard = true;
      p = trim (sp + 1);
    }
  join_modifiers (p);
  char *sp = p;
  while (*sp && !isspace ((unsigned char) *sp))
    sp++;
  char *args = *sp ? sp + 1 : sp;
  *sp = 0;
  unbrace_scalars (args);
  if (strncmp (p, "mma.", 4) == 0)
    return read_mma (r, &in, p, args, orig);
  if (strncmp (p, "ldmatrix.", 9) == 0
      || strncmp (p, "stmatrix.", 9) == 0 || strncmp (p, "movmatrix.", 10) == 0)
    return read_matrix (r, &in, p, args, orig);
  if (strncmp (p, "wgmma.", 6) == 0)
    return refuse (r, orig, "wgmma, which takes its operands from the "
		   "registers of a warpgroup's 128 lanes, is not emulated");
  if (strcmp (p, "bra") == 0 || strcmp (p, "bra.uni") == 0)
    {
      char *target = trim (args);
      long n = label_number (r, target);
      if (!*target || strpbrk (target, " \t,[") || n < 0)
	return refuse (r, orig, "a branch that is not emulated");
      in.op = PTXEMU_BRA;
      in.mode = (unsigned) n;
      r->prog->needs_blocks = true;
      return add_insn (r, &in, orig);
    }

  bool arrive = (strcmp (p, "bar.arrive") == 0
		 || strcmp (p, "barrier.arrive") == 0
		 || strcmp (p, "barrier.arrive.aligned") == 0);
  if (arrive || strcmp (p, "bar.sync") == 0
      || strcmp (p, "bar.sync.aligned") == 0
      || strcmp (p, "barrier.sync") == 0
      || strcmp (p, "barrier.sync.aligned") == 0)
    {
      /* A named barrier of the team's OpenMP threads (each a warp of 32
	 threads on the GPU): bar.arrive counts its thread in without
	 waiting, and needs the count.  Not under a guard.  */
      char *argv[4];
      unsigned argc = split_args (args, argv, 3);
      if (in.has_guard || argc < (arrive ? 2u : 1u) || argc > 2)
	return refuse (r, orig, "an instruction that is not emulated");
      in.op = PTXEMU_BAR;
      in.mode = arrive ? PTXEMU_BAR_ARRIVE : 0;
      in.type.bits = 32;
      in.nargs = argc;
      for (unsigned i = 0; i < argc; i++)
	if (!read_arg (r, argv[i], 32, false, &in.args[i], orig))
	  return false;
      r->prog->needs_blocks = true;
      return add_insn (r, &in, orig);
    }

  bool cp_arrive = strncmp (p, "cp.async.mbarrier.arrive", 24) == 0;
  if (strncmp (p, "mbarrier.", 9) == 0 || cp_arrive)
    {
      /* mbarrier in the host's format (emulate-memory.cc); its phases
	 are completed by host threads arriving.  cp.async's arrive: the
	 copies are done, so without .noinc (pending count + 1, then an
	 arrive) nothing, with .noinc an arrive.  */
      char *argv[6];
      unsigned argc = split_args (args, argv, 5);
      char *tok = strtok (p + (cp_arrive ? 18 : 9), ".");
      int mode = -1;
      bool parity = false, noinc = false, ok = tok && !in.has_guard;
      if (!ok)
	;
      else if (cp_arrive)
	mode = PTXEMU_MBAR_ARRIVE;
      else if (strcmp (tok, "init") == 0)
	mode = PTXEMU_MBAR_INIT;
      else if (strcmp (tok, "inval") == 0)
	mode = PTXEMU_MBAR_INVAL;
      else if (strcmp (tok, "arrive") == 0)
	mode = PTXEMU_MBAR_ARRIVE;
      else if (strcmp (tok, "arrive_drop") == 0)
	mode = PTXEMU_MBAR_ARRIVE_DROP;
      else if (strcmp (tok, "test_wait") == 0 || strcmp (tok, "try_wait") == 0)
	mode = PTXEMU_MBAR_TEST_WAIT;
      else if (strcmp (tok, "pending_count") == 0)
	mode = PTXEMU_MBAR_PENDING_COUNT;
      bool b64 = false;
      for (tok = strtok (NULL, "."); tok && ok; tok = strtok (NULL, "."))
	if (strcmp (tok, "shared") == 0 || strcmp (tok, "shared::cta") == 0)
	  in.space = PTXEMU_SPACE_SHARED;
	else if (strcmp (tok, "b64") == 0)
	  b64 = true;
	else if (strcmp (tok, "parity") == 0)
	  parity = true;
	else if (strcmp (tok, "noinc") == 0 && cp_arrive)
	  noinc = true;
	else if (strcmp (tok, "noComplete") && strcmp (tok, "release")
		 && strcmp (tok, "acquire") && strcmp (tok, "relaxed")
		 && strcmp (tok, "cta"))
	  ok = false;
      if (!ok || mode < 0 || !b64 || (parity && mode != PTXEMU_MBAR_TEST_WAIT))
	return refuse (r, orig, "an instruction that is not emulated");
      in.op = PTXEMU_MBAR;
      in.mode = (unsigned) (parity ? PTXEMU_MBAR_TEST_WAIT_PARITY : mode);
      in.type.bits = 64;
      r->prog->needs_blocks = true;
      if (cp_arrive)
	{
	  if (argc != 1 || !read_address (r, &in, argv[0], orig))
	    return argc == 1 ? false
		   : refuse (r, orig, "an instruction that is not emulated");
	  if (!noinc)
	    in.op = PTXEMU_NOP;
	  in.args[0].kind = PTXEMU_ARG_SINK;
	  in.args[1].kind = PTXEMU_ARG_IMM;
	  in.args[1].imm = 1;
	  in.args[1].bits = 32;
	  in.nargs = 2;
	  return add_insn (r, &in, orig);
	}
      switch (mode)
	{
	case PTXEMU_MBAR_INIT:
	  if (argc != 2)
	    break;
	  in.nargs = 1;
	  return (read_address (r, &in, argv[0], orig)
		  && read_arg (r, argv[1], 32, false, &in.args[0], orig)
		  && add_insn (r, &in, orig));
	case PTXEMU_MBAR_INVAL:
	  if (argc != 1)
	    break;
	  return read_address (r, &in, argv[0], orig) && add_insn (r, &in, orig);
	case PTXEMU_MBAR_ARRIVE:
	case PTXEMU_MBAR_ARRIVE_DROP:
	  if (argc < 2 || argc > 3)
	    break;
	  in.nargs = 2;
	  if (!read_arg (r, argv[0], 64, true, &in.args[0], orig)
	      || !read_address (r, &in, argv[1], orig))
	    return false;
	  if (argc == 3)
	    return (read_arg (r, argv[2], 32, false, &in.args[1], orig)
		    && add_insn (r, &in, orig));
	  in.args[1].kind = PTXEMU_ARG_IMM;
	  in.args[1].imm = 1;
	  in.args[1].bits = 32;
	  return add_insn (r, &in, orig);
	case PTXEMU_MBAR_TEST_WAIT:
	  /* try_wait's time hint, if any, is not needed.  */
	  if (argc < 3 || argc > 4)
	    break;
	  in.nargs = 2;
	  return (read_arg (r, argv[0], 0, true, &in.args[0], orig)
		  && read_address (r, &in, argv[1], orig)
		  && read_arg (r, argv[2], parity ? 32 : 64, false, &in.args[1],
			       orig)
		  && (argc == 3
		      || read_arg (r, argv[3], 32, false, &in.args[2], orig))
		  && add_insn (r, &in, orig));
	case PTXEMU_MBAR_PENDING_COUNT:
	  if (argc != 2)
	    break;
	  in.nargs = 2;
	  return (read_arg (r, argv[0], 32, true, &in.args[0], orig)
		  && read_arg (r, argv[1], 64, false, &in.args[1], orig)
		  && add_insn (r, &in, orig));
	}
      return refuse (r, orig, "an instruction that is not emulated");
    }

  if (strncmp (p, "cp.async.", 9) == 0 && strstr (p, ".global"))
    {
      /* The copy happens at once on the host (the table's
	 commit_group, wait_group and wait_all wait for nothing).  */
      char *argv[7];
      unsigned argc = split_args (args, argv, 6);
      /* cp.async.{ca,cg}.shared{::cta}.global{.L2::...} [d], [s], size
	 {, src-size | ignore-src}{, cache-policy}: the size a literal or
	 an operand ("n"); a guard too.  */
      bool hint = strstr (p, ".L2::cache_hint") != NULL;
      bool ok = argc >= 3 && argc <= 4u + hint;
      bool shared = false, global = false;
      for (char *tok = strtok (p + 9, "."); tok && ok;
	   tok = strtok (NULL, "."))
	if (strcmp (tok, "shared") == 0 || strcmp (tok, "shared::cta") == 0)
	  shared = true;
	else if (strcmp (tok, "global") == 0)
	  global = true;
	else if (strcmp (tok, "ca") && strcmp (tok, "cg")
		 && strncmp (tok, "L2::", 4) != 0)
	  ok = false;
      if (!ok || !shared || !global)
	return refuse (r, orig, "an instruction that is not emulated");
      in.op = PTXEMU_CP_ASYNC;
      in.space = PTXEMU_SPACE_SHARED;
      char *e;
      unsigned long size = strtoul (trim (argv[2]), &e, 0);
      if (isdigit ((unsigned char) *trim (argv[2])))
	{
	  if ((size != 4 && size != 8 && size != 16) || *trim (e))
	    return refuse (r, orig, "a cp.async of a size other than 4, 8 "
			   "or 16 is not emulated");
	  in.mode = (unsigned) size;
	}
      else if (!read_arg (r, trim (argv[2]), 32, false, &in.args[2], orig))
	return false;
      if (in.has_guard)
	r->prog->needs_blocks = true;
      if (!read_address (r, &in, argv[0], orig))
	return false;
      /* The source, a global address, as ARGS[0] plus its IMM.  */
      struct ptxemu_insn src;
      memset (&src, 0, sizeof src);
      src.space = PTXEMU_SPACE_GLOBAL;
      if (!read_address (r, &src, argv[1], orig))
	return false;
      in.args[0] = src.addr;
      in.args[0].imm = src.offset;
      /* A fourth operand without a cache policy, or with one: the bytes
	 read, or a predicate (a .pred register) that none are.  */
      if (argc == 5u || (argc == 4u && !hint))
	{
	  bool pred = width_of (r, argv[3]) == 0;
	  if (!read_arg (r, trim (argv[3]), pred ? 0 : 32, false,
			 &in.args[1], orig))
	    return false;
	  in.vec[0] = pred ? PTXEMU_CP_IGNORE_SRC : PTXEMU_CP_SRC_SIZE;
	}
      /* The operands not given: 0.  */
      if (!in.vec[0])
	in.args[1].kind = PTXEMU_ARG_IMM;
      if (in.mode)
	in.args[2].kind = PTXEMU_ARG_IMM;
      in.nargs = 3;
      return add_insn (r, &in, orig);
    }

  if (strncmp (p, "cvt.pack.sat.", 13) == 0)
    {
      /* cvt.pack.sat.{u16,s16}.s32 d, a, b;
	 cvt.pack.sat.{u2,s2,u4,s4,u8,s8}.s32.b32 d, a, b, c.  */
      char *t = p + 13, *ab = strchr (t, '.');
      char *c = ab ? strchr (ab + 1, '.') : NULL;
      if (!ab)
	return refuse (r, orig, "an instruction that is not emulated");
      *ab++ = 0;
      if (c)
	*c++ = 0;
      unsigned n = (t[0] == 'u' || t[0] == 's') ? (unsigned) atoi (t + 1) : 0;
      bool wide = n == 16;
      char *argv[5];
      unsigned argc = split_args (args, argv, 4);
      if ((n != 2 && n != 4 && n != 8 && n != 16)
	  || strspn (t + 1, "0123456789") != strlen (t + 1)
	  || strcmp (ab, "s32") != 0 || (wide ? c != NULL : !c || strcmp (c, "b32"))
	  || argc != (wide ? 3u : 4u))
	return refuse (r, orig, "an instruction that is not emulated");
      in.op = PTXEMU_CVT_PACK;
      in.type.bits = 32;
      in.type.is_signed = true;
      in.dtype.bits = n;
      in.dtype.is_signed = t[0] == 's';
      in.nargs = argc;
      for (unsigned i = 0; i < argc; i++)
	if (!read_arg (r, argv[i], 32, i == 0, &in.args[i], orig))
	  return false;
      return add_insn (r, &in, orig);
    }

  if (p[0] == 'v' && (strchr (p, '2') || strchr (p, '4')))
    {
      int v = read_video_insn (r, &in, p, args, orig);
      if (v >= 0)
	return v;
    }

  if (strncmp (p, "prefetch", 8) == 0)
    {
      /* prefetch, prefetchu: a hint, of an address the host need not
	 read: nothing.  */
      char *a = trim (args);
      size_t n = strlen (a);
      if (!n || a[0] != '[' || a[n - 1] != ']' || strchr (a, ','))
	return refuse (r, orig, "an instruction that is not emulated");
      in.op = PTXEMU_NOP;
      return add_insn (r, &in, orig);
    }

  static const char *const memory_ops[] = { "ld.", "st.", "atom.", "red.",
					    "cvta.", "isspacep." };
  for (size_t i = 0; i < sizeof memory_ops / sizeof memory_ops[0]; i++)
    if (strncmp (p, memory_ops[i], strlen (memory_ops[i])) == 0)
      {
	if (in.has_guard)
	  r->prog->needs_blocks = true;
	return read_memory_insn (r, &in, p, args, orig);
      }

  /* opcode.modifiers.types: the types (and setp's comparison and
     boolean op, and a float's rounding, .ftz and .sat) out, the rest is
     the name in the table.  */
  char *toks[16];
  unsigned ntoks = 0;
  for (char *tok = strtok (p, "."); tok; tok = strtok (NULL, "."))
    {
      if (ntoks == 16)
	return refuse (r, orig, "an instruction that is not emulated");
      toks[ntoks++] = tok;
    }
  struct ptxemu_type types[2];
  const char *type_words[2] = { NULL, NULL };
  unsigned ntypes = 0;
  bool is_float = false;
  for (unsigned i = 1; i < ntoks; i++)
    {
      struct ptxemu_type t;
      if (type_of (toks[i], &t))
	{
	  if (ntypes == 2)
	    return refuse (r, orig, "an instruction that is not emulated");
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
	  bool found = false;
	  for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++)
	    if (strcmp (tok, cmps[k].name) == 0)
	      {
		in.cmp = cmps[k].cmp;
		cmp_unsigned = cmps[k].is_unsigned;
		cmp_float = cmps[k].of_floats;
		found = true;
	      }
	  if (found)
	    {
	      have_cmp = true;
	      continue;
	    }
	}
      if (i && have_cmp && in.boolop == PTXEMU_BOOL_NONE)
	{
	  if (strcmp (tok, "and") == 0)
	    in.boolop = PTXEMU_BOOL_AND;
	  else if (strcmp (tok, "or") == 0)
	    in.boolop = PTXEMU_BOOL_OR;
	  else if (strcmp (tok, "xor") == 0)
	    in.boolop = PTXEMU_BOOL_XOR;
	  if (in.boolop != PTXEMU_BOOL_NONE)
	    continue;
	}
      if (i && is_float)
	{
	  bool found = false;
	  for (size_t k = 0; k < sizeof rounds / sizeof rounds[0]; k++)
	    if (strcmp (tok, rounds[k].name) == 0 && !in.round)
	      {
		in.round = rounds[k].round;
		found = true;
	      }
	  if (!found && strcmp (tok, "ftz") == 0 && !in.ftz)
	    found = in.ftz = true;
	  if (!found && strcmp (tok, "relu") == 0 && !in.relu)
	    found = in.relu = true;
	  if (!found && strcmp (tok, "sat") == 0 && !fsat)
	    found = fsat = true;
	  if (found)
	    continue;
	}
      size_t tl = strlen (tok);
      if (nl + tl + 2 > sizeof name)
	return refuse (r, orig, "an instruction that is not emulated");
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
    return refuse (r, orig, "an instruction that is not emulated");
  in.op = oc->op;
  in.mode = oc->mode;
  in.cc_in = (oc->flags & CC_IN) != 0;
  in.cc_out = (oc->flags & CC_OUT) != 0;
  in.sat = (oc->flags & SAT) != 0 || fsat;
  if (ntypes == 1)
    in.type = types[0];
  else if (ntypes == 2 && (oc->op == PTXEMU_CVT || oc->op == PTXEMU_SET))
    {
      /* cvt.DTYPE.STYPE, set.CMP.DTYPE.STYPE.  */
      in.dtype = types[0];
      in.type = types[1];
    }
  else if (ntypes == 2)
    {
      in.type = types[0];
      in.dtype = types[1];
    }
  if (have_cmp)
    {
      /* lo ls hi hs compare unsigned; b types only for equality.  */
      if (cmp_unsigned && in.type.is_signed)
	return refuse (r, orig, "an instruction that is not emulated");
      if (cmp_unsigned)
	in.type.is_signed = false;
      const char *st = type_words[ntypes - 1];
      if (st[0] == 'b' && !in.type.is_float && in.cmp != PTXEMU_EQ
	  && in.cmp != PTXEMU_NE)
	return refuse (r, orig, "an instruction that is not emulated");
    }
  if (is_float && !float_modifiers_ok (oc->flags, &in, fsat))
    return refuse (r, orig, "an instruction that is not emulated");
  if (oc->op == PTXEMU_CVT && in.dtype.bits == 0)
    return refuse (r, orig, "an instruction that is not emulated");

  char *argv[PTXEMU_MAX_ARGS + 1];
  unsigned argc = split_args (args, argv, PTXEMU_MAX_ARGS);
  if (oc->op == PTXEMU_MOV && argc == 2
      && (strchr (argv[0], '{') || strchr (argv[1], '{')))
    {
      if (!read_vector_mov (r, &in, argv, orig))
	return false;
    }
  else
    {
      size_t want = strlen (oc->args) + (in.boolop ? 1 : 0);
      if (argc != want)
	return refuse (r, orig, "an instruction that is not emulated");
      for (unsigned i = 0; i < argc; i++)
	{
	  char l = i < strlen (oc->args) ? oc->args[i] : 'P';
	  bool dest = i == 0 && !(oc->flags & NO_DEST);
	  char *bar = dest ? strchr (argv[i], '|') : NULL;
	  if (bar)
	    {
	      if (!(oc->flags & DEST2))
		return refuse (r, orig, "an instruction that is not "
			       "emulated");
	      *bar = 0;
	      if (!read_arg (r, bar + 1, 0, true, &in.dest2, orig))
		return false;
	      in.has_dest2 = true;
	    }
	  unsigned bits = (unsigned) arg_bits (l, &in);
	  /* cvt's 8-bit types live in wider registers too: the low byte
	     read, the value written extended as its type says.  */
	  if (in.op == PTXEMU_CVT && bits == 8)
	    {
	      int w = width_of (r, argv[i]);
	      if (w >= 8)
		bits = (unsigned) w;
	    }
	  if (!read_arg (r, argv[i], bits, dest, &in.args[i], orig))
	    return false;
	}
      in.nargs = argc;
    }

  return add_insn (r, &in, orig);
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
    refuse (&r, "", "out of memory");
  for (char *p = text; ok && p && *p;)
    {
      /* A statement ends at ';', '{' or '}'; a '{' after the start of
	 an instruction opens a vector operand, which ends at its '}'.  */
      size_t n = 0;
      bool content = false;
      for (; p[n] && p[n] != ';' && p[n] != '}'; n++)
	{
	  if (p[n] == '{')
	    {
	      if (!content)
		break;
	      while (p[n] && p[n] != '}' && p[n] != ';')
		n++;
	      if (p[n] != '}')
		break;
	    }
	  else if (!isspace ((unsigned char) p[n]))
	    content = true;
	}
      char sep = p[n];
      p[n] = 0;
      char *stmt = trim (p);
      if (*stmt)
	{
	  char *orig = strdup (stmt);
	  if (!orig)
	    ok = refuse (&r, "", "out of memory");
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
	    ok = refuse (&r, orig, "directives other than .reg, .shared "
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
		  long n = label_number (&r, stmt);
		  if (n < 0 || r.defined[n])
		    ok = refuse (&r, orig, "a label defined twice");
		  else
		    {
		      struct ptxemu_insn in;
		      memset (&in, 0, sizeof in);
		      in.op = PTXEMU_LABEL;
		      in.mode = (unsigned) n;
		      r.defined[n] = true;
		      prog->needs_blocks = true;
		      ok = add_insn (&r, &in, orig);
		    }
		  stmt = trim (colon + 1);
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
	ok = refuse (&r, r.labels[i], "a branch to a label that the "
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
