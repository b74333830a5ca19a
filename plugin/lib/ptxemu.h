/* ptxemu.h -- inline PTX as host code: the template read into
   instructions for the host fallback (issue 23).

   Plain C11, no GCC headers.  host.cc turns what this reads into GIMPLE
   that computes on the host what the statement computes on the GPU, so
   that the host fallback of an offloaded region (no GPU,
   OMP_TARGET_OFFLOAD=disabled) runs instead of stopping.  The template
   is the user's, in GCC's syntax (%N operands, %% a literal '%', %= a
   number).  Supported so far: integer and bit instructions on registers
   of 16, 32 and 64 bits and predicates (the table in ptxemu.c),
   ".reg" declarations, braces, and "@p" / "@!p" guards.  Anything else
   (memory, special registers, floating point, branches, labels) makes
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
  PTXEMU_CLZ, PTXEMU_CVT, PTXEMU_DIV, PTXEMU_REM, PTXEMU_BREV
};

enum ptxemu_cmp
{
  PTXEMU_EQ, PTXEMU_NE, PTXEMU_LT, PTXEMU_LE, PTXEMU_GT, PTXEMU_GE
};

/* A value's type: BITS wide (0 for a predicate), signed or not.  */
struct ptxemu_type
{
  unsigned bits;
  bool is_signed;
};

enum ptxemu_arg_kind
{
  PTXEMU_ARG_USER,		/* the user's operand N */
  PTXEMU_ARG_REG,		/* local register N (ptxemu_prog's regs) */
  PTXEMU_ARG_IMM		/* an integer */
};

struct ptxemu_arg
{
  enum ptxemu_arg_kind kind;
  unsigned n;
  long long imm;
  bool negated;			/* "!p" as a predicate source */
};

#define PTXEMU_MAX_ARGS 4

struct ptxemu_insn
{
  enum ptxemu_op op;
  enum ptxemu_cmp cmp;		/* setp */
  struct ptxemu_type type;	/* of the instruction (.s32, .pred ...);
				   cvt: of its source */
  struct ptxemu_type dtype;	/* cvt: of its destination */
  bool has_guard;
  struct ptxemu_arg guard;	/* a predicate register; negated for @! */
  unsigned nargs;		/* destination first */
  struct ptxemu_arg args[PTXEMU_MAX_ARGS];
};

struct ptxemu_prog
{
  struct ptxemu_insn *insns;
  size_t ninsns;
  struct ptxemu_type *regs;	/* the local registers' types */
  size_t nregs;
};

/* Read template T, a statement with NOPS operands, into *PROG.
   OP_BITS[N] is operand N's register width (16, 32 or 64: "h", "r",
   "l"), -1 for an immediate ("n"), 0 for a letter that is not emulated.
   True if
   every instruction is supported.  Otherwise *WHY is set to a malloc'd
   text naming the first instruction that is not, and why ("'ld.global.u32
   %r, [%1]': memory is not emulated"); free it.  Free PROG with
   ptxemu_free either way.  */
bool ptxemu_read (const char *t, size_t nops, const int *op_bits,
		  struct ptxemu_prog *prog, char **why);
void ptxemu_free (struct ptxemu_prog *prog);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_PTXEMU_H */
