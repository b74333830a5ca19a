/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxasm.h -- what the GCC-facing files of the plugin share.

   Each file calls only files listed below it (plugin/gcc/README):

     ptxasm.cc    plugin entry: version check, options; registers the
                  steps, in the order an asm statement meets them:
     tag.cc       1. front end: records each operand's constraint
     device.cc    2. device pass, per asm statement of offloaded code:
                  check, rewrite or split, with diagnostics
     split.cc        the statements with more operands than GCC takes
     host.cc      3. host pass: the host copies of offloaded asm
     verify.cc    4. ptxas over the rewritten statements, reported at
                  the end of the unit
     toplevel.cc  file-scope asm stays out of the offload IR
     cstring.cc, diag.cc, gccbugs.cc, braces.cc, bitfield.cc,
     convert.cc, features.cc, q128.cc, simt.cc: what the steps use
     lockstep.cc  the device pass's last step: a simd loop's body
                  outlined for the host's lanes
     runtime.cc   the host fallback's run-time library (plugin/rt)
     operand.cc   an asm operand: its recorded constraint, its type as
                  constraint.c sees it, a new operand
     target.cc    arch= and ptx=: the effective target
     offload.cc   which functions are offloaded
     options.cc   ptxasm_opts, set by ptxasm.cc
   and the plain C modules of plugin/lib.  */

#ifndef PTXASM_H
#define PTXASM_H

#include "gcc-compat.h"
#include "template.h"

/* What the host copy of an offloaded asm statement becomes.  */
enum ptxasm_fallback
{
  PTXASM_FALLBACK_EMULATE,	/* compute on the host what the GPU
				   computes where plugin/gcc/emulate/emulate.cc can, else trap
				   (default) */
  PTXASM_FALLBACK_TRAP,		/* stop the program with a message */
  PTXASM_FALLBACK_ERROR		/* a compile-time error */
};

/* What the compile-time ptxas check (verify.cc) does with its findings.  */
enum ptxasm_verify
{
  PTXASM_VERIFY_YES,		/* ptxas's errors are errors (default) */
  PTXASM_VERIFY_NO,		/* no check */
  PTXASM_VERIFY_WARN		/* ptxas's errors are warnings */
};

struct ptxasm_options
{
  enum ptxasm_fallback host_fallback;
  /* -fplugin-arg-ptxasm-warn-host-fallback[=yes]: besides the warnings
     where the host fallback stops the program, which come by default,
     one where OpenACC code runs warp instructions on one lane.  */
  bool warn_host_fallback;
  bool verbose;			/* a note for every statement rewritten */
  /* -fplugin-arg-ptxasm-arch=: the .target of the offloaded PTX
     ("sm_90a"), NULL when not given.  */
  const char *arch;
  /* -fplugin-arg-ptxasm-ptx=X.Y: the .version of the offloaded PTX as
     given; 0.0 when not given.  ptxasm_effective_target says what the
     PTX will really say.  */
  unsigned ptx_major, ptx_minor;
  enum ptxasm_verify verify;	/* -fplugin-arg-ptxasm-verify= */
  /* -fplugin-arg-ptxasm-verify-cache=: the directory of ptxas's cache of
     checked functions, "" for none; NULL: the default (verify.cc).  */
  const char *verify_cache;
  /* -fplugin-arg-ptxasm-verify-known=no: ptxas checks every statement,
     even those ptxknown.c's table knows it accepts.  */
  bool verify_all;
  /* -fplugin-arg-ptxasm-lanes=all: outside simd code every lane of an
     OpenMP thread's warp runs a statement (before the execution model
     of one execution per OpenMP thread; see enum ptxasm_exec).  */
  bool all_lanes;
  /* -fplugin-arg-ptxasm-warn-warp=no: no warning at a warp-collective
     statement outside simd code (device.cc).  */
  bool no_warn_warp;
  /* -fplugin-arg-ptxasm-warn-host-fallback=no: no warning where the host
     fallback stops the program (plugin/gcc/emulate/emulate.cc).  */
  bool no_warn_host_fallback;
  /* -fplugin-arg-ptxasm-lockstep=library: the host runs every simd loop
     with lane-dependent PTX through the run-time library, none cut at
     its warp instructions (lockstep-fission.cc).  */
  bool lockstep_library;
};

/* options.cc: set by ptxasm.cc (plugin_init), read by the steps.  */
extern struct ptxasm_options ptxasm_opts;

/* target.cc: the .target (*ARCH, "sm_90a") and .version (*PTXMAJ.*PTXMIN)
   that the offloaded PTX will say: what the options chose, with ptx=
   defaulted (the highest version that the installed ptxas accepts for
   that target, else the lowest version that supports it); sm_80 and
   7.0, GCC 12's own -misa=sm_80 output, when neither was given.  Any
   argument may be NULL.  */
void ptxasm_effective_target (const char **arch, unsigned *ptxmaj,
			      unsigned *ptxmin);

/* target.cc: handle option KEY=VALUE if it is arch= or ptx=; true if it
   was one of them (*OK false after an error).  */
bool ptxasm_target_option (const char *plugin, const char *key,
			   const char *value, bool *ok);

/* target.cc: after the options: check the arch/ptx pair, default ptx=,
   and arrange the nvptx side (recorded offload options).  False after
   an error.  */
bool ptxasm_target_init (const char *plugin, const char *plugin_path);

/* q128.cc: "q" operands as two 64-bit halves.  Does the effective PTX
   ISA version (8.3 or later) have .b128 registers?  */
bool ptxasm_q_supported (void);

/* q128.cc: the low (HIGH false) or high 64 bits of VAL, a 128-bit
   integer, as a GIMPLE value computed before GSI.  */
tree ptxasm_q_half (gimple_stmt_iterator *gsi, tree val, bool high);
/* The same, computed at the end of SEQ.  */
tree ptxasm_q_half_seq (gimple_seq *seq, tree val, bool high);

/* q128.cc: a new 64-bit temporary for a half of a "q" output.  */
tree ptxasm_q_temp (void);

/* q128.cc: after the statement at GSI, DEST = HI << 64 | LO.  */
void ptxasm_q_join (gimple_stmt_iterator *gsi, tree dest, tree lo, tree hi);
/* The same at the end of SEQ, at LOC.  */
void ptxasm_q_join_seq (gimple_seq *seq, tree dest, tree lo, tree hi,
			location_t loc);

/* features.cc: false, after an error at LOC, if template TEXT uses a
   well-known instruction or special register that the chosen target or
   PTX ISA version lacks.  */
bool ptxasm_check_features (location_t loc, const char *text);

/* Set once the device pass has marked a statement: the host pass has
   work only then.  */
extern bool ptxasm_marked_any;

/* tag.cc: the PLUGIN_PRE_GENERICIZE callback.  */
void ptxasm_tag_function (void *gcc_data, void *user_data);

/* The prefix of the constraint that tag.cc records in an operand's name
   slot: not a C identifier, so it cannot be mistaken for a name the
   user gave.  */
#define PTXASM_TAG_PREFIX "ptxasm:"

/* operand.cc: the name slot of operand OP (an asm operand TREE_LIST) if
   it holds what the front end recorded (a STRING_CST), else NULL_TREE.  */
tree ptxasm_operand_tag (tree op);

/* operand.cc: the constraint of operand OP (an asm operand TREE_LIST) as
   the user wrote it, or NULL if the front end did not see it.  */
const char *ptxasm_original_constraint (tree op);

/* operand.cc: does operand OP (an asm operand TREE_LIST, of the front
   end's ASM_EXPR or of a GIMPLE asm) have a constraint with one of
   nvcc's own letters (constraint.c's ptxasm_constraint_nvcc_only), as
   the user wrote it?  */
bool ptxasm_nvcc_letter_p (tree op);

/* operand.cc: the kind and size of TYPE, as constraint.c sees them.  */
struct ptxasm_type;
void classify_type (tree type, struct ptxasm_type *t);

/* operand.cc: is TYPE the type of a bit-field's value (fewer bits than
   its storage)?  */
bool ptxasm_bit_field_type_p (tree type);

/* operand.cc: an operand (TREE_LIST) for gimple_build_asm_vec: VALUE
   with constraint CONS.  */
tree ptxasm_asm_operand (tree value, const char *cons);

/* cstring.cc: what became of the operand of a "C" constraint.  */
enum ptxasm_cstr_status
{
  PTXASM_CSTR_OK = 'S',			/* the payload is the text */
  PTXASM_CSTR_OK_INSIDE = 'O',		/* the same, for an address into
					   the array (v + 1): nvcc pastes
					   the whole text too */
  PTXASM_CSTR_NOT_CONSTANT = 'K',	/* not the address of a static var */
  PTXASM_CSTR_BAD_TYPE = 'T',		/* not an array of const char */
  PTXASM_CSTR_CLASS_MEMBER = 'M',	/* member initialized outside class */
  PTXASM_CSTR_NO_INIT = 'I'		/* no constant initializer */
};

/* cstring.cc: resolve EXPR, the operand of a "C" constraint, and return
   the operand name to record: PREFIX, a NUL, the status and its payload
   (the text, or "NAME\0TYPE" of the variable at fault).  */
tree ptxasm_cstr_record (tree expr, const char *prefix);

/* cstring.cc: the resolution recorded for operand OP, if any.  */
bool ptxasm_cstr_lookup (tree op, enum ptxasm_cstr_status *status,
			 const char **payload, size_t *len);

/* bitfield.cc: give the bit-field operands of the asm STMT at GSI
   temporaries of their declared types, converted in before STMT and
   stored back into the fields after it.  */
void ptxasm_bitfield_operands (gimple_stmt_iterator *gsi, gasm *stmt);

/* convert.cc: VAL, an asm input of C++ class type, converted by the
   class's one conversion function to a built-in type, or NULL_TREE.  */
tree ptxasm_convert_class_operand (tree val, location_t loc);

/* offload.cc: is FNDECL compiled for the nvptx offload target?  */
bool ptxasm_offloaded_p (tree fndecl);
bool ptxasm_nvptx_offload_p (void);

/* simt.cc: the SIMT regions of simd loops in the offloaded function
   FUN (between ptxasm_simt_begin and ptxasm_simt_end): is STMT in one,
   where every lane runs as its own master?  */
void ptxasm_simt_begin (function *fun);
bool ptxasm_simt_p (gimple *stmt);
void ptxasm_simt_end (void);
/* The block where the copy for targets without SIMT of a simd loop
   starts, if G is the call of .GOMP_USE_SIMT () that chooses it.  */
basic_block ptxasm_simd_copy (gimple *g);

/* runtime.cc: the host fallback's run-time library (plugin/rt/ptxrt.h),
   written into this unit once one of its functions is asked for.  */
enum ptxasm_rt
{
  PTXASM_RT_LANE,		/* __ptxasm_ls_lane (fn, data, size) */
  PTXASM_RT_FLUSH,		/* __ptxasm_ls_flush () */
  PTXASM_RT_LANEID,		/* __ptxasm_ls_laneid () */
  PTXASM_RT_OP,			/* __ptxasm_ls_op (args) */
  PTXASM_RT_WARP,		/* __ptxasm_ls_warp (blocks, n) */
  PTXASM_RT_RESUMABLE,		/* __ptxasm_ls_resumable (fn, data, size,
				   frame_size) */
  PTXASM_RT_MAX
};
tree ptxasm_runtime_fn (enum ptxasm_rt fn);
void ptxasm_register_runtime (const char *name);

/* lockstep.cc: run the simd loops of the offloaded function FUN that
   hold lane-dependent PTX in lockstep in the host fallback: outline the
   body of the loop's copy for targets without SIMT (dead on the GPU)
   into a function that the run-time library runs as a warp's lanes.  */
void ptxasm_lockstep (function *fun);
/* lockstep-oacc.cc: the same for the vector loops of the OpenACC
   function FUN, whose GPU and host copy are one: the host gets a copy of
   the body of its own.  */
void ptxasm_lockstep_oacc (function *fun);
/* lockstep-base.cc: is FNDECL such an outlined body?  */
bool ptxasm_lockstep_body_p (tree fndecl);
/* lockstep-resume.cc: is FNDECL one made resumable, whose warp
   instructions go through the lane's frame (ptxrt.h)?  */
bool ptxasm_resumable_body_p (tree fndecl);

/* diag.cc: the string constant "FILE:LINE: TEXT" of LOC, for a message
   at run time.  */
tree ptxasm_located_string (location_t loc, const char *text);

/* device.cc: the pass that prepares asm statements for nvptx.  */
opt_pass *ptxasm_make_device_pass (gcc::context *ctxt);

/* braces.cc: the asm text of one offloaded function, statement by
   statement in order: comments and strings must end in their statement,
   braces balance over the function.  ptxasm_braces_statement takes the
   template TEXT and its NOPS operands OPS (for the text of "C" operands)
   and returns false after an error at LOC; *CLOSES_OUTER (if not NULL)
   is set to whether the text closes a '{' of an earlier statement, and
   *SPANS (if not NULL) to whether its braces reach other statements: it
   closes such a '{' or leaves one of its own open.  */
struct ptxasm_tmpl_op;
void ptxasm_braces_begin (void);
bool ptxasm_braces_statement (location_t loc, const char *text, size_t nops,
			      const struct ptxasm_tmpl_op *ops,
			      bool *closes_outer, bool *spans);
void ptxasm_braces_skipped (void);	/* a statement not handed over */
/* Statements scanned so far; a statement that an earlier check stopped
   before its scan is scanned by ptxasm_braces_unscanned, its text as
   written.  */
unsigned long ptxasm_braces_scanned (void);
void ptxasm_braces_unscanned (location_t loc, const char *text);
void ptxasm_braces_end (void);

/* split.cc: replace STMT (at GSI), an asm with more operands than GCC
   takes, by a sequence of asm statements with the template TEXT of its
   NOPS operands described by TOPS (each SHIM or PASTE).  IN_VALUES[N]
   is the value a shim input N is copied from, OUT_LVALUES[N] where a
   shim output is stored (NULL_TREE where none).  Returns false after an
   error at STMT.  */
bool ptxasm_split_asm (gimple_stmt_iterator *gsi, gasm *stmt,
		       const char *text, unsigned nops,
		       const struct ptxasm_tmpl_op *tops,
		       const tree *in_values, const tree *out_lvalues,
		       enum ptxasm_exec exec);

/* gccbugs.cc: errors for code that would crash GCC: the asm statement
   EXPR of FNDECL, the OpenMP target region EXPR (tag.cc's walk calls
   them for every function); the offloaded function FUN (the device
   pass calls it).  */
void ptxasm_check_asm_goto (tree expr, tree fndecl);
void ptxasm_check_target_region (tree expr);
void ptxasm_check_float16 (function *fun);

/* plugin/gcc/emulate/emulate.cc: the host fallback that computes.  The device pass records
   each statement it rewrites (STMT, the rewritten one) with the user's
   template TEXT and its NOPS operands: how each reaches STMT (TOPS),
   whether it is an output, a "+" output, and its constraint letter;
   LANES, the lanes of the warp that run it as a mask (0xffffffff
   outside simd code, 1 inside: ptxemu.h).
   ptxasm_emulate replaces a host copy by host code and returns true,
   or returns false (the statement is not emulated; with
   warn-host-fallback a warning says why).  */
void ptxasm_emulate_record (gasm *stmt, const char *text, unsigned lanes,
			    unsigned nops, const struct ptxasm_tmpl_op *tops,
			    const bool *output, const bool *inout,
			    const char *letters);
bool ptxasm_emulate (gasm *stmt);
/* How many warp instructions the host code of STMT hands over to the
   lanes, each once (a program without branches); -1 if it
   has other ways of waiting for the lanes, or is not emulated.  Into
   *LOCAL (bit K: the Kth), those that the lanes of a cut loop compute
   themselves, STMT's inputs UNIFORM (bit N: input N) the same in every
   lane.  */
int ptxasm_emulate_warp_calls (gasm *stmt, unsigned HOST_WIDE_INT uniform,
			       unsigned HOST_WIDE_INT *local);
/* The last inputs of the copies of an asm statement in a simd loop cut
   at its warp instructions (lockstep-fission.cc): this mark, the
   phase, the lane, the lanes' words, the number of lanes, and a mask of
   the statement's inputs that are the same in every lane, input N at
   bit N (emulate/warp.cc).  */
#define PTXASM_FISSION_MARK 0x7074786c616e6573ULL
#define PTXASM_FISSION_INPUTS 6
/* The text of the statement that stands for the library's computation
   of a warp instruction for the lanes of a cut loop, its inputs the
   lanes' words and their number: the host pass makes it the call of
   __ptxasm_ls_warp (emulate.cc), and to the GPU, which never runs it,
   it is a comment (the offloaded code names no host function).  */
#define PTXASM_FISSION_WARP_TEXT "// ptxasm: the lanes' warp instruction"

/* host.cc: the pass that keeps PTX away from the host assembler.  */
opt_pass *ptxasm_make_host_pass (gcc::context *ctxt);

/* verify.cc: check the rewritten asm STMT with ptxas (later, with the
   other statements of the translation unit).  TOPS describes its NUSER
   user operands (NULL when it has none).  */
struct ptxasm_tmpl_op;
void ptxasm_verify_add (gasm *stmt, unsigned nuser,
			const struct ptxasm_tmpl_op *tops);

/* verify.cc: register the callbacks that run ptxas.  */
void ptxasm_register_verify (const char *plugin_name);

/* toplevel.cc: keep file-scope asm out of the offload IR.  */
void ptxasm_register_toplevel (const char *plugin_name);

/* plugin/gcc/emulate/memory.cc: keep the shared window's trees alive.  */
void ptxasm_register_emulate (const char *plugin_name);

#endif /* PTXASM_H */
