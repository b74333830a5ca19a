/* asm goto in a host-only function is GCC's business, not the plugin's:
   it compiles.  */
/* { dg-do compile } */

int
host_only (int x)
{
  asm goto ("jmp %l0" :::: out);
  return x;
 out:
  return -x;
}

void
f (int i)
{
#pragma omp target map(tofrom: i)
  i++;
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
