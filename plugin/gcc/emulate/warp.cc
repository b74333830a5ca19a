/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* warp.cc -- warp instructions and lane registers in the host
   fallback, when a simd loop's iterations run as a warp's lanes.

   lockstep.cc runs such a loop's body through the run-time library
   (plugin/rt/lockstep.c) as the 32 lanes of a warp.  A warp instruction
   there (or in a function the body calls) hands its operands to
   __ptxasm_ls_op in a block of 24 words (ptxrt.h), which stops the lane
   until the lanes that run it have come and returns 1 with its results.
   Outside such a lane it returns 0, and the value is the one computed
   here for the statement's record (int.cc: a warp of one lane,
   or of 32 lanes holding the OpenMP thread's values).  */

#include "emulate.h"
#include "ptxrt.h"
#include "tree-dfa.h"

/* A number for the instruction being emulated, the same in every lane
   that runs it: the lanes waiting with the same number run it together.
   The address of a byte of its own, so that it is the program's only
   one.  */
static tree
site (void)
{
  return build_fold_addr_expr (new_static (char_type_node, 1, false));
}

/* The block of a warp instruction, in the current function.  */
static tree
new_block_var (void)
{
  tree u64 = int_type (64);
  tree v = create_tmp_var (build_array_type_nelts (u64, PTXRT_SLOTS),
			   "ptxasm_warp");
  TREE_ADDRESSABLE (v) = 1;
  return v;
}

/* Slot N of the block V.  */
static tree
word (tree v, unsigned n)
{
  tree u64 = int_type (64);
  return build4 (ARRAY_REF, u64, v, build_int_cst (integer_type_node, n),
		 NULL_TREE, NULL_TREE);
}

static void
set_word (emulation *e, tree v, unsigned n, tree val)
{
  tree u64 = int_type (64);
  tree t = TREE_TYPE (val);
  /* Zero-extended.  */
  if (INTEGRAL_TYPE_P (t) && TYPE_PRECISION (t) < 64)
    val = gimple_convert (&e->seq, e->loc, int_type (TYPE_PRECISION (t)),
			  val);
  val = gimple_convert (&e->seq, e->loc, u64, val);
  gimple_seq_add_stmt (&e->seq, gimple_build_assign (word (v, n), val));
}

static tree
get_word (emulation *e, tree v, unsigned n)
{
  tree t = make_ssa_name (int_type (64));
  gimple_seq_add_stmt (&e->seq, gimple_build_assign (t, word (v, n)));
  return t;
}

/* The memory of TYPE at byte OFF of the pointer P (alias set 0).  */
static tree
at (tree type, tree p, unsigned off)
{
  return build2 (MEM_REF, type, p,
		 build_int_cst (build_pointer_type (char_type_node), off));
}

/* A new name for the value of TYPE at byte OFF of P.  */
static tree
load (emulation *e, tree type, tree p, unsigned off)
{
  tree t = make_ssa_name (type);
  gimple_seq_add_stmt (&e->seq, gimple_build_assign (t, at (type, p, off)));
  return t;
}

/* P plus OFF bytes (OFF a constant or a sizetype value).  */
static tree
plus (emulation *e, tree p, tree off)
{
  return gimple_build (&e->seq, e->loc, POINTER_PLUS_EXPR, TREE_TYPE (p), p,
		       gimple_convert (&e->seq, e->loc, sizetype, off));
}

/* The warp instruction of the block V in a body that make_resumable
   made (lockstep-resume.cc), through the lane's frame, without a call
   (ptxrt.h's PTXRT_FRAME_*): result REP of the frame's log into V's D,
   P (and DM, if BIG: mma or a matrix instruction) when REP < DONE;
   else, if the lane does not wait yet, V's words recorded in the
   frame's block and the lane waiting.  Where no point of return runs
   (IN is 0) the frame is marked BAD: the library stops the program.
   Always computed: true.  */
static tree
inline_op (emulation *e, tree v, bool big)
{
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32), u64 = int_type (64);
  tree cp = build_pointer_type (char_type_node);
  tree data = get_or_create_ssa_default_def
		(cfun, DECL_ARGUMENTS (current_function_decl));
  tree fp = load (e, cp, gimple_convert (s, loc, cp, data), 0);
  tree w = load (e, u32, fp, PTXRT_FRAME_WAITING);
  tree done = load (e, u32, fp, PTXRT_FRAME_DONE);
  tree in = load (e, u32, fp, PTXRT_FRAME_IN);
  tree r = load (e, u32, fp, PTXRT_FRAME_REP);
  tree replay = gimple_build (s, loc, LT_EXPR, boolean_type_node, r, done);
  tree rec = gimple_build (s, loc, BIT_AND_EXPR, boolean_type_node,
			   gimple_build (s, loc, BIT_NOT_EXPR,
					 boolean_type_node, replay),
			   gimple_build (s, loc, EQ_EXPR, boolean_type_node,
					 w, build_zero_cst (u32)));
  tree bad = gimple_build (s, loc, BIT_IOR_EXPR, u32,
			   load (e, u32, fp, PTXRT_FRAME_BAD),
			   gimple_convert (s, loc, u32,
					   gimple_build (s, loc, EQ_EXPR,
							 boolean_type_node, in,
							 build_zero_cst (u32))));
  gimple_seq_add_stmt (s, gimple_build_assign (at (u32, fp,
						   PTXRT_FRAME_BAD), bad));
  tree scratch = plus (e, fp, size_int (PTXRT_FRAME_SCRATCH));
  tree entry = plus (e, load (e, cp, fp, PTXRT_FRAME_LOG),
		     gimple_build (s, loc, MULT_EXPR, sizetype,
				   gimple_convert (s, loc, sizetype, r),
				   size_int (8 * PTXRT_FRAME_LOG_WORDS)));
  tree src = gimple_build (s, loc, COND_EXPR, cp, replay, entry, scratch);
  set_word (e, v, PTXRT_D, load (e, u64, src, 0));
  set_word (e, v, PTXRT_P, load (e, u64, src, 8));
  if (big)
    for (unsigned i = 0; i < 4; i++)
      set_word (e, v, PTXRT_DM + i, load (e, u64, src, 16 + 8 * i));
  tree dst = gimple_build (s, loc, COND_EXPR, cp, rec,
			   plus (e, fp, size_int (PTXRT_FRAME_BLOCK)),
			   scratch);
  for (unsigned k = 0; k < (big ? PTXRT_SLOTS : PTXRT_D); k++)
    gimple_seq_add_stmt (s, gimple_build_assign (at (u64, dst, 8 * k),
						 get_word (e, v, k)));
  gimple_seq_add_stmt (s, gimple_build_assign
		       (at (u32, fp, PTXRT_FRAME_WAITING),
			gimple_build (s, loc, BIT_IOR_EXPR, u32, w,
				      gimple_convert (s, loc, u32, rec))));
  gimple_seq_add_stmt (s, gimple_build_assign
		       (at (u32, fp, PTXRT_FRAME_REP),
			gimple_build (s, loc, PLUS_EXPR, u32, r,
				      gimple_convert (s, loc, u32, replay))));
  return boolean_true_node;
}

/* The warp instruction of the block V in phase E->fission.phase of a
   statement of a simd loop cut at its warp instructions
   (lockstep-fission.cc), its number in the statement K (the warp
   instructions before it in the statement).  The lanes' words of each
   of the statement's warp instructions are a block of SLOTS rows of 32
   (ptxrt.h's __ptxasm_ls_warp), from E->fission.blocks on: word N of
   the lane at row N, column lane.  Phase K leaves V's words there and
   computes nothing (the library computes them for all the lanes between
   the phases); the phases after it take its results from there: true.
   The phases before it do nothing with it.  */
static tree
fission_op (emulation *e, tree v, bool big)
{
  unsigned k = e->fission.k++;
  gimple_seq *s = &e->seq;
  tree u64 = int_type (64);
  if ((int) k > e->fission.phase)
    return boolean_false_node;
  tree cp = build_pointer_type (char_type_node);
  tree lane = gimple_build (s, e->loc, MULT_EXPR, sizetype,
			    gimple_convert (s, e->loc, sizetype,
					    e->fission.lane),
			    size_int (8));
  tree col = plus (e, plus (e, gimple_convert (s, e->loc, cp,
					       e->fission.blocks),
			    size_int (k * PTXRT_WARP_WORDS * 8)), lane);
  auto row = [] (unsigned n) { return 8 * PTXRT_WARP_LANES * n; };
  if ((int) k == e->fission.phase)
    {
      for (unsigned n = 0; n < (big ? PTXRT_SLOTS : PTXRT_D); n++)
	gimple_seq_add_stmt (s, gimple_build_assign (at (u64, col, row (n)),
						     get_word (e, v, n)));
      return boolean_false_node;
    }
  set_word (e, v, PTXRT_D, load (e, u64, col, row (PTXRT_D)));
  set_word (e, v, PTXRT_P, load (e, u64, col, row (PTXRT_P)));
  if (big)
    for (unsigned i = 0; i < 4; i++)
      set_word (e, v, PTXRT_DM + i, load (e, u64, col, row (PTXRT_DM + i)));
  return boolean_true_node;
}

/* Call __ptxasm_ls_op on the block V, whose operation word is OP:
   whether the library computed it.  In a resumable body the call is
   inline_op, in a phase of a cut loop fission_op.  */
static tree
call_op (emulation *e, tree v, unsigned HOST_WIDE_INT op)
{
  tree u64 = int_type (64);
  tree opw = build_int_cst (u64, op | (unsigned HOST_WIDE_INT) e->rec->lanes
			    << 32);
  if (e->guard)
    /* A lane whose guard fails waits with the others but takes no
       part.  */
    opw = gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, u64, opw,
			gimple_build (&e->seq, e->loc, COND_EXPR, u64,
				      e->guard, build_zero_cst (u64),
				      build_int_cst (u64, 1 << 17)));
  set_word (e, v, PTXRT_OP, opw);
  set_word (e, v, PTXRT_SITE, site ());
  unsigned kind = op & 0xff;
  if (e->fission.phase >= 0)
    {
      gcc_checking_assert (kind != PTXRT_OP_YIELD);
      return fission_op (e, v, kind == PTXRT_OP_MMA
			 || kind == PTXRT_OP_MATRIX);
    }
  if (kind != PTXRT_OP_YIELD
      && ptxasm_resumable_body_p (current_function_decl))
    return inline_op (e, v, kind == PTXRT_OP_MMA || kind == PTXRT_OP_MATRIX);
  gcall *c = gimple_build_call (ptxasm_runtime_fn (PTXASM_RT_OP), 1,
				build_fold_addr_expr (v));
  tree ok = make_ssa_name (integer_type_node);
  gimple_call_set_lhs (c, ok);
  gimple_set_location (c, e->loc);
  gimple_seq_add_stmt (&e->seq, c);
  return gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node, ok,
		       build_zero_cst (integer_type_node));
}

/* The run-time operation of a warp instruction IN, or -1.  */
static int
rt_op (const struct ptxemu_insn *in)
{
  switch (in->op)
    {
    case PTXEMU_SHFL:
      return PTXRT_OP_SHFL;
    case PTXEMU_VOTE:
      return PTXRT_OP_VOTE;
    case PTXEMU_MATCH_ANY:
      return PTXRT_OP_MATCH_ANY;
    case PTXEMU_MATCH_ALL:
      return PTXRT_OP_MATCH_ALL;
    case PTXEMU_REDUX:
      return PTXRT_OP_REDUX;
    case PTXEMU_ACTIVEMASK:
      return PTXRT_OP_ACTIVEMASK;
    case PTXEMU_ELECT:
      return PTXRT_OP_ELECT;
    case PTXEMU_NOP:
      return in->mode == PTXEMU_NOP_WARPSYNC ? PTXRT_OP_WARPSYNC : -1;
    default:
      return -1;
    }
}

/* Might an instruction of PROG before instruction I write the user
   operand N (any destination, read conservatively)?  */
static bool
written_before (const struct ptxemu_prog *prog, size_t i, unsigned n)
{
  auto is_n = [n] (const struct ptxemu_arg *a) {
    return a->kind == PTXEMU_ARG_USER && a->n == n;
  };
  for (size_t j = 0; j < i; j++)
    {
      const struct ptxemu_insn *in = &prog->insns[j];
      if ((in->nargs > 0 && is_n (&in->args[0]))
	  || (in->has_dest2 && is_n (&in->dest2)))
	return true;
      if (in->op == PTXEMU_UNPACK || in->op == PTXEMU_LD
	  || in->op == PTXEMU_MMA || in->op == PTXEMU_MATRIX)
	for (unsigned k = 0; k < in->nargs; k++)
	  if (is_n (&in->args[k]))
	    return true;
    }
  return false;
}

/* Is the operand A of instruction I of PROG the same in every lane of a
   cut loop: a constant, or one of the statement's inputs (REC) that
   lockstep-fission.cc found the same (bit N of UNIFORM: input N), which
   no instruction before writes?  */
static bool
uniform_arg (const struct ptxemu_prog *prog, size_t i, const emu_record *rec,
	     unsigned HOST_WIDE_INT uniform, const struct ptxemu_arg *a)
{
  if (a->kind == PTXEMU_ARG_IMM)
    return true;
  if (a->kind != PTXEMU_ARG_USER || a->n >= rec->nops)
    return false;
  int in = rec->in[a->n];
  return (in >= 0 && in < HOST_BITS_PER_WIDE_INT
	  && rec->bits[a->n] > 0 && rec->bits[a->n] <= 64
	  && (uniform >> in & 1) && !written_before (prog, i, a->n));
}

/* Is instruction I of PROG (of the statement REC, whose inputs UNIFORM
   are the same in every lane) a shuffle that the lanes of a cut loop
   compute themselves: its lane operand and clamp the same in every lane,
   its member mask all 32 lanes, no guard?  The same answer for the
   device pass (which then calls no library) and the emulator.  */
static bool
local_shfl (const struct ptxemu_prog *prog, size_t i, const emu_record *rec,
	    unsigned HOST_WIDE_INT uniform)
{
  const struct ptxemu_insn *in = &prog->insns[i];
  return (in->op == PTXEMU_SHFL && !in->has_guard && in->type.bits <= 32
	  && in->nargs == 5
	  && in->args[4].kind == PTXEMU_ARG_IMM
	  && (in->args[4].imm & 0xffffffff) == 0xffffffff
	  && uniform_arg (prog, i, rec, uniform, &in->args[2])
	  && uniform_arg (prog, i, rec, uniform, &in->args[3]));
}

/* The shuffle IN (its value VALUE outside lockstep) in a phase of a cut
   loop, whose lane operand and clamp are the same in every lane, whose
   member mask is all 32 lanes, and which no guard holds: the lanes
   compute it themselves, no library (local_shfl).  The phase that hands
   it over leaves each lane's 32-bit value in its row X0 of fission_op's
   words (as 32-bit words), and no library call follows it
   (lockstep-fission.cc asks ptxasm_emulate_warp_calls); the phases
   after it read the source
   lane's value, 0 from a lane past the last (which does not take
   part).  */
static tree
fission_shfl (emulation *e, const struct ptxemu_insn *in, tree value)
{
  unsigned k = e->fission.k++;
  if ((int) k > e->fission.phase)
    return value;
  gimple_seq *s = &e->seq;
  location_t loc = e->loc;
  tree u32 = int_type (32);
  tree cp = build_pointer_type (char_type_node);
  tree base = plus (e, gimple_convert (s, loc, cp, e->fission.blocks),
		    size_int (k * PTXRT_WARP_WORDS * 8));
  auto word_at = [&] (unsigned row, tree lane, unsigned size) {
    tree off = gimple_build (s, loc, MULT_EXPR, sizetype,
			     gimple_convert (s, loc, sizetype, lane),
			     size_int (size));
    return plus (e, plus (e, base, size_int (8 * PTXRT_WARP_LANES * row)),
		 off);
  };
  tree lane = gimple_convert (s, loc, u32, e->fission.lane);
  if ((int) k == e->fission.phase)
    {
      tree x = gimple_convert (s, loc, u32, read_arg (e, &in->args[1]));
      gimple_seq_add_stmt (s, gimple_build_assign
			   (at (u32, word_at (PTXRT_X0, lane, 4), 0), x));
      return value;
    }
  tree p, raw;
  tree j = shfl_source (e, in, lane, read_arg (e, &in->args[2]),
			read_arg (e, &in->args[3]), &p, &raw);
  tree part = gimple_build (s, loc, LT_EXPR, boolean_type_node, j,
			    gimple_convert (s, loc, u32, e->fission.nlanes));
  /* The lane named, in range or not, and the lane's own: two loads
     that the compiler can take for all the lanes at once where the
     lane named is the lane plus a constant (up and down), the choice
     after.  RAW is within the words (-31 to 62 of a row of 64 32-bit
     words, after two others).  */
  tree off = gimple_build (s, loc, MULT_EXPR, ssizetype,
			   gimple_convert (s, loc, ssizetype, raw),
			   ssize_int (4));
  tree named = plus (e, word_at (PTXRT_X0, size_zero_node, 4), off);
  tree x = gimple_build (s, loc, COND_EXPR, u32, p, load (e, u32, named, 0),
			 load (e, u32, word_at (PTXRT_X0, lane, 4), 0));
  tree type = value ? TREE_TYPE (value) : u32;
  tree d = gimple_build (s, loc, COND_EXPR, u32, part, x,
			 build_zero_cst (u32));
  if (e->dest2 || in->has_dest2)
    e->dest2 = p;
  return gimple_convert (s, loc, type, d);
}

int
warp_calls (const struct ptxemu_prog *prog, const emu_record *rec,
	    unsigned HOST_WIDE_INT uniform, unsigned HOST_WIDE_INT *local)
{
  int n = 0;
  *local = 0;
  for (size_t i = 0; i < prog->ninsns; i++)
    {
      const struct ptxemu_insn *in = &prog->insns[i];
      if ((in->op == PTXEMU_MBAR
	   && (in->mode == PTXEMU_MBAR_TEST_WAIT
	       || in->mode == PTXEMU_MBAR_TEST_WAIT_PARITY))
	  || in->op == PTXEMU_BAR)
	return -1;
      if (rt_op (in) >= 0 || in->op == PTXEMU_MMA
	  || in->op == PTXEMU_MATRIX)
	{
	  if (n < HOST_BITS_PER_WIDE_INT && local_shfl (prog, i, rec, uniform))
	    *local |= HOST_WIDE_INT_1U << n;
	  n++;
	}
    }
  return n;
}

tree
warp_value (emulation *e, const struct ptxemu_insn *in, tree value)
{
  int op = rt_op (in);
  if (op < 0)
    return value;
  if (e->fission.phase >= 0 && e->fission.k < HOST_BITS_PER_WIDE_INT
      && local_shfl (e->prog, (size_t) (in - e->prog->insns), e->rec,
		     e->fission.uniform))
    return fission_shfl (e, in, value);
  tree u64 = int_type (64);
  tree v = new_block_var ();
  /* The operands: shfl's a, b, c and mask; the others' value (a
     predicate: 0 or 1) and mask, which is the last operand.  */
  auto arg = [&] (unsigned i) { return read_arg (e, &in->args[i]); };
  unsigned mode = in->mode;
  switch (in->op)
    {
    case PTXEMU_SHFL:
      set_word (e, v, PTXRT_X0, arg (1));
      set_word (e, v, PTXRT_X1, arg (2));
      set_word (e, v, PTXRT_X2, arg (3));
      set_word (e, v, PTXRT_X3, arg (4));
      break;
    case PTXEMU_ACTIVEMASK:
      set_word (e, v, PTXRT_X3, build_int_cst (u64, 0xffffffffu));
      break;
    case PTXEMU_ELECT:
    case PTXEMU_NOP:
      set_word (e, v, PTXRT_X3, arg (in->nargs - 1));
      break;
    default:
      /* A predicate is zero-extended to 0 or 1 (set_word).  */
      set_word (e, v, PTXRT_X0, arg (1));
      set_word (e, v, PTXRT_X3, arg (2));
    }
  tree ok = call_op (e, v, (unsigned) op | mode << 8
		     | (unsigned) in->type.is_signed << 16);
  if (in->op == PTXEMU_NOP)
    return value;
  tree d = get_word (e, v, PTXRT_D);
  tree type = value ? TREE_TYPE (value) : int_type (32);
  d = gimple_convert (&e->seq, e->loc, type, d);
  if (e->dest2 || in->has_dest2)
    {
      tree p = gimple_build (&e->seq, e->loc, NE_EXPR, boolean_type_node,
			     get_word (e, v, PTXRT_P),
			     build_zero_cst (u64));
      tree inl = e->dest2 ? e->dest2 : boolean_true_node;
      if (TREE_TYPE (inl) != boolean_type_node)
	inl = gimple_convert (&e->seq, e->loc, boolean_type_node, inl);
      e->dest2 = gimple_build (&e->seq, e->loc, COND_EXPR, boolean_type_node,
			       ok, p, inl);
    }
  if (!value)
    return d;
  return gimple_build (&e->seq, e->loc, COND_EXPR, type, ok, d, value);
}

void
warp_yield (emulation *e)
{
  tree v = new_block_var ();
  set_word (e, v, PTXRT_X3, build_zero_cst (int_type (64)));
  call_op (e, v, PTXRT_OP_YIELD);
}

/* mma.sync: the blocks of the 32 lanes computed by the library.  */
static tree
compute_mma (emulation *e, const struct ptxemu_insn *in)
{
  tree u64 = int_type (64);
  tree v = new_block_var ();
  unsigned nd = in->vec[0], na = in->vec[1], nb = in->vec[2],
    nc = in->vec[3];
  unsigned k = nd;
  for (unsigned i = 0; i < na; i++)
    set_word (e, v, PTXRT_A + i, read_arg (e, &in->args[k++]));
  for (unsigned i = 0; i < nb; i++)
    set_word (e, v, PTXRT_B + i, read_arg (e, &in->args[k++]));
  if (nc > 4)
    /* m8n8k4's 8 f32 registers, two to a word (ptxrt.h).  */
    for (unsigned i = 0; i < nc; i += 2)
      {
	tree lo = gimple_convert (&e->seq, e->loc, u64,
				  read_arg (e, &in->args[k++]));
	tree hi = gimple_convert (&e->seq, e->loc, u64,
				  read_arg (e, &in->args[k++]));
	hi = gimple_build (&e->seq, e->loc, LSHIFT_EXPR, u64, hi,
			   build_int_cst (integer_type_node, 32));
	set_word (e, v, PTXRT_C + i / 2,
		  gimple_build (&e->seq, e->loc, BIT_IOR_EXPR, u64, lo, hi));
      }
  else
    for (unsigned i = 0; i < nc; i++)
      set_word (e, v, PTXRT_C + i, read_arg (e, &in->args[k++]));
  set_word (e, v, PTXRT_X0, build_int_cst (u64, in->mode));
  set_word (e, v, PTXRT_X3, build_int_cst (u64, 0xffffffffu));
  /* Where the program stops if the host cannot run it on a whole
     warp.  */
  tree s = ptxasm_located_string (e->loc, "mma.sync in the host "
				  "fallback, on a warp whose 32 lanes the "
				  "host does not run (a loop it could not "
				  "run in lockstep)\n");
  set_word (e, v, PTXRT_X1, gimple_convert (&e->seq, e->loc, u64, s));
  call_op (e, v, PTXRT_OP_MMA);
  if (nd > 4)
    for (unsigned i = 0; i < nd && i < PTXEMU_MAX_MMA_D; i++)
      {
	tree w = get_word (e, v, PTXRT_DM + i / 2);
	if (i % 2)
	  w = gimple_build (&e->seq, e->loc, RSHIFT_EXPR, u64, w,
			    build_int_cst (integer_type_node, 32));
	e->parts[i] = gimple_convert (&e->seq, e->loc, int_type (32), w);
      }
  else
    for (unsigned i = 0; i < nd && i < PTXEMU_MAX_PARTS; i++)
      e->parts[i] = get_word (e, v, PTXRT_DM + i);
  return NULL_TREE;
}

/* ldmatrix, stmatrix, movmatrix: a shuffle of the lanes' rows by the
   library.  */
static tree
compute_matrix (emulation *e, const struct ptxemu_insn *in)
{
  tree u64 = int_type (64);
  tree v = new_block_var ();
  enum ptxrt_matrix which = PTXRT_MATRIX_WHICH (in->mode);
  unsigned num = in->vec[0];
  if (which == PTXRT_MATRIX_MOV)
    set_word (e, v, PTXRT_A, read_arg (e, &in->args[1]));
  else
    set_word (e, v, PTXRT_X0, gimple_convert (&e->seq, e->loc, u64,
					      insn_address (e, in, 0)));
  if (which == PTXRT_MATRIX_ST)
    for (unsigned i = 0; i < num; i++)
      set_word (e, v, PTXRT_A + i, read_arg (e, &in->args[i]));
  set_word (e, v, PTXRT_X2, build_int_cst (u64, in->mode));
  set_word (e, v, PTXRT_X3, build_int_cst (u64, 0xffffffffu));
  /* Where the program stops if the host cannot run it on a whole
     warp.  */
  tree s = ptxasm_located_string (e->loc, "a matrix instruction (ldmatrix, "
				  "stmatrix, movmatrix) in the host "
				  "fallback, on a warp whose 32 lanes the "
				  "host does not run (a loop it could not "
				  "run in lockstep, or code outside simd)\n");
  set_word (e, v, PTXRT_X1, gimple_convert (&e->seq, e->loc, u64, s));
  call_op (e, v, PTXRT_OP_MATRIX);
  if (which == PTXRT_MATRIX_MOV)
    return gimple_convert (&e->seq, e->loc, int_type (32),
			   get_word (e, v, PTXRT_DM));
  if (which == PTXRT_MATRIX_LD)
    for (unsigned i = 0; i < num && i < PTXEMU_MAX_PARTS; i++)
      e->parts[i] = gimple_convert (&e->seq, e->loc, int_type (32),
				    get_word (e, v, PTXRT_DM + i));
  return NULL_TREE;
}

/* mma.sync or a matrix instruction (PTXEMU_FAMILY_WARP).  */
tree
compute_warp (emulation *e, const struct ptxemu_insn *in)
{
  if (in->op == PTXEMU_MMA)
    return compute_mma (e, in);
  return compute_matrix (e, in);
}
