/* SPDX-License-Identifier: GPL-3.0-or-later WITH GCC-exception-3.1
   Copyright (C) 2026 the ptxasm developers.  */
/* lockstep.c -- run a simd loop's iterations as the 32 lanes of a warp,
   in lockstep (ptxrt.h).

   The plugin outlines the body of an offloaded simd loop that holds
   warp instructions into a function of one argument, the lane's copy of
   the values the body reads (lockstep.cc), and calls
   __ptxasm_ls_lane (FN, DATA, SIZE) for each iteration and
   __ptxasm_ls_flush () where the loop ends.  Each 32 iterations run as
   one warp: every lane is a fiber with a stack of its own, started in
   turn; a warp instruction (__ptxasm_ls_op) stops its lane until the
   lanes that run it have come, computes it for all of them at once and
   lets them go on.  Between warp instructions the lanes run one after
   another, as the host ran the iterations before.

   A thread's 32 fibers are made once and kept: each runs one iteration
   after another.  On x86-64 they switch by switch_stack, which saves
   and restores only what the ABI has a callee keep (six registers, the
   stack pointer, the SSE and x87 control words); elsewhere by _setjmp
   and _longjmp (made by makecontext), which save no signal mask, so a
   switch makes no system call (a ucontext switch makes one, and costs
   ten times as much), but whose _longjmp unwinds the thread's cleanup
   handlers each time.

   A loop that the plugin cut at its warp instructions instead
   (lockstep-fission.cc) runs its lanes itself, each piece a loop over
   them; it calls __ptxasm_ls_warp for a warp instruction, with the
   lanes' words row by row (ptxrt.h), which computes it for them all at
   once, as run () computes it for the lanes that wait at one
   statement.

   The library is compiled into assembly when ptxasm is built, and the
   plugin writes that assembly into every host object file that needs
   it, in a COMDAT group, so that a program links one copy and needs no
   library on its link line.  Hence: one thread-local pointer is its
   only static data, and it calls only the C library.  */

#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <setjmp.h>
#include <ucontext.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include "ptxrt.h"

#define LANES 32

#if defined (__x86_64__) && defined (__linux__)
# define FAST_SWITCH 1
#else
# define FAST_SWITCH 0
#endif

#if FAST_SWITCH
/* Save the caller's registers that the ABI has a callee keep on its
   stack, its stack pointer into *FROM; go on on the stack TO, as
   switch_stack left it (or new_stack made it).  */
static void __attribute__ ((naked, noinline, used))
switch_stack (void **from __attribute__ ((unused)),
	      void *to __attribute__ ((unused)))
{
  __asm__ volatile ("pushq %rbp\n\t"
		    "pushq %rbx\n\t"
		    "pushq %r12\n\t"
		    "pushq %r13\n\t"
		    "pushq %r14\n\t"
		    "pushq %r15\n\t"
		    "subq $8, %rsp\n\t"
		    "stmxcsr (%rsp)\n\t"
		    "fnstcw 4(%rsp)\n\t"
		    "movq %rsp, (%rdi)\n\t"
		    "movq %rsi, %rsp\n\t"
		    /* The control words are loaded where they differ (a
		       load costs more than the rest of the switch).  */
		    "stmxcsr -8(%rsp)\n\t"
		    "movl -8(%rsp), %eax\n\t"
		    "cmpl (%rsp), %eax\n\t"
		    "je .Lptxrt_switch_mx\n\t"
		    "ldmxcsr (%rsp)\n"
		    ".Lptxrt_switch_mx:\n\t"
		    "fnstcw -8(%rsp)\n\t"
		    "movw -8(%rsp), %ax\n\t"
		    "cmpw 4(%rsp), %ax\n\t"
		    "je .Lptxrt_switch_cw\n\t"
		    "fldcw 4(%rsp)\n"
		    ".Lptxrt_switch_cw:\n\t"
		    "addq $8, %rsp\n\t"
		    "popq %r15\n\t"
		    "popq %r14\n\t"
		    "popq %r13\n\t"
		    "popq %r12\n\t"
		    "popq %rbx\n\t"
		    "popq %rbp\n\t"
		    "ret");
}
#endif
/* Each lane's stack is as large as a thread's (the stack's resource
   limit, 8 MiB by default), 1 to 64 MiB; it takes address space, and
   memory only where a lane reaches.  Below it, an inaccessible guard
   stops an overflow.  */
#define STACK_MIN ((size_t) 1 << 20)
#define STACK_MAX ((size_t) 64 << 20)
#define GUARD_BYTES ((size_t) 1 << 16)

/* A resumable body's frame: ptxrt.h's PTXRT_FRAME_*.  */
#define LOG_WORDS PTXRT_FRAME_LOG_WORDS

enum lane_state { LANE_IDLE, LANE_READY, LANE_WAITING, LANE_DONE };

struct lane
{
#if FAST_SWITCH
  void *sp;			/* where the lane goes on: its stack */
#else
  jmp_buf jb;			/* where the lane goes on */
#endif
  int started;			/* its fiber exists */
  char *stack;			/* its lowest usable byte */
  char *data;			/* the lane's copy of the body's values */
  size_t cap;
  enum lane_state state;
  uint64_t *args;		/* while waiting: its warp instruction */
  /* A resumable body's (lockstep-resume.cc): */
  char *frame;			/* its variables, kept between its runs */
  size_t fcap;
  uint64_t (*log)[LOG_WORDS];	/* the results of the statement's */
  unsigned logcap;
};

struct group
{
#if FAST_SWITCH
  void *main_sp;		/* where the group's run goes on */
#else
  jmp_buf main;			/* where the group's run goes on */
#endif
  void (*fn) (void *);
  unsigned queued;		/* lanes given, not yet run */
  size_t stack_bytes;		/* of each lane */
  int lane;			/* the lane running, or -1 */
  int direct;			/* FN is resumable: no fibers */
  int fibers;			/* PTXASM_LOCKSTEP=fibers: fibers always */
  int nested;			/* a lane's simd loop runs inside it */
  struct lane lanes[LANES];
};

static __thread struct group *current;

/* Stop the program with MSG: the library has no way to go on.  */
static void
fail (const char *msg)
{
  static const char head[] = "ptxasm: ";
  if (write (2, head, sizeof head - 1) < 0 || write (2, msg, strlen (msg)) < 0)
    abort ();
  abort ();
}

/* At the end of a thread that ran lanes: its group G, stacks and all.  */
static void
free_group (void *p)
{
  struct group *g = (struct group *) p;
  for (unsigned i = 0; i < LANES; i++)
    {
      if (g->lanes[i].stack)
	munmap (g->lanes[i].stack - GUARD_BYTES,
		g->stack_bytes + GUARD_BYTES);
      free (g->lanes[i].data);
      free (g->lanes[i].frame);
      free (g->lanes[i].log);
    }
  free (g);
  current = NULL;
}

static pthread_key_t group_key;

static void
make_group_key (void)
{
  if (pthread_key_create (&group_key, free_group) != 0)
    fail ("cannot keep the lanes of a simd loop\n");
}

/* The calling thread's group, made at its first use, freed at the
   thread's end.  */
static struct group *
group (void)
{
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  struct group *g = current;
  if (g)
    return g;
  pthread_once (&once, make_group_key);
  g = calloc (1, sizeof *g);
  if (!g)
    fail ("out of memory for the lanes of a simd loop\n");
  pthread_setspecific (group_key, g);
  g->lane = -1;
  const char *mode = getenv ("PTXASM_LOCKSTEP");
  g->fibers = mode && strcmp (mode, "fibers") == 0;
  struct rlimit r;
  g->stack_bytes = 8 * STACK_MIN;
  if (getrlimit (RLIMIT_STACK, &r) == 0 && r.rlim_cur != RLIM_INFINITY)
    g->stack_bytes = (size_t) r.rlim_cur;
  if (g->stack_bytes < STACK_MIN)
    g->stack_bytes = STACK_MIN;
  if (g->stack_bytes > STACK_MAX)
    g->stack_bytes = STACK_MAX;
  g->stack_bytes &= ~(size_t) 0xffff;
  current = g;
  return g;
}

/* From lane L of G back to the group's run.  */
static inline void
to_main (struct group *g, struct lane *l)
{
#if FAST_SWITCH
  switch_stack (&l->sp, g->main_sp);
#else
  if (!_setjmp (l->jb))
    _longjmp (g->main, 1);
#endif
}

/* The 32-bit header word at byte OFF of lane L's frame.  */
static inline uint32_t *
hdr (struct lane *l, unsigned off)
{
  return (uint32_t *) (void *) (l->frame + off);
}

/* The block that lane L's frame holds.  */
static inline uint64_t *
frame_block (struct lane *l)
{
  return (uint64_t *) (void *) (l->frame + PTXRT_FRAME_BLOCK);
}

/* After a run of a resumable body in lane L: stop the program if a
   warp instruction ran where no point of return was (BAD); if the lane
   waits (WAITING), its block is the frame's.  Whether it waits.  */
static int
after_run (struct lane *l)
{
  if (*hdr (l, PTXRT_FRAME_BAD))
    fail ("a warp instruction where a resumable lockstep body cannot "
	  "wait; run with PTXASM_LOCKSTEP=fibers, and report it\n");
  if (!*hdr (l, PTXRT_FRAME_WAITING))
    return 0;
  l->args = frame_block (l);
  l->state = LANE_WAITING;
  return 1;
}

/* Before a run of a resumable body in lane L: no result taken, not
   waiting.  */
static inline void
before_run (struct lane *l)
{
  *hdr (l, PTXRT_FRAME_REP) = 0;
  *hdr (l, PTXRT_FRAME_WAITING) = 0;
}

/* The body of every lane's fiber: run the loop body on the lane's
   data, and, when it ends, wait for the next iteration the lane is
   given.  It never returns.  */
static void
lane_start (void)
{
  for (;;)
    {
      struct group *g = current;
      struct lane *l = &g->lanes[g->lane];
      /* A resumable body returns where it waits, and runs again once
	 the warp instruction is computed.  */
      do
	{
	  if (l->frame)
	    before_run (l);
	  g->fn (l->data);
	}
      while (l->frame && after_run (l) && (to_main (g, l), 1));
      l->state = LANE_DONE;
      to_main (g, l);
    }
}

/* Run lane I (L) of G, whose body is resumable, until it waits at a
   warp instruction or ends (resume's first way).  */
static inline void
run_direct (struct group *g, struct lane *l, unsigned i)
{
  g->lane = (int) i;
  before_run (l);
  g->fn (l->data);
  if (!after_run (l))
    l->state = LANE_DONE;
}

/* How far below the top of its stack lane I starts: the lanes' stacks
   are as aligned as their mappings, so that their tops would share the
   cache sets of a 4 KiB page and of a 64 KiB block, and the 32 lanes'
   switches would evict each other's frames; a page and five lines more
   for each lane puts them in different sets of both.  */
#define STACK_COLOUR(I) ((size_t) (I) * (4096 + 5 * 64))

/* Run lane I of G until it waits at a warp instruction or ends: a
   resumable body is called, and returns at either; otherwise the lane's
   fiber is made at its first run.  */
static void
resume (struct group *g, unsigned i)
{
  struct lane *l = &g->lanes[i];
  if (g->direct)
    {
      run_direct (g, l, i);
      return;
    }
  g->lane = (int) i;
#if FAST_SWITCH
  if (!l->started)
    {
      /* A frame that switch_stack returns from into lane_start, as
	 if called (the stack pointer then 8 below a 16-byte boundary):
	 the control words, six registers of 0, the return address.  */
      uintptr_t top = ((uintptr_t) l->stack + g->stack_bytes
		       - STACK_COLOUR (i)) & ~(uintptr_t) 15;
      uint64_t *f = (uint64_t *) (top - 72);
      uint32_t mxcsr;
      uint16_t fcw;
      __asm__ volatile ("stmxcsr %0\n\tfnstcw %1" : "=m" (mxcsr), "=m" (fcw));
      memset (f, 0, 72);
      memcpy (f, &mxcsr, 4);
      memcpy ((char *) f + 4, &fcw, 2);
      f[7] = (uint64_t) (uintptr_t) lane_start;
      l->sp = f;
      l->started = 1;
    }
  switch_stack (&g->main_sp, l->sp);
#else
  if (_setjmp (g->main))
    return;
  if (l->started)
    _longjmp (l->jb, 1);
  ucontext_t ctx;
  if (getcontext (&ctx) != 0)
    fail ("cannot make the fibers of a simd loop's lanes\n");
  ctx.uc_stack.ss_sp = l->stack;
  ctx.uc_stack.ss_size = g->stack_bytes - STACK_COLOUR (i);
  ctx.uc_link = NULL;
  makecontext (&ctx, lane_start, 0);
  l->started = 1;
  setcontext (&ctx);
  fail ("cannot start the fibers of a simd loop's lanes\n");
#endif
}

/* Bit 17 of a block's operation word: the lane's guard fails, it takes
   no part.  */
#define GUARD_OFF ((uint64_t) 1 << 17)

/* The lanes waiting at the warp instruction of lane W, which come to
   it: those of its member mask (ARGS[PTXRT_X3]) that wait at the same
   statement.  */
static uint32_t
participants (struct group *g, unsigned n, unsigned w)
{
  uint64_t site = g->lanes[w].args[PTXRT_SITE];
  uint32_t mask = (uint32_t) g->lanes[w].args[PTXRT_X3];
  unsigned op = g->lanes[w].args[PTXRT_OP] & 0xff;
  if (op == PTXRT_OP_ACTIVEMASK || op == PTXRT_OP_YIELD)
    mask = 0xffffffffu;
  uint32_t p = 0;
  for (unsigned i = 0; i < n; i++)
    if (g->lanes[i].state == LANE_WAITING
	&& g->lanes[i].args[PTXRT_SITE] == site && (mask >> i & 1))
      p |= 1u << i;
  return p | 1u << w;
}

/* Whether every lane of lane W's member mask that has not finished
   waits with it: a ".sync" instruction waits for them.  */
static int
converged (struct group *g, unsigned n, unsigned w, uint32_t p)
{
  unsigned op = g->lanes[w].args[PTXRT_OP] & 0xff;
  uint32_t mask = (uint32_t) g->lanes[w].args[PTXRT_X3];
  if (op == PTXRT_OP_ACTIVEMASK || op == PTXRT_OP_YIELD)
    return 1;
  for (unsigned i = 0; i < n; i++)
    if ((mask >> i & 1) && !(p >> i & 1) && g->lanes[i].state != LANE_DONE)
      return 0;
  return 1;
}

/* The lane that lane I reads in a shfl.sync of MODE, lane operand B and
   clamp C, and into *IN whether it is within the clamp (else lane I
   itself).  */
static inline __attribute__ ((always_inline)) unsigned
shfl_source (unsigned mode, unsigned i, uint32_t b, uint32_t c, int *in)
{
  uint32_t seg = c >> 8 & 31, clamp = c & 31;
  int maxlane = (int) ((i & seg) | (clamp & ~seg));
  int minlane = (int) (i & seg);
  int j;
  b &= 31;
  switch (mode)
    {
    case PTXRT_SHFL_UP:
      j = (int) i - (int) b;
      *in = j >= maxlane;
      break;
    case PTXRT_SHFL_DOWN:
      j = (int) (i + b);
      *in = j <= maxlane;
      break;
    case PTXRT_SHFL_BFLY:
      j = (int) (i ^ b);
      *in = j <= maxlane;
      break;
    default:
      j = minlane | (int) (b & ~seg);
      *in = j <= maxlane;
      break;
    }
  return *in ? (unsigned) j : i;
}

/* shfl.sync for lane I of the participants P, whose blocks are ARG.  */
static void
shfl (uint64_t *const arg[LANES], uint32_t p, unsigned i)
{
  uint64_t *a = arg[i];
  int in;
  unsigned j = shfl_source (a[PTXRT_OP] >> 8 & 0xff, i, (uint32_t) a[PTXRT_X1],
			    (uint32_t) a[PTXRT_X2], &in);
  /* A lane that does not take part gives 0 (undefined in PTX; what an
     H100 gives).  */
  a[PTXRT_D] = (p >> j & 1) ? (uint32_t) arg[j][PTXRT_X0] : 0;
  a[PTXRT_P] = in;
}

/* The reduction MODE of two values, signed if SG.  */
static uint32_t
reduce (unsigned mode, int sg, uint32_t x, uint32_t y)
{
  switch (mode)
    {
    case PTXRT_REDUX_ADD:
      return x + y;
    case PTXRT_REDUX_MIN:
      return sg ? ((int32_t) x < (int32_t) y ? x : y) : (x < y ? x : y);
    case PTXRT_REDUX_MAX:
      return sg ? ((int32_t) x > (int32_t) y ? x : y) : (x > y ? x : y);
    case PTXRT_REDUX_AND:
      return x & y;
    case PTXRT_REDUX_OR:
      return x | y;
    default:
      return x ^ y;
    }
}

/* mma.sync over the 32 lanes whose blocks are BLK (the same block 32
   times for an OpenMP thread outside simd, whose lanes hold its
   values): each lane's D into its block.  */
static void
mma (uint64_t *const blk[LANES])
{
  uint64_t a[LANES][4], b[LANES][4], c[LANES][4], d[LANES][4];
  for (unsigned i = 0; i < LANES; i++)
    {
      memcpy (a[i], blk[i] + PTXRT_A, sizeof a[i]);
      memcpy (b[i], blk[i] + PTXRT_B, sizeof b[i]);
      memcpy (c[i], blk[i] + PTXRT_C, sizeof c[i]);
    }
  if (!ptxrt_mma ((uint32_t) blk[0][PTXRT_X0], (const uint64_t (*)[4]) a,
		  (const uint64_t (*)[4]) b, (const uint64_t (*)[4]) c, d))
    fail ((const char *) (uintptr_t) blk[0][PTXRT_X1]);
  for (unsigned i = 0; i < LANES; i++)
    memcpy (blk[i] + PTXRT_DM, d[i], sizeof d[i]);
}

/* The 16-bit element at row R, column C of matrix I of M (8x8
   matrices of 16 bytes a row).  */
#define ELEM(m, i, r, c) ((m)[(i) * 64 + (r) * 8 + (c)])

/* ldmatrix, stmatrix or movmatrix (.m8n8 .b16, ptxrt.h) over the 32
   lanes whose blocks are BLK.  Lane L holds, of each matrix, row L/4,
   columns 2*(L%4) and 2*(L%4)+1 (the lower column in the low half);
   .trans holds the transposed matrix's.  Lanes 8*I to 8*I+7 give the
   addresses of matrix I's rows.  */
static void
matrix (uint64_t *const blk[LANES])
{
  uint32_t mode = (uint32_t) blk[0][PTXRT_X2];
  enum ptxrt_matrix which = PTXRT_MATRIX_WHICH (mode);
  unsigned num = PTXRT_MATRIX_NUM (mode), trans = PTXRT_MATRIX_TRANS (mode);
  uint16_t m[4 * 64];
  for (unsigned i = 0; i < num; i++)
    for (unsigned r = 0; r < 8; r++)
      if (which == PTXRT_MATRIX_LD)
	memcpy (&ELEM (m, i, r, 0),
		(const void *) (uintptr_t) blk[i * 8 + r][PTXRT_X0], 16);
  if (which != PTXRT_MATRIX_LD)
    /* The registers, as the lanes hold them (untransposed).  */
    for (unsigned l = 0; l < LANES; l++)
      for (unsigned i = 0; i < num; i++)
	{
	  uint32_t w = (uint32_t) blk[l][PTXRT_A + i];
	  ELEM (m, i, l / 4, 2 * (l % 4)) = (uint16_t) w;
	  ELEM (m, i, l / 4, 2 * (l % 4) + 1) = (uint16_t) (w >> 16);
	}
  if (which == PTXRT_MATRIX_ST)
    {
      for (unsigned i = 0; i < num; i++)
	for (unsigned r = 0; r < 8; r++)
	  {
	    uint16_t row[8];
	    for (unsigned c = 0; c < 8; c++)
	      row[c] = trans ? ELEM (m, i, c, r) : ELEM (m, i, r, c);
	    memcpy ((void *) (uintptr_t) blk[i * 8 + r][PTXRT_X0], row,
		    sizeof row);
	  }
      return;
    }
  uint64_t d[LANES][4];
  for (unsigned l = 0; l < LANES; l++)
    for (unsigned i = 0; i < num; i++)
      {
	unsigned r = l / 4, c = 2 * (l % 4);
	uint32_t lo = trans ? ELEM (m, i, c, r) : ELEM (m, i, r, c);
	uint32_t hi = trans ? ELEM (m, i, c + 1, r) : ELEM (m, i, r, c + 1);
	d[l][i] = lo | hi << 16;
      }
  /* Every lane's results after every lane's operands were read: the
     blocks may be one (an OpenMP thread outside simd, which keeps lane
     0's).  */
  for (unsigned l = LANES; l-- > 0;)
    memcpy (blk[l] + PTXRT_DM, d[l], num * sizeof d[l][0]);
}

/* Compute the warp instruction at which the lanes P wait, whose blocks
   are ARG (lane I's ARG[I]; those of other lanes are not read), and
   write the results of those whose guard holds into their blocks.  */
static void
compute_blocks (uint64_t *const arg[LANES], uint32_t p)
{
  for (unsigned i = 0; i < LANES; i++)
    if ((p >> i & 1) && (arg[i][PTXRT_OP] & GUARD_OFF))
      p &= ~(1u << i);
  if (!p)
    return;
  unsigned w = (unsigned) __builtin_ctz (p);
  unsigned op = arg[w][PTXRT_OP] & 0xff;
  unsigned mode = arg[w][PTXRT_OP] >> 8 & 0xff;
  int sg = arg[w][PTXRT_OP] >> 16 & 1;
  if (op == PTXRT_OP_MMA || op == PTXRT_OP_MATRIX)
    {
      /* All 32 lanes, or the program stops at the statement.  */
      if (p != 0xffffffffu)
	fail ((const char *) (uintptr_t) arg[w][PTXRT_X1]);
      if (op == PTXRT_OP_MMA)
	mma (arg);
      else
	matrix (arg);
      return;
    }
  uint32_t ballot = 0, acc = 0;
  int first = 1;
  /* A vote's ballot, a reduction's value (a shuffle needs neither).  */
  if (op == PTXRT_OP_VOTE || op == PTXRT_OP_REDUX)
    for (unsigned i = 0; i < LANES; i++)
      if (p >> i & 1)
	{
	  uint64_t x = arg[i][PTXRT_X0];
	  ballot |= (x != 0) << i;
	  acc = first ? (uint32_t) x : reduce (mode, sg, acc, (uint32_t) x);
	  first = 0;
	}
  for (unsigned i = 0; i < LANES; i++)
    {
      if (!(p >> i & 1))
	continue;
      uint64_t *a = arg[i];
      switch (op)
	{
	case PTXRT_OP_SHFL:
	  shfl (arg, p, i);
	  break;
	case PTXRT_OP_VOTE:
	  if (mode == PTXRT_VOTE_ALL)
	    a[PTXRT_D] = ballot == p;
	  else if (mode == PTXRT_VOTE_ANY)
	    a[PTXRT_D] = ballot != 0;
	  else if (mode == PTXRT_VOTE_UNI)
	    a[PTXRT_D] = ballot == p || ballot == 0;
	  else
	    a[PTXRT_D] = ballot;
	  break;
	case PTXRT_OP_MATCH_ANY:
	case PTXRT_OP_MATCH_ALL:
	  {
	    uint32_t same = 0;
	    for (unsigned j = 0; j < LANES; j++)
	      if ((p >> j & 1)
		  && arg[j][PTXRT_X0] == a[PTXRT_X0])
		same |= 1u << j;
	    if (op == PTXRT_OP_MATCH_ANY)
	      a[PTXRT_D] = same, a[PTXRT_P] = 1;
	    else
	      a[PTXRT_D] = same == p ? p : 0, a[PTXRT_P] = same == p;
	  }
	  break;
	case PTXRT_OP_REDUX:
	  a[PTXRT_D] = acc;
	  break;
	case PTXRT_OP_ELECT:
	  a[PTXRT_D] = (uint64_t) __builtin_ctz (p);
	  a[PTXRT_P] = (unsigned) __builtin_ctz (p) == i;
	  break;
	default:
	  /* ACTIVEMASK, and WARPSYNC, whose result is unused.  */
	  a[PTXRT_D] = p;
	  break;
	}
    }
}

/* compute_blocks for the lanes P of G.  */
static void
compute (struct group *g, uint32_t p)
{
  uint64_t *arg[LANES];
  for (unsigned i = 0; i < LANES; i++)
    arg[i] = g->lanes[i].args;
  compute_blocks (arg, p);
}

/* Keep the results of the warp instruction that lane L of a resumable
   body waited at, for the next run of its statement.  */
static inline void
keep_results (struct lane *l)
{
  uint32_t n = *hdr (l, PTXRT_FRAME_DONE);
  if (__builtin_expect (n >= l->logcap, 0))
    {
      unsigned cap = l->logcap ? 2 * l->logcap : 4;
      void *m = realloc (l->log, cap * sizeof *l->log);
      if (!m)
	fail ("out of memory for the lanes of a simd loop\n");
      l->log = (uint64_t (*)[LOG_WORDS]) m;
      l->logcap = cap;
      memcpy (l->frame + PTXRT_FRAME_LOG, &l->log, sizeof l->log);
    }
  const uint64_t *b = l->args;
  l->log[n][0] = b[PTXRT_D];
  l->log[n][1] = b[PTXRT_P];
  unsigned op = b[PTXRT_OP] & 0xff;
  if (op == PTXRT_OP_MMA || op == PTXRT_OP_MATRIX)
    memcpy (&l->log[n][2], &b[PTXRT_DM], 4 * sizeof (uint64_t));
  *hdr (l, PTXRT_FRAME_DONE) = n + 1;
}

/* Run the queued lanes of G to their end.  */
static void
run (struct group *g)
{
  unsigned n = g->queued;
  for (unsigned i = 0; i < n; i++)
    {
      struct lane *l = &g->lanes[i];
      if (!l->stack && !g->direct)
	{
	  char *m = mmap (NULL, g->stack_bytes + GUARD_BYTES,
			  PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
			  | MAP_STACK, -1, 0);
	  if (m == MAP_FAILED)
	    fail ("no memory for the stacks of a simd loop's lanes\n");
	  mprotect (m, GUARD_BYTES, PROT_NONE);
	  l->stack = m + GUARD_BYTES;
	}
      l->state = LANE_READY;
    }
  uint32_t all = n == LANES ? 0xffffffffu : (1u << n) - 1, ready = all;
  for (;;)
    {
      /* The lanes that go on, in lane order; whether all of them now
	 wait at one statement, SITE.  */
      uint64_t site = 0;
      int one_site = 1;
      for (uint32_t m = ready; m; m &= m - 1)
	{
	  unsigned i = (unsigned) __builtin_ctz (m);
	  struct lane *l = &g->lanes[i];
	  resume (g, i);
	  if (l->state == LANE_WAITING)
	    {
	      uint64_t s = l->args[PTXRT_SITE];
	      one_site &= !site || s == site;
	      site = s;
	    }
	  else
	    one_site = 0;
	}
      g->lane = -1;
      /* Every lane has finished or waits.  The warp instruction to run:
	 the first, in lane order, whose member lanes have all come, lanes
	 that wait for the others (PTXRT_OP_YIELD) last; or, if none has,
	 the first (the lanes diverged at ".sync" instructions, undefined
	 in PTX).  */
      int w = -1;
      uint32_t p = 0;
      /* Most often every lane went on and waits at the same statement:
	 there its member lanes have all come.  */
      if (ready == all && one_site
	  && (g->lanes[0].args[PTXRT_OP] & 0xff) != PTXRT_OP_YIELD)
	w = 0, p = participants (g, n, 0);
      for (int pass = 0; pass < 2 && w < 0; pass++)
	for (unsigned i = 0; i < n && w < 0; i++)
	  if (g->lanes[i].state == LANE_WAITING
	      && ((g->lanes[i].args[PTXRT_OP] & 0xff) == PTXRT_OP_YIELD)
		 == (pass == 1))
	    {
	      uint32_t q = participants (g, n, i);
	      if (converged (g, n, i, q))
		w = (int) i, p = q;
	    }
      if (w < 0)
	for (unsigned i = 0; i < n && w < 0; i++)
	  if (g->lanes[i].state == LANE_WAITING)
	    w = (int) i, p = participants (g, n, i);
      if (w < 0)
	break;
      compute (g, p);
      for (uint32_t m = p; m; m &= m - 1)
	{
	  /* A resumable body's lane keeps the results for its next run
	     (in a fiber, only where it returned to wait).  */
	  struct lane *l = &g->lanes[__builtin_ctz (m)];
	  if (l->frame && l->args == frame_block (l))
	    keep_results (l);
	  l->state = LANE_READY;
	}
      ready = p;
    }
  for (unsigned i = 0; i < n; i++)
    g->lanes[i].state = LANE_IDLE;
  g->queued = 0;
}

/* A frame of SIZE bytes for a resumable body, its header cleared, into
   *FRAME (of *CAP bytes), and its address into the first slot of the
   body's DATA.  */
static void
set_frame (char **frame, size_t *cap, unsigned long size, void *data)
{
  if (*cap < size || !*frame)
    {
      free (*frame);
      *cap = (size + PTXRT_FRAME_ALIGN - 1)
	     & ~(size_t) (PTXRT_FRAME_ALIGN - 1);
      *frame = aligned_alloc (PTXRT_FRAME_ALIGN, *cap);
      if (!*frame)
	fail ("out of memory for the lanes of a simd loop\n");
    }
  memset (*frame, 0, PTXRT_FRAME_BLOCK);
  memcpy (data, frame, sizeof *frame);
}

/* Queue FN on a copy of the SIZE bytes at DATA as the next lane;
   FSIZE, if not 0, the size of the frame of FN, a resumable body.  */
static void
queue (void (*fn) (void *), void *data, unsigned long size,
       unsigned long fsize)
{
  struct group *g = group ();
  if (g->lane >= 0)
    {
      /* Inside a lane: FN runs at once, a resumable one at one go, with
	 a frame of its own.  */
      char *frame = NULL;
      size_t cap = 0;
      if (fsize)
	set_frame (&frame, &cap, fsize, data);
      g->nested++;
      fn (data);
      g->nested--;
      /* It never waits: a warp instruction there stops the program
	 (its warp is the lane's, which runs one iteration).  */
      if (frame && (((uint32_t *) (void *) frame)[PTXRT_FRAME_WAITING / 4]
		    || ((uint32_t *) (void *) frame)[PTXRT_FRAME_BAD / 4]))
	fail ("a warp instruction in a simd loop that a lane runs, where "
	      "a resumable lockstep body cannot wait; run with "
	      "PTXASM_LOCKSTEP=fibers, and report it\n");
      free (frame);
      return;
    }
  if (g->queued && g->fn != fn)
    __ptxasm_ls_flush ();
  /* A resumable body runs in fibers too, at one go (it never finds
     that it waits).  */
  g->direct = fsize != 0 && !g->fibers;
  struct lane *l = &g->lanes[g->queued];
  if (l->cap < size || !l->data)
    {
      free (l->data);
      l->cap = size < 64 ? 64 : size;
      l->data = malloc (l->cap);
      if (!l->data)
	fail ("out of memory for the lanes of a simd loop\n");
    }
  memcpy (l->data, data, size);
  if (fsize)
    {
      set_frame (&l->frame, &l->fcap, fsize, l->data);
      memcpy (l->frame + PTXRT_FRAME_LOG, &l->log, sizeof l->log);
    }
  g->fn = fn;
  if (++g->queued == LANES)
    run (g);
}

/* One iteration of an outlined simd loop: FN on a copy of the SIZE
   bytes at DATA, as the next lane of the warp; 32 lanes run at once.
   Inside a lane (a simd loop in a function that a lane calls), FN runs
   at once, in that lane.  */
void
__ptxasm_ls_lane (void (*fn) (void *), const void *data, unsigned long size)
{
  queue (fn, (void *) data, size, 0);
}

/* The same for FN made resumable (lockstep-resume.cc), whose frame has
   FSIZE bytes: it returns at each warp instruction, and is called
   again to go on.  The first slot of DATA is for the frame's address.  */
void
__ptxasm_ls_resumable (void (*fn) (void *), void *data, unsigned long size,
		       unsigned long fsize)
{
  queue (fn, data, size, fsize);
}

/* The end of an outlined simd loop: run the lanes given so far.  */
void
__ptxasm_ls_flush (void)
{
  struct group *g = current;
  if (g && g->lane < 0 && g->queued)
    run (g);
}

/* The lane of the warp that runs the caller, or -1 outside a lane.  */
int
__ptxasm_ls_laneid (void)
{
  struct group *g = current;
  return g ? g->lane : -1;
}

/* A warp instruction of the block ARGS (ptxrt.h): in a lane, stop until
   the lanes that run it have come, and return 1 with its results in
   ARGS.  Outside a lane return 0, or, for mma.sync run by an OpenMP
   thread outside simd (its 32 lanes holding its values), 1 with the
   result.  */
int
__ptxasm_ls_op (uint64_t *args)
{
  struct group *g = current;
  if (!g || g->lane < 0)
    {
      unsigned op = args[PTXRT_OP] & 0xff;
      if (op != PTXRT_OP_MMA && op != PTXRT_OP_MATRIX)
	return 0;
      if ((uint32_t) (args[PTXRT_OP] >> 32) != 0xffffffffu)
	fail ((const char *) (uintptr_t) args[PTXRT_X1]);
      uint64_t *blk[LANES];
      for (unsigned i = 0; i < LANES; i++)
	blk[i] = args;
      if (op == PTXRT_OP_MMA)
	mma (blk);
      else
	matrix (blk);
      return 1;
    }
  struct lane *l = &g->lanes[g->lane];
  if (g->direct)
    {
      /* A resumable body: the results of a warp instruction its
	 statement's earlier runs waited at; or it waits at this one, and
	 returns (the rest of this run is not used).  */
      unsigned op = args[PTXRT_OP] & 0xff;
      int big = op == PTXRT_OP_MMA || op == PTXRT_OP_MATRIX;
      if (g->nested || !*hdr (l, PTXRT_FRAME_IN))
	fail ("a warp instruction where a resumable lockstep body cannot "
	      "wait; run with PTXASM_LOCKSTEP=fibers, and report it\n");
      if (*hdr (l, PTXRT_FRAME_WAITING))
	return 1;
      uint32_t rep = *hdr (l, PTXRT_FRAME_REP);
      if (rep < *hdr (l, PTXRT_FRAME_DONE))
	{
	  uint64_t *r = l->log[rep];
	  *hdr (l, PTXRT_FRAME_REP) = rep + 1;
	  args[PTXRT_D] = r[0];
	  args[PTXRT_P] = r[1];
	  if (big)
	    memcpy (args + PTXRT_DM, r + 2, 4 * sizeof (uint64_t));
	  return 1;
	}
      /* Word by word: the body has just stored the block a word at a
	 time, and a wider load of it (memcpy's) waits until those
	 stores are written, far longer than the copy takes.  */
      unsigned nw = big ? PTXRT_SLOTS : PTXRT_D;
      uint64_t *b = frame_block (l);
      for (unsigned k = 0; k < nw; k++)
	b[k] = ((volatile uint64_t *) args)[k];
      *hdr (l, PTXRT_FRAME_WAITING) = 1;
      return 1;
    }
  l->args = args;
  l->state = LANE_WAITING;
  to_main (g, l);
  return 1;
}

/* Word N of lane I of the words W of a warp instruction of a cut loop
   (ptxrt.h).  */
#define WORD(w, n, i) ((w)[(n) * PTXRT_WARP_LANES + (i)])

/* __ptxasm_ls_warp's common case: a shuffle whose lanes ALL (0 to N - 1)
   give the same operation, lane operand, clamp and member mask, which
   holds them all (a loop over "shfl.sync.down.b32 d, v, 16, 0x1f, -1",
   say), of the words W.  Computed as shfl () computes it, the lanes at
   once; false, and nothing done, if it is not that case.  */
static int
shfl_all (uint64_t *w, unsigned n, uint32_t all)
{
  uint64_t op = WORD (w, PTXRT_OP, 0), b = WORD (w, PTXRT_X1, 0);
  uint64_t c = WORD (w, PTXRT_X2, 0), m = WORD (w, PTXRT_X3, 0);
  if ((op & 0xff) != PTXRT_OP_SHFL || (op & GUARD_OFF)
      || ((uint32_t) m & all) != all)
    return 0;
  uint64_t diff = 0;
  if (n == LANES)
    /* Of a known count: the compiler takes the lanes together.  */
    for (unsigned i = 0; i < LANES; i++)
      diff |= (WORD (w, PTXRT_OP, i) ^ op) | (WORD (w, PTXRT_X1, i) ^ b)
	      | (WORD (w, PTXRT_X2, i) ^ c) | (WORD (w, PTXRT_X3, i) ^ m);
  else
    for (unsigned i = 0; i < n; i++)
      diff |= (WORD (w, PTXRT_OP, i) ^ op) | (WORD (w, PTXRT_X1, i) ^ b)
	      | (WORD (w, PTXRT_X2, i) ^ c) | (WORD (w, PTXRT_X3, i) ^ m);
  if (diff)
    return 0;
  unsigned mode = op >> 8 & 0xff;
  const uint64_t *src = &WORD (w, PTXRT_X0, 0);
  uint64_t *d = &WORD (w, PTXRT_D, 0), *p = &WORD (w, PTXRT_P, 0);
  /* A loop for each mode, in which shfl_source is folded.  */
#define SHFL_LANES(MODE)						\
  for (unsigned i = 0; i < n; i++)					\
    {									\
      int in;								\
      unsigned j = shfl_source (MODE, i, (uint32_t) b, (uint32_t) c, &in); \
      d[i] = j < n ? (uint32_t) src[j] : 0;				\
      p[i] = (uint64_t) in;						\
    }
  switch (mode)
    {
    case PTXRT_SHFL_UP:
      SHFL_LANES (PTXRT_SHFL_UP);
      break;
    case PTXRT_SHFL_DOWN:
      SHFL_LANES (PTXRT_SHFL_DOWN);
      break;
    case PTXRT_SHFL_BFLY:
      SHFL_LANES (PTXRT_SHFL_BFLY);
      break;
    default:
      SHFL_LANES (PTXRT_SHFL_IDX);
      break;
    }
#undef SHFL_LANES
  return 1;
}

/* The warp instruction at which lanes 0 to N - 1 of a simd loop that the
   plugin cut at its warp instructions (lockstep-fission.cc) wait, every
   lane at once, of the words W (ptxrt.h), its results written there.
   The lanes form groups by the member mask of the lowest lane not yet
   served, as run () serves lanes that wait at one statement.  */
void
__ptxasm_ls_warp (uint64_t *w, unsigned n)
{
  uint32_t left = n >= LANES ? 0xffffffffu : (1u << n) - 1;
  if (n > LANES)
    n = LANES;
  if (shfl_all (w, n, left))
    return;
  /* The lanes' blocks, as compute_blocks reads them.  */
  uint64_t blk[LANES][PTXRT_SLOTS];
  uint64_t *arg[LANES];
  for (unsigned i = 0; i < LANES; i++)
    {
      arg[i] = blk[i < n ? i : 0];
      if (i < n)
	for (unsigned k = 0; k < PTXRT_SLOTS; k++)
	  blk[i][k] = WORD (w, k, i);
    }
  while (left)
    {
      unsigned l = (unsigned) __builtin_ctz (left);
      unsigned op = arg[l][PTXRT_OP] & 0xff;
      uint32_t mask = op == PTXRT_OP_ACTIVEMASK ? 0xffffffffu
	: (uint32_t) arg[l][PTXRT_X3];
      uint32_t p = (left & mask) | 1u << l;
      compute_blocks (arg, p);
      left &= ~p;
    }
  for (unsigned i = 0; i < n; i++)
    {
      WORD (w, PTXRT_D, i) = blk[i][PTXRT_D];
      WORD (w, PTXRT_P, i) = blk[i][PTXRT_P];
      for (unsigned k = 0; k < 4; k++)
	WORD (w, PTXRT_DM + k, i) = blk[i][PTXRT_DM + k];
    }
}
