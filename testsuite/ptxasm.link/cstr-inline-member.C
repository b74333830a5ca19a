// A static inline class member initialized in its declaration is
// accepted: it is initialized at the point of declaration in the class.
// nvcc 13 refuses it, saying it is not (a divergence; see the manual's
// comparison with nvcc).
// { dg-do link }

struct S { static inline const char m[] = ".rm"; };

int
main ()
{
  float f = 1;
#pragma omp target map(tofrom: f)
  asm ("add.f32%1 %0, %0, %0;" : "+f" (f) : "C" (S::m));
  return 0;
}

// { dg-final { scan-ptx {add\.f32\.rm %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0;} } }
/* SPDX-License-Identifier: GPL-3.0-or-later */
