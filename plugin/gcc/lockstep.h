/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep.h -- what the lockstep files give each other, theirs alone:
   the steps that outline a loop body for the run-time library's lanes,
   whatever made the loop (an OpenMP simd loop or an OpenACC vector
   loop).  Floors, each calling only those below: lockstep-base.cc
   (lane dependence, the walk over variables), lockstep-resume.cc (a
   resumable body), lockstep-fission.cc (a loop cut at its warp
   instructions), lockstep.cc (the outlining), lockstep-oacc.cc
   (OpenACC's loops).  In a namespace of their own: cc1 exports its
   names too.  */

#ifndef PTXASM_LOCKSTEP_H
#define PTXASM_LOCKSTEP_H

namespace ptxasm_ls {

/* What outlining a loop did: its body runs in the library's lanes;
   the loop was refused (the host stops at its first warp instruction,
   with a warning); or it was left as it was (the GPU runs it on one
   lane too).  */
enum outcome { OUTLINED, CUT, REFUSED, LEFT };

/* What walk_decls collects: the function's own variables.  */
struct decl_walk
{
  hash_set<tree> *seen;
  /* With MAP, replace each mapped variable by *its pointer.  */
  hash_map<tree, tree> *map;
  bool changed;
};

/* The attribute that marks an outlined body (ptxasm_lockstep_body_p).  */
extern const char body_attr[];

/* The functions already looked into by stmt_lane_dependent, for one
   run over a function (set by its caller).  */
extern hash_map<tree, bool> *known;

/* Whether G is a lane-dependent asm statement, or calls a function
   whose body holds one (at DEPTH of calls).  */
bool stmt_lane_dependent (gimple *g, int depth);

/* Whether LOOP's blocks hold lane-dependent PTX; if so, its blocks into
   BLOCKS.  */
bool loop_lane_dependent (class loop *loop, vec<basic_block> *blocks);

/* The last statement of BB that sets V, or NULL.  */
gimple *last_set (basic_block bb, tree v);

/* Split LATCH before its statement INCR: the new end of the body, the
   latch up to INCR.  */
basic_block split_before (basic_block latch, gimple *incr);

/* VARS in DECL_UID order: the same code from the same source.  */
void sort_vars (vec<tree> *vars);

/* Is T a variable of the current function's frame?  */
bool frame_var_p (tree t);

/* walk_tree's callback: note DATA's decl_walk of the frame's
   variables.  */
tree walk_decls (tree *tp, int *walk_subtrees, void *data);

/* In the statements of BB, replace each variable that PTRS maps by *its
   pointer, and regimplify those statements (in a gimplify context).  */
void reach_through (basic_block bb, hash_map<tree, tree> *ptrs);
/* Add the variables G names to SEEN; those it writes to WRITTEN.  */
void note_decls (gimple *g, hash_set<tree> *seen, hash_set<tree> *written);

/* lockstep-fission.cc: cut the body of LOOP at its warp instructions,
   in place, if it allows (see there).  */
bool fission (class loop *loop, gcond *cond, edge into, gimple *incr,
	      basic_block entry, basic_block exit, vec<basic_block> *region,
	      bitmap in_region, hash_set<tree> &elsewhere,
	      hash_set<tree> &written_in_loop);

/* Where LOOP is in the source, or UNKNOWN_LOCATION.  */
location_t loop_location (class loop *loop);

/* Insert CALL, which does not return, before the statement at GSI of
   FUN, in code that the GPU runs too, under "if (.GOMP_USE_SIMT () ==
   0)", which only the host takes.  */
void insert_host_only (function *fun, gimple_stmt_iterator *gsi,
		       gimple *call);

/* Warn once at the first lane-dependent statement of REGION and make
   the host stop there (OACC: an OpenACC vector loop; SHARED: the GPU
   runs REGION too).  */
void refuse (const vec<basic_block> &region, const char *why,
	     location_t loop_loc, bool oacc = false, bool shared = false);

/* The blocks between ENTRY and EXIT (EXIT included) into BLOCKS; false
   if a path leaves them elsewhere.  */
bool collect_region (basic_block entry, basic_block exit,
		     vec<basic_block> *blocks);

/* The variables that FUN's statements name, inside and outside the body
   IN_REGION of LOOP (not those of the GPU's copy, which starts at
   SIMT): see lockstep.cc.  */
void collect_names (function *fun, class loop *loop, bitmap in_region,
		    basic_block simt, hash_set<tree> *in_body,
		    hash_set<tree> *written_in_body,
		    hash_set<tree> *elsewhere,
		    hash_set<tree> *written_in_loop);

/* Move the body REGION from ENTRY to EXIT into a function of its own,
   run as the next lane: see lockstep.cc.  */
void move_body (function *fun, basic_block entry, basic_block exit,
		const vec<basic_block> &region, bitmap in_region,
		const vec<tree> &vars, hash_set<tree> &written_in_body,
		tree lane, tree count, edge out, location_t loc,
		bool shared_exit = false);

/* lockstep-resume.cc: can the body REGION of a loop of the current
   function be made resumable, run without fibers?  */
bool resumable_p (const vec<basic_block> &region);
/* Make the outlined body BODY_FN, of data block PARM (whose first slot
   the library sets to its frame), resumable, its frame of *FRAME_SIZE
   bytes; false, and BODY_FN unchanged, if it cannot be.  */
bool make_resumable (tree body_fn, tree parm, unsigned *frame_size);
} // namespace ptxasm_ls

#endif /* PTXASM_LOCKSTEP_H */
