// "C" operands that C++'s constant evaluator resolves, as nvcc does: a
// constexpr function returning the array, a constant condition, an
// offset (the whole text is pasted, as nvcc 13 does, with a warning),
// a constexpr pointer into the array.
// { dg-do link }

static constexpr const char rn[] = ".rn";
static constexpr const char rz[] = ".rz";
static constexpr const char ab[] = "ABCDEF";
static constexpr const char *pab = ab + 2;
constexpr const char *pick (bool z) { return z ? rz : rn; }
constexpr bool yes = true;

int
main ()
{
  float f = 1;
#pragma omp target map(tofrom: f)
  {
    asm ("add.f32%1 %0, %0, %0; // a" : "+f" (f) : "C" (pick (true)));
    asm ("add.f32%1 %0, %0, %0; // b" : "+f" (f) : "C" (pick (false)));
    asm ("add.f32%1 %0, %0, %0; // c" : "+f" (f) : "C" (yes ? rz : rn));
    asm ("add.f32%1 %0, %0, %0; // d" : "+f" (f) : "C" (rn + 1)); // { dg-warning "points into its array" }
    asm volatile ("// e[%0]" :: "C" (pab)); // { dg-warning "points into its array" }
  }
  return 0;
}

// { dg-final { scan-ptx {add\.f32\.rz %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0; // a} } }
// { dg-final { scan-ptx {add\.f32\.rn %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0; // b} } }
// { dg-final { scan-ptx {add\.f32\.rz %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0; // c} } }
// { dg-final { scan-ptx {add\.f32\.rn %ptxasm[0-9]+_0, %ptxasm[0-9]+_0, %ptxasm[0-9]+_0; // d} } }
// { dg-final { scan-ptx {// e\[ABCDEF\]} } }
/* SPDX-License-Identifier: GPL-3.0-or-later */
