/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-sreg.c -- unit tests of sreg.c: the one table of special
   registers and its two lookups.  */

#include "sreg.h"
#include "ptxemu.h"
#include "unit.h"

#include <string.h>

static const struct ptx_sreg *
find (const char *n)
{
  return ptx_sreg_find (n, strlen (n));
}

int
main (void)
{
  const struct ptx_sreg *r;

  r = find ("tid.x");
  CHECK (r && r->bits == 32 && !r->uniform && r->lane == 't'
	 && r->host == PTXEMU_SREG_TID_X && r->known, "%tid.x");
  r = find ("tid.y");
  CHECK (r && r->uniform && !r->lane && r->host == PTXEMU_SREG_TID_Y,
	 "%tid.y: the warp's");
  r = find ("tid");
  CHECK (r && ptx_sreg_family_p (r) && !r->uniform, "%tid: the vector");
  r = find ("laneid");
  CHECK (r && r->lane == 'i' && r->host == PTXEMU_SREG_LANEID, "%laneid");
  r = find ("gridid");
  CHECK (r && r->bits == 64 && r->uniform, "%gridid: 64 bits, the warp's");
  r = find ("envreg7");
  CHECK (r && ptx_sreg_family_p (r) && r->uniform
	 && r->host == PTXEMU_SREG_NONE, "%envreg7: a family, not emulated");
  r = find ("cluster_ctaid.y");
  CHECK (r && r->host == PTXEMU_SREG_CLUSTER_CTARANK && !r->known,
	 "%cluster_ctaid.y: the host's cluster of one");
  CHECK (find ("laneidx") == NULL && find ("r1") == NULL,
	 "no such register");
  CHECK (find ("clock64") && find ("clock64")->bits == 64, "%clock64");

  /* A family's member: the family's row.  */
  CHECK (find ("clock_hi") && !find ("clock_hi")->uniform,
	 "%clock_hi: a clock");
  CHECK (find ("ntid") && find ("ntid")->uniform, "%ntid: the warp's");
  CHECK (find ("clusterid.x") && find ("clusterid.x")->uniform,
	 "%clusterid.x");
  CHECK (find ("smidv") == NULL, "%smidv: a register of the user's");

  /* Each lane register is the lane's, and emulated; the known movs are
     the 26 that ptxas certainly accepts.  */
  unsigned lanes = 0, known = 0, bad = 0;
  for (r = ptx_sregs; r->name; r++)
    {
      if (r->lane)
	{
	  lanes++;
	  bad += r->uniform || r->host == PTXEMU_SREG_NONE;
	}
      if (r->known)
	{
	  known++;
	  bad += ptx_sreg_family_p (r) || (r->bits != 32 && r->bits != 64);
	}
    }
  CHECK (lanes == 7 && known == 26 && bad == 0,
	 "seven lane registers, 26 known movs");

  UNIT_DONE ();
}
