// Named operands in a function template called from a target region: the
// names are resolved at instantiation and the PTX uses the right
// registers; a host-only template with a named matching constraint (x86)
// is left alone.
/* { dg-do link } */

template <typename T>
T
add (T a, T b)
{
  T r;
  asm ("add.s32 %[r], %[a], %[b];" : [r] "=r" (r) : [a] "r" (a), [b] "r" (b));
  return r;
}

template <typename T>
T
host_add (T a, T b)
{
  T r;
  asm ("addl %[b], %[r]" : [r] "=r" (r) : "[r]" (a), [b] "r" (b));
  return r;
}

int
main ()
{
  int i = 0;
#pragma omp target map(tofrom: i)
  i = add (i, 3);
  return host_add (i, 1) != 4;
}

/* { dg-final { scan-ptx {add\.s32 %ptxasm([0-9]+)_0, %ptxasm\1_1, %ptxasm\1_2;} } } */
/* { dg-final { scan-ptx-not {addl} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
