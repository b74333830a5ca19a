// arch= with C++: a member function template in a declare target block.
// { dg-do link }
// { dg-options "-fplugin-arg-ptxasm-arch=sm_90a" }

#pragma omp declare target
struct cluster
{
  template <typename T>
  static T
  nctarank ()
  {
    T n;
    asm volatile ("mov.u32 %0, %%cluster_nctarank;" : "=r" (n));
    return n;
  }
};
#pragma omp end declare target

int
main ()
{
  unsigned n = 0;
#pragma omp target map(from: n)
  n = cluster::nctarank<unsigned> ();
  return n != 1;
}

// { dg-final { scan-ptx-as {\.target sm_90a\n} } }
/* SPDX-License-Identifier: GPL-3.0-or-later */
