/* The cluster special registers of sm_90 (PTX ISA 7.8), with
   -fplugin-arg-ptxasm-arch=sm_90a.  libgomp launches no clusters, so each
   team (CTA) is a cluster of one: %cluster_nctarank 1, %cluster_ctarank
   0, %cluster_nctaid.x 1, %cluster_ctaid.x 0, %clusterid.x ==
   %ctaid.x == the team number, %nclusterid.x == %nctaid.x == the number
   of teams, %is_explicit_cluster false.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ptxasm-arch=sm_90a" } */

#include <omp.h>
#include <stdio.h>

#define T 4

int
main (void)
{
  unsigned nctarank[T], ctarank[T], cnctaid[T], cctaid[T], cid[T], ncid[T];
  unsigned ctaid[T], nctaid[T], expl[T], team[T];
  int nteams = 0, errors = 0;

  for (int t = 0; t < T; t++)
    team[t] = 99;

#pragma omp target teams num_teams(T) thread_limit(1) \
	map(tofrom: nctarank, ctarank, cnctaid, cctaid, cid, ncid, ctaid, \
		    nctaid, expl, team, nteams)
  {
    int t = omp_get_team_num ();
    if (t == 0)
      nteams = omp_get_num_teams ();
    team[t] = t;
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (nctarank[t]));
    asm volatile ("mov.u32 %0, %%cluster_ctarank;" : "=r" (ctarank[t]));
    asm volatile ("mov.u32 %0, %%cluster_nctaid.x;" : "=r" (cnctaid[t]));
    asm volatile ("mov.u32 %0, %%cluster_ctaid.x;" : "=r" (cctaid[t]));
    asm volatile ("mov.u32 %0, %%clusterid.x;" : "=r" (cid[t]));
    asm volatile ("mov.u32 %0, %%nclusterid.x;" : "=r" (ncid[t]));
    asm volatile ("mov.u32 %0, %%ctaid.x;" : "=r" (ctaid[t]));
    asm volatile ("mov.u32 %0, %%nctaid.x;" : "=r" (nctaid[t]));
    asm volatile ("{\n\t.reg .pred p;\n\tmov.pred p, %%is_explicit_cluster;\n\t"
		  "selp.u32 %0, 1, 0, p;\n}" : "=r" (expl[t]));
  }

  if (nteams < 1 || nteams > T)
    {
      printf ("sm90a-cluster: FAIL %d teams\n", nteams);
      return 1;
    }
  for (int t = 0; t < nteams; t++)
    if (team[t] != (unsigned) t || nctarank[t] != 1 || ctarank[t] != 0
	|| cnctaid[t] != 1 || cctaid[t] != 0 || ctaid[t] != (unsigned) t
	|| cid[t] != ctaid[t] || nctaid[t] != (unsigned) nteams
	|| ncid[t] != nctaid[t] || expl[t] != 0)
      {
	printf ("sm90a-cluster: FAIL team %d: cluster_nctarank %u "
		"cluster_ctarank %u cluster_nctaid.x %u cluster_ctaid.x %u "
		"clusterid.x %u nclusterid.x %u ctaid.x %u nctaid.x %u "
		"is_explicit_cluster %u (teams %d)\n", t, nctarank[t],
		ctarank[t], cnctaid[t], cctaid[t], cid[t], ncid[t], ctaid[t],
		nctaid[t], expl[t], nteams);
	errors++;
      }
  if (errors)
    return 1;
  printf ("sm90a-cluster: PASS (%d teams)\n", nteams);
  return 0;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
