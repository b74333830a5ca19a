/* The host's IEEE 754 arithmetic in each rounding, for
   emulate-ieee.c: compiled with -frounding-math, without the plugin.  */

#include <fenv.h>
#include <math.h>

#pragma STDC FENV_ACCESS ON

static const int modes[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD,
			      FE_UPWARD };

void
ieee_ref64 (int m, double a, double b, double c, double *o)
{
  fesetround (modes[m]);
  volatile double va = a, vb = b, vc = c;
  o[0] = va + vb;
  o[1] = va - vb;
  o[2] = va * vb;
  o[3] = fma (va, vb, vc);
  o[4] = va / vb;
  o[5] = sqrt (fabs (va));
  o[6] = 1.0 / vb;
  fesetround (FE_TONEAREST);
}

void
ieee_ref32 (int m, float a, float b, float c, float *o)
{
  fesetround (modes[m]);
  volatile float va = a, vb = b, vc = c;
  o[0] = va + vb;
  o[1] = va - vb;
  o[2] = va * vb;
  o[3] = fmaf (va, vb, vc);
  o[4] = va / vb;
  o[5] = sqrtf (fabsf (va));
  o[6] = 1.0f / vb;
  fesetround (FE_TONEAREST);
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
