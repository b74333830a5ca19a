/* PTX special registers read with nvcc's one-'%' spelling and with
   "%%": in a target teams region, %ctaid.x is the team
   (omp_get_team_num () modulo %nctaid.x), %ntid.x is 32 (a warp per
   OpenMP thread), %smid < %nsmid, %gridid is the same in every team,
   and %dynamic_smem_size / %total_smem_size read without error.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <omp.h>
#include <stdio.h>

#define T 4

int
main (void)
{
  unsigned ctaid[T], nctaid[T], ntidx[T], smid[T], nsmid[T], total[T];
  unsigned long long grid[T];
  int team[T], nteams = 0;
  int errors = 0;

  for (int t = 0; t < T; t++)
    team[t] = -1;

#pragma omp target teams num_teams(T) thread_limit(1) \
	map(from: ctaid, nctaid, ntidx, smid, nsmid, total, grid, team, nteams)
  {
    int t = omp_get_team_num ();
    if (t == 0)
      nteams = omp_get_num_teams ();
    if (t < T)
      {
	team[t] = t;
	asm volatile ("mov.u32 %0, %ctaid.x;" : "=r" (ctaid[t]));
	asm volatile ("mov.u32 %0, %%nctaid.x;" : "=r" (nctaid[t]));
	asm volatile ("mov.u32 %0, %ntid.x;" : "=r" (ntidx[t]));
	asm volatile ("mov.u32 %0, %%smid;" : "=r" (smid[t]));
	asm volatile ("mov.u32 %0, %nsmid;" : "=r" (nsmid[t]));
	asm volatile ("mov.u64 %0, %gridid;" : "=l" (grid[t]));
	asm volatile ("{\n\t"
		      ".reg .u32 d;\n\t"
		      "mov.u32 d, %dynamic_smem_size;\n\t"
		      "mov.u32 %0, %total_smem_size;\n\t"
		      "}" : "=r" (total[t]));
      }
  }

  if (nteams < 1 || nteams > T)
    {
      printf ("special-regs: %d teams\n", nteams);
      return 1;
    }
  for (int t = 0; t < nteams; t++)
    {
      if (team[t] != t || nctaid[t] < 1
	  || ctaid[t] != (unsigned) t % nctaid[t] || ntidx[t] != 32
	  || smid[t] >= nsmid[t] || grid[t] != grid[0] || total[t] == 0)
	{
	  printf ("special-regs: team %d: ctaid.x %u nctaid.x %u ntid.x %u "
		  "smid %u nsmid %u gridid %llu total_smem %u\n", team[t],
		  ctaid[t], nctaid[t], ntidx[t], smid[t], nsmid[t], grid[t],
		  total[t]);
	  errors++;
	}
    }
  if (errors)
    return 1;
  printf ("special-regs: ok (%d teams)\n", nteams);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
