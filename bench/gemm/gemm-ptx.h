/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* gemm-ptx.h -- the PTX statements of the tensor-core GEMM (issue 45),
   shared by GCC's OpenMP build (examples/gemm-mma.c, through ptxasm)
   and nvcc's (bench/gemm/gemm-mma.cu), so that both compile the same
   statements around the same C.

   The kernel: C (M x N, f32) = A (M x K, f16) B (K x N, f16), all
   row-major; M and N multiples of 128, K of 64.  A block (a team)
   computes a 128 x 128 tile of C with
   GEMM_WARPS warps, 2 along M and GEMM_WARPS / 2 along N:
     GEMM_WARPS 8 (the default): each warp 64 x 32, per lane 4 x 4
       mma.sync.m16n8k16 tiles of 4 f32 accumulators (64 floats);
     GEMM_WARPS 4: each warp 64 x 64, 4 x 8 tiles (128 floats).
   The accumulators are scalars c<i><j><r>.  K is walked 32 at a time
   (two steps an iteration, one in each buffer) through two stages of
   shared memory (16 KiB each: A's 128 x 32 tile,
   then B's 32 x 128), filled by 16-byte cp.async.cg copies (512 of A
   and 512 of B a stage, spread over the block's threads); the fragments
   come from ldmatrix (.x4 for A; .x4.trans for B, which the mma wants
   K-major).  Both tiles are XOR-swizzled by 16-byte chunks so that
   neither cp.async nor ldmatrix has bank conflicts: A's rows are 64
   bytes (4 chunks), chunk c of row r stored at c ^ ((r >> 1) & 3); B's
   rows are 256 bytes (16 chunks), chunk c of row r at c ^ (r & 7).  */

#ifndef GEMM_PTX_H
#define GEMM_PTX_H

#ifndef GEMM_WARPS
#define GEMM_WARPS 8
#endif

#define GEMM_BM 128		/* rows of C per block */
#define GEMM_BN 128		/* columns of C per block */
#define GEMM_BK 32		/* K per stage */
#define GEMM_WARPS_N (GEMM_WARPS / 2)	/* warps along N */
#define GEMM_WN (GEMM_BN / GEMM_WARPS_N)	/* columns per warp */
#define GEMM_NJ (GEMM_WN / 8)	/* n8 tiles per warp */
/* Plain numbers, as they are pasted into the templates.  */
#if GEMM_WARPS == 4
#define GEMM_THREADS 128
#elif GEMM_WARPS == 8
#define GEMM_THREADS 256
#else
#error "GEMM_WARPS is 4 or 8"
#endif
#define GEMM_A_BYTES 8192	/* 2 * GEMM_BM * GEMM_BK: A's tile */
#define GEMM_STAGE_BYTES 16384	/* 2 * (GEMM_BM + GEMM_BN) * GEMM_BK */
#define GEMM_SMEM_BYTES 32768	/* 2 stages */
/* Copies a stage per thread, of A and of B; the rows between them.  */
#define GEMM_CPS (512 / GEMM_THREADS)
#define GEMM_A_ROWS_STEP (GEMM_THREADS / 4)
#define GEMM_B_ROWS_STEP (GEMM_THREADS / 16)
/* Tiles of C walked in groups of this many block rows (L2 reuse).  */
#define GEMM_GROUP 8

typedef char gemm_sizes_ok_[(GEMM_THREADS == 32 * GEMM_WARPS
			    && GEMM_A_BYTES == 2 * GEMM_BM * GEMM_BK
			    && GEMM_STAGE_BYTES
			       == 2 * (GEMM_BM + GEMM_BN) * GEMM_BK
			    && GEMM_SMEM_BYTES == 2 * GEMM_STAGE_BYTES
			    && GEMM_A_ROWS_STEP % 8 == 0
			    && GEMM_B_ROWS_STEP % 8 == 0
			    && GEMM_A_ROWS_STEP * 64 == 8192 / GEMM_CPS
			    && GEMM_B_ROWS_STEP * 256 == 8192 / GEMM_CPS)
			   ? 1 : -1];

#define GEMM_STR_(x) #x
#define GEMM_STR(x) GEMM_STR_(x)

/* The block's shared memory: two stages, its 32-bit shared address.
   (The space before '[': nvcc reads "%=[" as a named operand.)  */
#define PTX_SMEM							\
  "{\n\t.shared .align 128 .b8 gemm_smem%= ["				\
  GEMM_STR (GEMM_SMEM_BYTES) "];\n\tmov.u32 %0, gemm_smem%=;\n}"
/* A generic pointer's global address, for cp.async's source.  */
#define PTX_TO_GLOBAL "cvta.to.global.u64 %0, %1;"
/* One 16-byte copy from global to shared memory, bypassing L1.  */
#define PTX_CP_ASYNC(off)						\
  "cp.async.cg.shared.global [%0+" GEMM_STR (off) "], [%1], 16;"
#define PTX_CP_COMMIT "cp.async.commit_group;"
/* Wait until at most one group (the next stage's) is in flight.  */
#define PTX_CP_WAIT1 "cp.async.wait_group 1;"
#define PTX_CP_WAIT_ALL "cp.async.wait_all;"
/* The block's threads (named barrier 1, as nvcc's __syncthreads uses
   0).  */
#define PTX_BAR "bar.sync 1, " GEMM_STR (GEMM_THREADS) ";"
#define PTX_LDSM_X4(off)						\
  "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4+"	\
  GEMM_STR (off) "];"
#define PTX_LDSM_X4_T(off)						\
  "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, "	\
  "[%4+" GEMM_STR (off) "];"
#define PTX_MMA								\
  "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "			\
  "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
#define PTX_ST_V2 "st.global.v2.f32 [%0], {%1, %2};"

/* The statements, on the lane's scalars: a<i><0-3> (A's m16 tile i),
   b<j><0-1> (B's n8 tile j), c<i><j><0-3> (the accumulators).  */

/* One 16-byte copy, global address G to shared address S + OFF (OFF a
   number, pasted into the template: the shared addresses are a
   register plus an immediate offset, so that neither compiler keeps
   each address in a register of its own).  */
#define GEMM_CP(s, off, g)						\
  asm volatile (PTX_CP_ASYNC (off) :: "r" (s), "l" (g))
#define GEMM_COMMIT() asm volatile (PTX_CP_COMMIT)
#define GEMM_WAIT1() asm volatile (PTX_CP_WAIT1)
#define GEMM_WAIT_ALL() asm volatile (PTX_CP_WAIT_ALL)
#define GEMM_BAR() asm volatile (PTX_BAR)
/* The thread's copies of one stage into the buffer at shared address
   S: from A at global address PA (and GEMM_A_ROWS_STEP rows on, each
   pa_p bytes), to sa_cp (and 64 bytes a row on); from B at PB (each
   pb_p bytes on), to sb_cp (256 bytes a row on).  Written out, not as a
   loop: GCC -O2 keeps a loop of asm statements a loop.  */
#define GEMM_CP_A(s, pa, p)						\
  GEMM_CP ((s) + sa_cp, GEMM_CPA_OFF##p, (pa) + (p) * pa_p)
#define GEMM_CP_B(s, pb, p)						\
  GEMM_CP ((s) + sb_cp, GEMM_CPB_OFF##p, (pb) + (p) * pb_p)
/* p GEMM_A_ROWS_STEP rows of 64 bytes, p GEMM_B_ROWS_STEP of 256.  */
#if GEMM_CPS == 4
#define GEMM_CPA_OFF0 0
#define GEMM_CPA_OFF1 2048
#define GEMM_CPA_OFF2 4096
#define GEMM_CPA_OFF3 6144
#define GEMM_CPB_OFF0 0
#define GEMM_CPB_OFF1 2048
#define GEMM_CPB_OFF2 4096
#define GEMM_CPB_OFF3 6144
#else
#define GEMM_CPA_OFF0 0
#define GEMM_CPA_OFF1 4096
#define GEMM_CPB_OFF0 0
#define GEMM_CPB_OFF1 4096
#endif
#if GEMM_CPS == 4
#define GEMM_CP_STAGE(s, pa, pb)					\
  do {									\
    GEMM_CP_A (s, pa, 0); GEMM_CP_B (s, pb, 0);				\
    GEMM_CP_A (s, pa, 1); GEMM_CP_B (s, pb, 1);				\
    GEMM_CP_A (s, pa, 2); GEMM_CP_B (s, pb, 2);				\
    GEMM_CP_A (s, pa, 3); GEMM_CP_B (s, pb, 3);				\
  } while (0)
#else
#define GEMM_CP_STAGE(s, pa, pb)					\
  do {									\
    GEMM_CP_A (s, pa, 0); GEMM_CP_B (s, pb, 0);				\
    GEMM_CP_A (s, pa, 1); GEMM_CP_B (s, pb, 1);				\
  } while (0)
#endif
/* A's fragments of m16 tile I (rows 16 I..) from shared address
   S + 1024 I.  */
#define GEMM_LDA(i, s)							\
  asm volatile (PTX_LDSM_X4 (GEMM_LDA_OFF##i)				\
		: "=r" (a##i##0), "=r" (a##i##1), "=r" (a##i##2),	\
		  "=r" (a##i##3) : "r" (s))
#define GEMM_LDA_OFF0 0
#define GEMM_LDA_OFF1 1024
#define GEMM_LDA_OFF2 2048
#define GEMM_LDA_OFF3 3072
/* B's fragments of n8 tiles J0 and J1 = J0 + 1 from shared address
   S + OFF.  */
#define GEMM_LDB(j0, j1, s, off)					\
  asm volatile (PTX_LDSM_X4_T (off)					\
		: "=r" (b##j0##0), "=r" (b##j0##1), "=r" (b##j1##0),	\
		  "=r" (b##j1##1) : "r" (s))
#define GEMM_MMA(i, j)							\
  asm volatile (PTX_MMA							\
		: "+f" (c##i##j##0), "+f" (c##i##j##1),			\
		  "+f" (c##i##j##2), "+f" (c##i##j##3)			\
		: "r" (a##i##0), "r" (a##i##1), "r" (a##i##2),		\
		  "r" (a##i##3), "r" (b##j##0), "r" (b##j##1))
#define GEMM_ST2(g, x, y)						\
  asm volatile (PTX_ST_V2 :: "l" (g), "f" (x), "f" (y))

/* The same statement for each tile: X(I) for I = 0..3, Y(I, J) for
   I = 0..3, J = 0..GEMM_NJ - 1.  */
#define GEMM_EACH_I(X) X (0) X (1) X (2) X (3)
#if GEMM_NJ == 8
#define GEMM_EACH_J(Y, i)						\
  Y (i, 0) Y (i, 1) Y (i, 2) Y (i, 3) Y (i, 4) Y (i, 5) Y (i, 6) Y (i, 7)
#define GEMM_EACH_J1(X) X (0) X (1) X (2) X (3) X (4) X (5) X (6) X (7)
#else
#define GEMM_EACH_J(Y, i) Y (i, 0) Y (i, 1) Y (i, 2) Y (i, 3)
#define GEMM_EACH_J1(X) X (0) X (1) X (2) X (3)
#endif
#define GEMM_EACH_IJ(Y)							\
  GEMM_EACH_J (Y, 0) GEMM_EACH_J (Y, 1) GEMM_EACH_J (Y, 2)		\
  GEMM_EACH_J (Y, 3)

#define GEMM_DECL_A(i) unsigned a##i##0, a##i##1, a##i##2, a##i##3;
#define GEMM_DECL_B(j) unsigned b##j##0, b##j##1;
#define GEMM_DECL_C(i, j)						\
  float c##i##j##0, c##i##j##1, c##i##j##2, c##i##j##3;
#define GEMM_ZERO_C(i, j)						\
  c##i##j##0 = c##i##j##1 = c##i##j##2 = c##i##j##3 = 0.0f;
#define GEMM_DO_MMA(i, j) GEMM_MMA (i, j);

/* The lane's fragments of one k16 step of a stage: A's four m16 tiles
   at SA + 1024 I, B's n8 tiles 2 P and 2 P + 1 at SB<P> + KOFF (0, or
   4096 for the second k16 step); then the 4 x GEMM_NJ products.  */
#if GEMM_NJ == 8
#define GEMM_LDB_ALL(sb0, sb1, sb2, sb3, koff)				\
  GEMM_LDB (0, 1, (sb0), koff);						\
  GEMM_LDB (2, 3, (sb1), koff);						\
  GEMM_LDB (4, 5, (sb2), koff);						\
  GEMM_LDB (6, 7, (sb3), koff)
#else
#define GEMM_LDB_ALL(sb0, sb1, sb2, sb3, koff)				\
  GEMM_LDB (0, 1, (sb0), koff);						\
  GEMM_LDB (2, 3, (sb1), koff);						\
  (void) (sb2);								\
  (void) (sb3)
#endif
#define GEMM_STEP(sa, sb0, sb1, sb2, sb3, koff)				\
  do {									\
    GEMM_LDA (0, (sa));							\
    GEMM_LDA (1, (sa));							\
    GEMM_LDA (2, (sa));							\
    GEMM_LDA (3, (sa));							\
    GEMM_LDB_ALL (sb0, sb1, sb2, sb3, koff);				\
    GEMM_EACH_IJ (GEMM_DO_MMA)						\
  } while (0)

/* Store accumulator tile (I, J) to rows r0 + 16 I (and + 8), columns
   c0 + 8 J (and + 1) of C, at global address gc with ldc floats a row
   (the lane's variables).  */
#define GEMM_STORE_C(i, j)						\
  do {									\
    unsigned long p_ = gc + 4ul * ((unsigned long) (r0 + 16 * (i)) * ldc \
				    + (c0 + 8 * (j)));			\
    GEMM_ST2 (p_, c##i##j##0, c##i##j##1);				\
    GEMM_ST2 (p_ + 4ul * 8 * ldc, c##i##j##2, c##i##j##3);		\
  } while (0);

#endif
