/* A struct with a _Float16 member is fine until the member is used; the
   use is reported.  */
/* { dg-do compile } */

struct pair { _Float16 h; int i; };

#pragma omp declare target
int
count (struct pair *p)
{
  return p->i;
}

int
positive (struct pair *p)
{
  return p->h > 0; /* { dg-error "._Float16. in offloaded code: GCC \[0-9\]+.s nvptx compiler cannot compile 16-bit floating-point values" } */
}
#pragma omp end declare target
/* SPDX-License-Identifier: GPL-3.0-or-later */
