/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* unit.h -- the smallest test harness: each check prints a PASS: or FAIL:
   line that ptxasm.unit/unit.exp turns into a DejaGnu result.  */

#ifndef PTXASM_UNIT_H
#define PTXASM_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_failures;

#define CHECK(cond, name)						\
  do									\
    {									\
      if (cond)								\
	printf ("PASS: %s\n", name);					\
      else								\
	{								\
	  printf ("FAIL: %s (%s:%d: %s)\n", name, __FILE__, __LINE__,	\
		  #cond);						\
	  unit_failures++;						\
	}								\
    }									\
  while (0)

#define CHECK_STR(got, want, name)					\
  do									\
    {									\
      const char *g_ = (got), *w_ = (want);				\
      int ok_ = g_ && strcmp (g_, w_) == 0;				\
      CHECK (ok_, name);						\
      if (!ok_)								\
	printf ("  got:  %s\n  want: %s\n", g_ ? g_ : "(null)", w_);	\
    }									\
  while (0)

#define UNIT_DONE() return unit_failures != 0

#endif
