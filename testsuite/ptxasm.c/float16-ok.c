/* What reaches no one is not reported: _Float16 in host code, a
   constant conversion the front end folds, sizeof, a declaration that
   nothing uses, a struct whose _Float16 member is not used.  */
/* { dg-do compile } */

struct pair { _Float16 h; int i; };

float
host (float x)
{
  _Float16 h = x;
  return h * 2;
}

#pragma omp declare target
_Float16 unused_global;
int
folded (void)
{
  _Float16 unused;
  return (int) (_Float16) 2.0f + sizeof (_Float16);
}

int
member (struct pair *p)
{
  return p->i;
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
