/* .shared variables declared in a template, on the GPU and in the host
   fallback: cvta.shared and cvta.to.shared round trips, 32-bit and
   64-bit shared addresses, st/ld.shared (vectors too), generic loads of
   shared memory, atom and red on shared memory from every OpenMP thread
   of a team, isspacep, mov of a variable's address; and a .local array
   through its local and generic addresses.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <omp.h>

#define TEAMS 3
#define THREADS 4

int
main (void)
{
  unsigned res[TEAMS][8] = { { 0 } };
  static unsigned mapped[4] = { 1, 2, 3, 4 };
#pragma omp target teams num_teams(TEAMS) thread_limit(THREADS) \
	map(tofrom: res) map(to: mapped)
  {
    int team = omp_get_team_num ();
    unsigned long long gen;	/* the buffer's generic address */
    unsigned s32;		/* its shared address, 32 bits */
    asm volatile ("{\n\t"
		  ".shared .align 16 .b8 buf%=[64];\n\t"
		  ".reg .u64 a;\n\t"
		  "cvta.shared.u64 %0, buf%=;\n\t"
		  "cvta.to.shared.u64 a, %0;\n\t"
		  "cvt.u32.u64 %1, a;\n\t"
		  "}" : "=l" (gen), "=r" (s32));
#pragma omp parallel num_threads(THREADS)
    {
      unsigned t = omp_get_thread_num ();
      /* Each thread's word through its 32-bit shared address, then a
	 count in word 8 with atom and red.  */
      asm volatile ("st.shared.u32 [%0], %1;"
		    : : "r" (s32 + 4 * t), "r" (100 * (team + 1) + t) : "memory");
      if (t == 0)
	asm volatile ("st.shared.v2.u32 [%0+32], {%1, %1};"
		      : : "r" (s32), "r" (0u) : "memory");
#pragma omp barrier
      unsigned old;
      asm volatile ("atom.shared.add.u32 %0, [%1+32], 1;"
		    : "=r" (old) : "r" (s32) : "memory");
      asm volatile ("{ .reg .u64 a; cvt.u64.u32 a, %0; "
		    "red.shared.add.u32 [a+36], 2; }" : : "r" (s32) : "memory");
#pragma omp barrier
      if (t == 0)
	{
	  unsigned v0, v1, v2, v3, n, m, g, sh, gl, shm;
	  asm volatile ("{ .reg .u64 a; cvt.u64.u32 a, %4; "
			"ld.shared.v4.u32 {%0, %1, %2, %3}, [a]; }"
			: "=r" (v0), "=r" (v1), "=r" (v2), "=r" (v3)
			: "r" (s32) : "memory");
	  asm volatile ("ld.shared.u32 %0, [%2+32];\n\t"
			"ld.shared.u32 %1, [%2+36];"
			: "=r" (n), "=r" (m) : "r" (s32) : "memory");
	  /* A generic load of the same memory.  */
	  asm volatile ("ld.u32 %0, [%1+8];" : "=r" (g) : "l" (gen) : "memory");
	  asm ("{ .reg .pred p, q, r; isspacep.shared p, %3; "
	       "isspacep.global q, %3; isspacep.shared r, %4; "
	       "selp.u32 %0, 1, 0, p; selp.u32 %1, 1, 0, q; "
	       "selp.u32 %2, 1, 0, r; }"
	       : "=r" (sh), "=r" (gl), "=r" (shm) : "l" (gen), "l" (mapped));
	  res[team][0] = v0 + v1 + v2 + v3;
	  res[team][1] = n;
	  res[team][2] = m;
	  res[team][3] = g;
	  res[team][4] = sh * 100 + gl * 10 + shm;
	}
    }
    /* mov of a shared variable's address, 32 and 64 bits, against
       cvta's; a scalar .shared variable through its name.  */
    unsigned same;
    asm volatile ("{\n\t"
		  ".shared .align 8 .b32 x%=[4];\n\t"
		  ".shared .u32 y%=;\n\t"
		  ".reg .u64 g, h;\n\t"
		  ".reg .u32 s, t, v;\n\t"
		  ".reg .pred p, q;\n\t"
		  "mov.u32 s, x%=+4;\n\t"
		  "mov.u64 h, x%=;\n\t"
		  "cvta.shared.u64 g, x%=;\n\t"
		  "cvta.to.shared.u64 g, g;\n\t"
		  "add.u64 g, g, 4;\n\t"
		  "cvt.u32.u64 t, g;\n\t"
		  "setp.eq.u32 p, s, t;\n\t"
		  "st.shared.u32 [x%=+4], 7;\n\t"
		  "st.shared.u32 [y%=], 5;\n\t"
		  "ld.shared.u32 v, [h+4];\n\t"
		  "ld.shared.u32 t, [y%=];\n\t"
		  "add.u32 v, v, t;\n\t"
		  "setp.eq.and.u32 p, v, 12, p;\n\t"
		  "selp.u32 %0, 1, 0, p;\n\t"
		  "}" : "=r" (same) : : "memory");
    /* A .local array: a generic store through cvta.local, a local load
       by name and through a register.  */
    unsigned loc;
    asm volatile ("{\n\t"
		  ".local .align 8 .b8 scratch%=[32];\n\t"
		  ".reg .u64 g, l;\n\t"
		  ".reg .u32 a, b;\n\t"
		  "cvta.local.u64 g, scratch%=;\n\t"
		  "st.u32 [g+4], %1;\n\t"
		  "st.local.u32 [scratch%=+8], 3;\n\t"
		  "ld.local.u32 a, [scratch%=+4];\n\t"
		  "mov.u64 l, scratch%=;\n\t"
		  "ld.local.u32 b, [l+8];\n\t"
		  "add.u32 %0, a, b;\n\t"
		  "}" : "=r" (loc) : "r" (40u + team) : "memory");
    res[team][5] = same;
    res[team][6] = loc;
  }
  for (int k = 0; k < TEAMS; k++)
    printf ("team %d: sum %u count %u red %u generic %u spaces %03u "
	    "mov %u local %u\n", k, res[k][0], res[k][1], res[k][2],
	    res[k][3], res[k][4], res[k][5], res[k][6]);
  return 0;
}

/* The GPU's output (H100 80GB HBM3, driver 580.159.04); the host prints the same.  */
/* { dg-output "team 0: sum 406 count 4 red 8 generic 102 spaces 100 mov 1 local 43" } */
/* { dg-output "\[\r\n\]+team 1: sum 806 count 4 red 8 generic 202 spaces 100 mov 1 local 44" } */
/* { dg-output "\[\r\n\]+team 2: sum 1206 count 4 red 8 generic 302 spaces 100 mov 1 local 45" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
