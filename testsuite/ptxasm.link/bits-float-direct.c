/* "f" and "d" operands use GCC's own .f32/.f64 registers directly: no
   extra registers are declared for them.  */
/* { dg-do link } */

int
main (void)
{
  float x = 1.5f, fr = 0.0f;
  double y = 2.5, dr = 0.0;
#pragma omp target map(from: fr, dr) map(to: x, y)
  {
    asm ("add.f32 %0, %1, %1;" : "=f" (fr) : "f" (x));
    asm ("add.f64 %0, %1, %1;" : "=d" (dr) : "d" (y));
  }
  return fr != 3.0f || dr != 5.0;
}

/* { dg-final { scan-ptx {add\.f32 %r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
/* { dg-final { scan-ptx {add\.f64 %r[0-9]+, %r[0-9]+, %r[0-9]+;} } } */
/* { dg-final { scan-ptx-not {\.reg \.f(32|64) %ptxasm} } } */
