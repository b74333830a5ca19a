// A C++ function template in the style of CUTLASS's MMA atoms: 64 "+f"
// accumulators of a member array and an "f" input, 129 operands once
// each "+" counts twice, instantiated twice.
// { dg-do link }
// { dg-options "-O2" }

template <typename T>
struct Acc
{
  T d[64];

  void
  fma (T x)
  {
    asm volatile ("add.f32 %0, %0, %64;\nadd.f32 %1, %1, %64;\nadd.f32 %2, %2, %64;\nadd.f32 %3, %3, %64;\nadd.f32 %4, %4, %64;\nadd.f32 %5, %5, %64;\nadd.f32 %6, %6, %64;\nadd.f32 %7, %7, %64;\nadd.f32 %8, %8, %64;\nadd.f32 %9, %9, %64;\nadd.f32 %10, %10, %64;\nadd.f32 %11, %11, %64;\nadd.f32 %12, %12, %64;\nadd.f32 %13, %13, %64;\nadd.f32 %14, %14, %64;\nadd.f32 %15, %15, %64;\nadd.f32 %16, %16, %64;\nadd.f32 %17, %17, %64;\nadd.f32 %18, %18, %64;\nadd.f32 %19, %19, %64;\nadd.f32 %20, %20, %64;\nadd.f32 %21, %21, %64;\nadd.f32 %22, %22, %64;\nadd.f32 %23, %23, %64;\nadd.f32 %24, %24, %64;\nadd.f32 %25, %25, %64;\nadd.f32 %26, %26, %64;\nadd.f32 %27, %27, %64;\nadd.f32 %28, %28, %64;\nadd.f32 %29, %29, %64;\nadd.f32 %30, %30, %64;\nadd.f32 %31, %31, %64;\nadd.f32 %32, %32, %64;\nadd.f32 %33, %33, %64;\nadd.f32 %34, %34, %64;\nadd.f32 %35, %35, %64;\nadd.f32 %36, %36, %64;\nadd.f32 %37, %37, %64;\nadd.f32 %38, %38, %64;\nadd.f32 %39, %39, %64;\nadd.f32 %40, %40, %64;\nadd.f32 %41, %41, %64;\nadd.f32 %42, %42, %64;\nadd.f32 %43, %43, %64;\nadd.f32 %44, %44, %64;\nadd.f32 %45, %45, %64;\nadd.f32 %46, %46, %64;\nadd.f32 %47, %47, %64;\nadd.f32 %48, %48, %64;\nadd.f32 %49, %49, %64;\nadd.f32 %50, %50, %64;\nadd.f32 %51, %51, %64;\nadd.f32 %52, %52, %64;\nadd.f32 %53, %53, %64;\nadd.f32 %54, %54, %64;\nadd.f32 %55, %55, %64;\nadd.f32 %56, %56, %64;\nadd.f32 %57, %57, %64;\nadd.f32 %58, %58, %64;\nadd.f32 %59, %59, %64;\nadd.f32 %60, %60, %64;\nadd.f32 %61, %61, %64;\nadd.f32 %62, %62, %64;\nadd.f32 %63, %63, %64;"
          : "+f" (d[0]), "+f" (d[1]), "+f" (d[2]), "+f" (d[3]), "+f"
          (d[4]), "+f" (d[5]), "+f" (d[6]), "+f" (d[7]), "+f" (d[8]),
          "+f" (d[9]), "+f" (d[10]), "+f" (d[11]), "+f" (d[12]), "+f"
          (d[13]), "+f" (d[14]), "+f" (d[15]), "+f" (d[16]), "+f"
          (d[17]), "+f" (d[18]), "+f" (d[19]), "+f" (d[20]), "+f"
          (d[21]), "+f" (d[22]), "+f" (d[23]), "+f" (d[24]), "+f"
          (d[25]), "+f" (d[26]), "+f" (d[27]), "+f" (d[28]), "+f"
          (d[29]), "+f" (d[30]), "+f" (d[31]), "+f" (d[32]), "+f"
          (d[33]), "+f" (d[34]), "+f" (d[35]), "+f" (d[36]), "+f"
          (d[37]), "+f" (d[38]), "+f" (d[39]), "+f" (d[40]), "+f"
          (d[41]), "+f" (d[42]), "+f" (d[43]), "+f" (d[44]), "+f"
          (d[45]), "+f" (d[46]), "+f" (d[47]), "+f" (d[48]), "+f"
          (d[49]), "+f" (d[50]), "+f" (d[51]), "+f" (d[52]), "+f"
          (d[53]), "+f" (d[54]), "+f" (d[55]), "+f" (d[56]), "+f"
          (d[57]), "+f" (d[58]), "+f" (d[59]), "+f" (d[60]), "+f"
          (d[61]), "+f" (d[62]), "+f" (d[63])
          : "f" (x));
  }
};

#pragma omp declare target
template struct Acc<float>;
#pragma omp end declare target

int
main ()
{
  Acc<float> a, b;
  for (int k = 0; k < 64; k++)
    a.d[k] = b.d[k] = k;
#pragma omp target map(tofrom: a, b)
  {
    a.fma (1.0f);
    b.fma (2.0f);
  }
  for (int k = 0; k < 64; k++)
    if (a.d[k] != k + 1 || b.d[k] != k + 2)
      return 1;
  return 0;
}

// { dg-final { scan-ptx {add\.f32 %ptxasm_63, %ptxasm_63, %ptxasm_64;} } }
/* SPDX-License-Identifier: GPL-3.0-or-later */
