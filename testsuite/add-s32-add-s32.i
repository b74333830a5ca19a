# 0 "/work/main/testsuite/ptxasm.link/add-s32.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/testsuite/ptxasm.link/add-s32.c"




int
main (void)
{
  int i, j = 3, k = 4;
        
# 9 "/work/main/testsuite/ptxasm.link/add-s32.c"
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}
