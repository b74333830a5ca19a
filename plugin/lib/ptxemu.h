/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu.h -- inline PTX as host code: the template read into
   instructions for the host fallback (issue 23).

   Plain C11, no GCC headers.  plugin/gcc/emulate/emulate.cc (with its emulate-*.cc) turns
   what this reads into GIMPLE that computes on the host what the
   statement computes on the GPU, so
   that the host fallback of an offloaded region (no GPU,
   OMP_TARGET_OFFLOAD=disabled) runs instead of stopping.  The template
   is the user's, in GCC's syntax (%N operands, %% a literal '%', %= a
   number).  Supported so far: integer and bit instructions on registers
   of 16, 32 and 64 bits and predicates (the table in ptxemu.c), the
   carry flag, vector operands of mov, the special registers and warp
   instructions in the host's view (lane 0 of the OpenMP thread's warp,
   whose active lanes the record's LANES says), f16, bf16, f32
   and f64 arithmetic, comparisons and conversions, loads, stores and atomics
   of global, generic, shared and local memory, labels and branches,
   ".reg", ".shared" and ".local" declarations, braces, and "@p" /
   "@!p" guards.  Anything else (const and param memory, mma) makes
   the statement unsupported, with the first instruction that is not
   quoted, so that the host copy keeps stopping the program and the
   compiler can say why.  */

#ifndef PTXASM_PTXEMU_H
#define PTXASM_PTXEMU_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ptxemu_op
{
  PTXEMU_MOV, PTXEMU_ADD, PTXEMU_SUB, PTXEMU_MUL_LO, PTXEMU_MUL_HI,
  PTXEMU_MUL_WIDE, PTXEMU_MAD_LO, PTXEMU_AND, PTXEMU_OR, PTXEMU_XOR,
  PTXEMU_NOT, PTXEMU_CNOT, PTXEMU_SHL, PTXEMU_SHR, PTXEMU_NEG, PTXEMU_ABS,
  PTXEMU_MIN, PTXEMU_MAX, PTXEMU_SELP, PTXEMU_SETP, PTXEMU_POPC,
  PTXEMU_CLZ, PTXEMU_CVT, PTXEMU_DIV, PTXEMU_REM, PTXEMU_BREV,
  PTXEMU_MAD_HI, PTXEMU_MAD_WIDE, PTXEMU_MUL24_LO, PTXEMU_MUL24_HI,
  PTXEMU_MAD24_LO, PTXEMU_MAD24_HI, PTXEMU_SAD,
  PTXEMU_PRMT,			/* MODE: enum ptxemu_prmt_mode */
  PTXEMU_BFE, PTXEMU_BFI,
  PTXEMU_BFIND,			/* MODE: PTXEMU_BFIND_SHIFTAMT or 0 */
  PTXEMU_LOP3,
  PTXEMU_SHF,			/* MODE: enum ptxemu_shf_mode */
  PTXEMU_DP4A,
  PTXEMU_DP2A,			/* MODE: PTXEMU_DP2A_HI or 0 (.lo) */
  PTXEMU_SET,			/* all ones or 0 */
  PTXEMU_SLCT,			/* a if c >= 0, else b (DTYPE: c's type) */
  PTXEMU_PACK,			/* mov d, {a, b...} */
  PTXEMU_CVT_PACK,		/* cvt.pack.sat: a and b (.s32) saturated
				   to DTYPE (2 to 16 bits), b in the low
				   field, a above it, the rest c's low
				   bits (or 0) */
  PTXEMU_UNPACK,		/* mov {a, b...}, s: NARGS - 1 destinations */
  /* The warp of the statement's lane 0, whose active lanes hold the
     same values (the record's LANES).  */
  PTXEMU_SHFL,			/* MODE: enum ptxemu_shfl_mode */
  PTXEMU_VOTE,			/* MODE: enum ptxemu_vote_mode */
  PTXEMU_MATCH_ANY, PTXEMU_MATCH_ALL,
  PTXEMU_REDUX,			/* MODE: enum ptxemu_redux_mode */
  PTXEMU_ACTIVEMASK, PTXEMU_ELECT,
  PTXEMU_MMA,			/* the kind of ptxrt.h in MODE; VEC */
  PTXEMU_MATRIX,		/* ldmatrix, stmatrix, movmatrix: MODE
				   ptxrt.h's PTXRT_MATRIX_MODE, VEC[0] the
				   registers; the address as memory's */
  PTXEMU_NOP,			/* bar.warp.sync, membar, fence: nothing to
				   do for one thread but order memory */
  /* Floating point (the instruction's type is f32 or f64; add sub mul
     min max abs neg mov selp setp cvt are the integer ops' codes).  */
  PTXEMU_FMA, PTXEMU_FDIV, PTXEMU_SQRT, PTXEMU_RCP, PTXEMU_COPYSIGN,
  /* .approx (and div.full): computed closely in double, rounded to
     nearest; the GPU's results are within a few ulp (the manual).  */
  PTXEMU_RSQRT, PTXEMU_EX2, PTXEMU_LG2, PTXEMU_SIN, PTXEMU_COS,
  PTXEMU_TANH,
  PTXEMU_TESTP,			/* MODE: enum ptxemu_testp_mode */
  /* Memory, global or generic: host memory.  */
  PTXEMU_LD,			/* NARGS destinations (a vector's), from ADDR */
  PTXEMU_ST,			/* NARGS sources, to ADDR */
  PTXEMU_ATOM,			/* MODE: enum ptxemu_atom; d, b [, c]; at
				   ADDR */
  PTXEMU_RED,			/* MODE: enum ptxemu_atom; b; at ADDR */
  PTXEMU_CP_ASYNC,		/* cp.async: MODE bytes (0: ARGS[2] of
				   them) from global memory at ARGS[0]
				   (plus its IMM) to shared memory at
				   ADDR, at once; ARGS[1], if VEC[0]
				   says, the bytes read (the rest 0):
				   PTXEMU_CP_SRC_SIZE, or a predicate
				   that none are: PTXEMU_CP_IGNORE_SRC */
  PTXEMU_MBAR,			/* mbarrier (MODE: enum ptxemu_mbar_mode)
				   at ADDR, in the host's own format of
				   its 64 bits */
  PTXEMU_CVTA,			/* to the generic space (MODE 0) or from it
				   (PTXEMU_CVTA_TO) for the insn's SPACE */
  PTXEMU_ISSPACEP,		/* whether the address is in SPACE */
  /* Control flow.  */
  PTXEMU_LABEL,			/* MODE: the label's number */
  PTXEMU_BRA,			/* MODE: the target label's number */
  PTXEMU_VIDEO,			/* the SIMD video instructions vadd2 ...
				   vset4: MODE enum ptxemu_video_mode, the
				   rest in VIDEO */
  PTXEMU_TRAP,			/* trap, exit, brkpt (MODE: enum
				   ptxemu_trap_mode): the host fallback
				   stops the program when it runs one */
  PTXEMU_BAR			/* bar.sync / barrier.sync a [, b] (MODE
				   0), bar.arrive a, b (PTXEMU_BAR_ARRIVE):
				   named barrier a of the team's OpenMP
				   threads, each 32 of the b (default: all
				   the team's) */
};

/* The modes (ptxemu_insn's MODE) of the instructions that have them.  */
enum ptxemu_prmt_mode
{
  PTXEMU_PRMT_PLAIN, PTXEMU_PRMT_F4E, PTXEMU_PRMT_B4E, PTXEMU_PRMT_RC8,
  PTXEMU_PRMT_ECL, PTXEMU_PRMT_ECR, PTXEMU_PRMT_RC16
};

/* shf: bit 0 clamps (else wraps), bit 1 shifts right (else left).  */
enum ptxemu_shf_mode
{
  PTXEMU_SHF_L_WRAP = 0, PTXEMU_SHF_L_CLAMP = 1,
  PTXEMU_SHF_R_WRAP = 2, PTXEMU_SHF_R_CLAMP = 3
};
#define PTXEMU_SHF_CLAMP 1
#define PTXEMU_SHF_RIGHT 2

enum ptxemu_shfl_mode
{
  PTXEMU_SHFL_UP, PTXEMU_SHFL_DOWN, PTXEMU_SHFL_BFLY, PTXEMU_SHFL_IDX
};

enum ptxemu_vote_mode
{
  PTXEMU_VOTE_ALL, PTXEMU_VOTE_ANY, PTXEMU_VOTE_UNI, PTXEMU_VOTE_BALLOT
};

/* As ptxrt.h numbers them.  Over lanes that hold the same value, min,
   max, and and or give it; add and xor count the lanes.  */
enum ptxemu_redux_mode
{
  PTXEMU_REDUX_ADD, PTXEMU_REDUX_XOR, PTXEMU_REDUX_MIN, PTXEMU_REDUX_MAX,
  PTXEMU_REDUX_AND, PTXEMU_REDUX_OR
};

enum ptxemu_testp_mode
{
  PTXEMU_TESTP_FINITE, PTXEMU_TESTP_INFINITE, PTXEMU_TESTP_NUMBER,
  PTXEMU_TESTP_NOTANUMBER, PTXEMU_TESTP_NORMAL, PTXEMU_TESTP_SUBNORMAL
};

enum ptxemu_video_mode
{
  PTXEMU_VIDEO_ADD, PTXEMU_VIDEO_SUB, PTXEMU_VIDEO_AVRG,
  PTXEMU_VIDEO_ABSDIFF, PTXEMU_VIDEO_MIN, PTXEMU_VIDEO_MAX,
  PTXEMU_VIDEO_SET		/* CMP: the comparison */
};

/* What a SIMD video instruction (PTXEMU_VIDEO) does besides its mode:
   LANES lanes of 32 / LANES bits; lane I of a and b is lane ASEL[I],
   BSEL[I] of the 2 * LANES lanes of {b, a} (a the low ones), extended
   as A_SIGNED, B_SIGNED say; .sat clamps to the destination's lane
   (D_SIGNED, the instruction's SAT); .add (ADD) sums the lanes of MASK
   into c, else they are merged into c's other lanes.  */
struct ptxemu_video
{
  unsigned char lanes;		/* 2 or 4 */
  unsigned char mask;		/* bit I: lane I */
  unsigned char asel[4], bsel[4];
  bool add, a_signed, b_signed, d_signed;
};

/* mbarrier's operations: init [a], count; inval [a]; arrive and
   arrive_drop state, [a] {, count} (ARGS[0] the state, ARGS[1] the
   count); test_wait and try_wait p, [a], state (or .parity); the
   pending count of a state; cp.async.mbarrier.arrive.noinc [a].  */
enum ptxemu_mbar_mode
{
  PTXEMU_MBAR_INIT, PTXEMU_MBAR_INVAL, PTXEMU_MBAR_ARRIVE,
  PTXEMU_MBAR_ARRIVE_DROP, PTXEMU_MBAR_TEST_WAIT,
  PTXEMU_MBAR_TEST_WAIT_PARITY, PTXEMU_MBAR_PENDING_COUNT
};

enum ptxemu_trap_mode
{
  PTXEMU_TRAP_TRAP, PTXEMU_TRAP_EXIT, PTXEMU_TRAP_BRKPT
};

/* bfind, dp2a, isspacep, cvt, the no-ops: one flag.  */
#define PTXEMU_BFIND_SHIFTAMT 1
#define PTXEMU_DP2A_HI 1
#define PTXEMU_CVTA_TO 1		/* cvta.to.SPACE: generic to SPACE */
#define PTXEMU_BAR_ARRIVE 1	/* bar.arrive: no wait */
#define PTXEMU_CVT_PAIR 1	/* cvt.f16x2.f32 d, a, b: two sources */
#define PTXEMU_NOP_FENCE 1	/* membar, fence: a fence on the host */
#define PTXEMU_NOP_WARPSYNC 2	/* bar.warp.sync: the lanes meet */
#define PTXEMU_MINMAX_NAN 1	/* min.NaN, max.NaN: a NaN input gives
				   NaN */

enum ptxemu_atom
{
  PTXEMU_ATOM_ADD, PTXEMU_ATOM_AND, PTXEMU_ATOM_OR, PTXEMU_ATOM_XOR,
  PTXEMU_ATOM_EXCH, PTXEMU_ATOM_CAS, PTXEMU_ATOM_MIN, PTXEMU_ATOM_MAX,
  PTXEMU_ATOM_INC, PTXEMU_ATOM_DEC
};

/* A state space, as the host keeps it (the manual's "Shared and local
   memory on the host"):
     global   host memory, a generic address its host address;
     shared   the team's: host memory in one window, the section
              __ptxasm_shared, a shared address its offset there;
     local    the thread's: its host stack, a local address its host
              address (64 bits only);
     other    .const and .param: isspacep only (false).  */
enum ptxemu_space
{
  PTXEMU_SPACE_GLOBAL, PTXEMU_SPACE_SHARED, PTXEMU_SPACE_LOCAL,
  PTXEMU_SPACE_OTHER
};

/* cp.async's fourth operand (VEC[0]).  */
enum { PTXEMU_CP_SRC_SIZE = 1, PTXEMU_CP_IGNORE_SRC = 2 };

/* A variable that the template declares (".shared .align 16 .b8
   buf[256]", ".local .u32 x"): BYTES of SPACE at ALIGN.  */
struct ptxemu_var
{
  enum ptxemu_space space;
  unsigned align;
  unsigned long long bytes;
};

/* A memory access's ordering.  */
enum ptxemu_order
{
  PTXEMU_ORDER_NONE,		/* a plain (weak) access */
  PTXEMU_ORDER_VOLATILE, PTXEMU_ORDER_RELAXED, PTXEMU_ORDER_ACQUIRE,
  PTXEMU_ORDER_RELEASE, PTXEMU_ORDER_ACQ_REL
};

enum ptxemu_cmp
{
  PTXEMU_EQ, PTXEMU_NE, PTXEMU_LT, PTXEMU_LE, PTXEMU_GT, PTXEMU_GE,
  /* Floating point only: unordered (true when either is NaN), and
     whether neither or either is NaN.  */
  PTXEMU_EQU, PTXEMU_NEU, PTXEMU_LTU, PTXEMU_LEU, PTXEMU_GTU, PTXEMU_GEU,
  PTXEMU_NUM, PTXEMU_NAN
};

/* A floating-point instruction's rounding: none written, to nearest
   even, toward zero, down, up; the same to an integral value (cvt).  */
enum ptxemu_round
{
  PTXEMU_RND_NONE, PTXEMU_RN, PTXEMU_RZ, PTXEMU_RM, PTXEMU_RP,
  PTXEMU_RNI, PTXEMU_RZI, PTXEMU_RMI, PTXEMU_RPI
};

/* setp's and set's .and/.or/.xor with a predicate.  */
enum ptxemu_boolop
{
  PTXEMU_BOOL_NONE, PTXEMU_BOOL_AND, PTXEMU_BOOL_OR, PTXEMU_BOOL_XOR
};

/* What the host computes of the special registers (read with mov), in
   its one-thread view: a warp of one lane, one per OpenMP thread; the
   rows of sreg.def's SREG_HOST.  */
enum ptxemu_sreg
{
  PTXEMU_SREG_NONE = -1,	/* not read on the host (sreg.def) */
#define SREG_HOST(HOST) PTXEMU_SREG_##HOST,
#include "sreg.def"
#undef SREG_HOST
};

/* A value's type: BITS wide (0 for a predicate), signed or not.  */
/* A floating-point type's format: IEEE binary32 and binary64 (by BITS),
   binary16 (f16), bfloat16 (bf16).  */
enum ptxemu_fmt
{
  PTXEMU_FMT_IEEE, PTXEMU_FMT_F16, PTXEMU_FMT_BF16
};

struct ptxemu_type
{
  unsigned bits;
  bool is_signed;
  bool is_float;		/* f16 bf16 f32 f64 and the pairs */
  enum ptxemu_fmt fmt;
  bool pair;			/* f16x2, bf16x2: two in 32 bits, the first
				   in the low half */
};

enum ptxemu_arg_kind
{
  PTXEMU_ARG_USER,		/* the user's operand N */
  PTXEMU_ARG_REG,		/* local register N (ptxemu_prog's regs) */
  PTXEMU_ARG_IMM,		/* an integer */
  PTXEMU_ARG_SREG,		/* special register N (enum ptxemu_sreg) */
  PTXEMU_ARG_SINK,		/* "_": a destination that is dropped */
  PTXEMU_ARG_VAR		/* variable N's address in its space, plus
				   IMM bytes ("buf", "buf+8") */
};

struct ptxemu_arg
{
  enum ptxemu_arg_kind kind;
  unsigned n;
  long long imm;
  bool negated;			/* "!p" as a predicate source */
  unsigned bits;		/* its width as the instruction reads or
				   writes it (0: a predicate) */
};

/* The most operands of an instruction: mma.sync.aligned.m8n8k4's 20
   registers (D and C of 8 f32, A and B of 2) at most.  */
#define PTXEMU_MAX_ARGS 20

/* The most parts of a vector operand that ptxemu.c reads ({a, b, c, d}:
   a pack's sources, an unpack's or a vector load's destinations), which
   the emulator keeps side by side.  */
#define PTXEMU_MAX_PARTS 4

/* The most registers of one of mma's operands (m8n8k4's f32 C and D).  */
#define PTXEMU_MAX_MMA_D 8

/* Which part of the emulator computes an instruction (plugin/gcc/emulate/emulate.cc's
   compute dispatches on it, a handler a family).  */
enum ptxemu_family
{
  PTXEMU_FAMILY_INT,		/* integer, bit and predicate
				   instructions, the warp instructions of
				   one register (shfl, vote, ...), and
				   comparisons of any type: plugin/gcc/emulate/int.cc */
  PTXEMU_FAMILY_FLOAT,		/* f32 and f64, conversions to and from
				   them: plugin/gcc/emulate/float.cc */
  PTXEMU_FAMILY_HALF,		/* f16 and bf16, their pairs, and
				   conversions to and from them:
				   plugin/gcc/emulate/half.cc */
  PTXEMU_FAMILY_MEMORY,		/* ld st atom red cvta isspacep:
				   plugin/gcc/emulate/memory.cc */
  PTXEMU_FAMILY_FLOW,		/* a label, a branch, trap, exit, brkpt:
				   the driver */
  PTXEMU_FAMILY_WARP		/* mma.sync and the matrix instructions,
				   computed over the warp by the run-time
				   library: plugin/gcc/emulate/warp.cc */
};

struct ptxemu_insn
{
  enum ptxemu_op op;
  enum ptxemu_family family;
  enum ptxemu_cmp cmp;		/* setp, set */
  enum ptxemu_boolop boolop;	/* setp, set: with the last argument */
  unsigned mode;		/* see the ops above */
  struct ptxemu_type type;	/* of the instruction (.s32, .pred ...);
				   cvt, set: of its source; dp4a, dp2a: of
				   its first source */
  struct ptxemu_type dtype;	/* cvt, set: of its destination; dp4a,
				   dp2a: of the second source */
  bool cc_in, cc_out;		/* reads / writes the carry flag */
  bool sat;			/* add.sat, sub.sat; of floats: clamp to
				   [0, 1] */
  enum ptxemu_round round;
  bool ftz;			/* f32, f16: subnormal inputs and results
				   are zeros */
  bool relu;			/* negative results are +0 */
  bool has_guard;
  struct ptxemu_arg guard;	/* a predicate register; negated for @! */
  /* Memory: the address is ADDR (a 64-bit register or operand, a
     32-bit one in the shared space, or a variable) in SPACE plus
     OFFSET; the data type is TYPE (8 bits too), in registers of
     REG_BITS (wider: extended as TYPE says).  cvta and isspacep: their
     SPACE.  */
  enum ptxemu_space space;
  bool has_addr;
  struct ptxemu_arg addr;
  long long offset;
  unsigned reg_bits;
  enum ptxemu_order order;
  bool has_dest2;		/* setp p|q, shfl d|p, elect d|p,
				   match.all d|p */
  struct ptxemu_arg dest2;
  struct ptxemu_video video;	/* PTXEMU_VIDEO */
  /* mma: the registers of its d, a, b and c, which are its arguments
     in that order; its kind (ptxrt.h's PTXRT_MMA_KIND) is MODE.  */
  unsigned char vec[4];
  unsigned nargs;		/* destination first (none for NOP) */
  struct ptxemu_arg args[PTXEMU_MAX_ARGS];
};

struct ptxemu_prog
{
  struct ptxemu_insn *insns;
  size_t ninsns;
  struct ptxemu_type *regs;	/* the local registers' types */
  size_t nregs;
  struct ptxemu_var *vars;	/* the variables it declares */
  size_t nvars;
  bool uses_window;		/* some instruction needs the shared
				   window's bounds */
  bool uses_cc;			/* some instruction reads the carry flag */
  size_t nlabels;
  /* Branches, a guarded memory instruction, or an atomic operation
     that the host does in a compare-and-swap loop: the host code needs
     blocks of its own.  */
  bool needs_blocks;
};

/* Read template T, a statement with NOPS operands, into *PROG.
   OP_BITS[N] is operand N's register width (16, 32, 64 or 128: "h",
   "r" "f", "l" "d", "q"), -1 for an immediate ("n"), -2 for pasted text
   ("C"), 0 for a letter that is not emulated.
   True if
   every instruction is supported.  Otherwise *WHY is set to a malloc'd
   text naming the first instruction that is not, and why ("'ld.global.u32
   %r, [%1]': memory is not emulated"); free it.  Free PROG with
   ptxemu_free either way.  */
bool ptxemu_read (const char *t, size_t nops, const int *op_bits,
		  struct ptxemu_prog *prog, char **why);
void ptxemu_free (struct ptxemu_prog *prog);

/* What the host fallback needs of a statement: its template T, of NOPS
   operands; LANES, the lanes of the warp that run it beside the
   statement's own lane 0 as a mask (0xffffffff outside simd code, where
   GCC runs an OpenMP thread as a whole warp; 1 in a simd loop, whose
   iterations the host runs one at a time); OP_BITS as ptxemu_read takes
   them; OUT[N] the GCC output number of operand N or -1, IN[N] its GCC
   input number or -1.  Under -flto, lto1 compiles the host code without
   the device pass, so the record travels in the rewritten statement as
   a PTX comment, MARK then text of digits, '/', ',', ';' and hex digits
   only.  */
#define PTXEMU_RECORD_MARK "// ptxasm-host "

/* The comment's text (malloc'd), or NULL if out of memory.  */
char *ptxemu_record_encode (const char *t, unsigned lanes, size_t nops,
			    const int *op_bits, const int *out,
			    const int *in);

/* Read the comment at the end of S, if there is one: true, and *T,
   *LANES, *NOPS and the three arrays (malloc'd, NOPS + 1 each) set; free
   them.  */
bool ptxemu_record_decode (const char *s, char **t, unsigned *lanes,
			   size_t *nops, int **op_bits, int **out, int **in);

/* The instructions the reader knows, for their test (every one must
   have a row of ptxinsn.def): name N of the table of instructions
   ("add.sat", "shfl.sync.bfly"), of the forms of their own ("mma.",
   "ld.", with *PREFIX whether the name starts the opcodes it reads; the
   video instructions as "v") and of the video instructions ("vadd");
   NULL when N is past the end.  */
const char *ptxemu_table_name (size_t n);
const char *ptxemu_form_name (size_t n, bool *prefix);
const char *ptxemu_video_name (size_t n);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXEMU_H */
