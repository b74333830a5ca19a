/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* test-ptxtarget.c -- unit tests of ptxtarget.c.  */

#include "ptxtarget.h"
#include "unit.h"

int
main (void)
{
  char buf[16];
  unsigned v = 0;

  CHECK (ptx_arch_lookup ("sm_90a") && ptx_arch_lookup ("sm_90a")->sm == 90
	 && ptx_arch_lookup ("sm_90a")->suffix == 'a',
	 "sm_90a is known");
  CHECK (ptx_arch_lookup ("sm_90a")->min_ptx == PTX_VERSION (8, 0),
	 "sm_90a needs PTX 8.0");
  CHECK (ptx_arch_lookup ("sm_90")->min_ptx == PTX_VERSION (7, 8),
	 "sm_90 needs PTX 7.8");
  CHECK (ptx_arch_lookup ("sm_100a")->min_ptx == PTX_VERSION (8, 6),
	 "sm_100a needs PTX 8.6");
  CHECK (ptx_arch_lookup ("sm_120a")->min_ptx == PTX_VERSION (8, 7),
	 "sm_120a needs PTX 8.7");
  CHECK (ptx_arch_lookup ("sm_80")->min_ptx == PTX_VERSION (7, 0),
	 "sm_80 needs PTX 7.0");
  CHECK (!ptx_arch_lookup ("sm_75"), "sm_75 is below GCC's sm_80");
  CHECK (!ptx_arch_lookup ("sm_90A"), "names are case-sensitive");
  CHECK (!ptx_arch_lookup ("sm_9"), "sm_9 is unknown");
  CHECK (!ptx_arch_lookup (""), "empty name is unknown");
  CHECK (!ptx_arch_lookup (NULL), "NULL name is unknown");

  /* The table is in ascending order and every minimum is a version.  */
  int sorted = 1, known = 1;
  for (size_t i = 0; ptx_arch_nth (i); i++)
    {
      if (i && ptx_arch_nth (i)->sm < ptx_arch_nth (i - 1)->sm)
	sorted = 0;
      if (!ptx_version_known (ptx_arch_nth (i)->min_ptx))
	known = 0;
    }
  CHECK (sorted, "targets ascend");
  CHECK (known, "every target's minimum is a known version");

  CHECK (ptx_version_parse ("8.7", &v) && v == PTX_VERSION (8, 7),
	 "8.7 parses");
  CHECK (ptx_version_parse ("7.0", &v) && v == PTX_VERSION (7, 0),
	 "7.0 parses");
  CHECK (ptx_version_parse ("9.0", &v) && v == PTX_VERSION (9, 0),
	 "9.0 parses");
  CHECK (!ptx_version_parse ("8.9", &v), "8.9 does not exist");
  CHECK (!ptx_version_parse ("6.3", &v), "6.3 is below the table");
  CHECK (!ptx_version_parse ("8", &v), "8 is not X.Y");
  CHECK (!ptx_version_parse ("8.77", &v), "8.77 is not X.Y");
  CHECK (!ptx_version_parse ("", &v), "empty is no version");
  CHECK (!ptx_version_parse (NULL, &v), "NULL is no version");

  CHECK (ptx_version_cuda (PTX_VERSION (8, 3)) == 1203, "8.3 came with 12.3");
  CHECK (ptx_version_cuda (PTX_VERSION (8, 6)) == 1207, "8.6 came with 12.7");
  CHECK (ptx_version_cuda (PTX_VERSION (9, 0)) == 1300, "9.0 came with 13.0");
  CHECK (ptx_version_cuda (PTX_VERSION (6, 0)) == 0, "6.0 is not listed");

  CHECK (ptx_version_max_for_cuda (1300) == PTX_VERSION (9, 0),
	 "CUDA 13.0 takes 9.0");
  CHECK (ptx_version_max_for_cuda (1206) == PTX_VERSION (8, 5),
	 "CUDA 12.6 takes 8.5");
  CHECK (ptx_version_max_for_cuda (1204) == PTX_VERSION (8, 4),
	 "CUDA 12.4 takes 8.4");
  CHECK (ptx_version_max_for_cuda (1402) == ptx_version_highest (),
	 "a newer CUDA takes the newest listed");
  CHECK (ptx_version_max_for_cuda (1002) == 0, "CUDA 10.2 predates 7.0");

  CHECK (ptx_parse_ptxas_version
	 ("ptxas: NVIDIA (R) Ptx optimizing assembler\n"
	  "Cuda compilation tools, release 13.0, V13.0.88\n") == 1300,
	 "ptxas 13.0's banner");
  CHECK (ptx_parse_ptxas_version ("Cuda compilation tools, release 12.4, "
				  "V12.4.131") == 1204, "ptxas 12.4's banner");
  CHECK (ptx_parse_ptxas_version ("command not found") == 0, "no banner");
  CHECK (ptx_parse_ptxas_version ("release x.y") == 0, "malformed banner");
  CHECK (ptx_parse_ptxas_version (NULL) == 0, "NULL banner");

  CHECK_STR (ptx_version_str (PTX_VERSION (8, 7), buf), "8.7", "8.7 prints");
  CHECK_STR (ptx_cuda_str (1208, buf), "12.8", "CUDA 12.8 prints");

  CHECK (ptx_default_version (ptx_arch_lookup ("sm_90a"), 1300)
	 == PTX_VERSION (9, 0), "sm_90a with CUDA 13: 9.0");
  CHECK (ptx_default_version (ptx_arch_lookup ("sm_90a"), 1204)
	 == PTX_VERSION (8, 4), "sm_90a with CUDA 12.4: 8.4");
  CHECK (ptx_default_version (ptx_arch_lookup ("sm_90a"), 0)
	 == PTX_VERSION (8, 0), "sm_90a without ptxas: 8.0");
  CHECK (ptx_default_version (ptx_arch_lookup ("sm_120a"), 1204) == 0,
	 "sm_120a with CUDA 12.4: impossible");
  CHECK (ptx_default_version (NULL, 1300) == 0, "no target: 0");
  UNIT_DONE ();
}
