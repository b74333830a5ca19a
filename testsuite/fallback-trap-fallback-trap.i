# 0 "/work/main/testsuite/ptxasm.host/fallback-trap.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/work/main/testsuite/ptxasm.host/fallback-trap.c"





int
main (void)
{
  int i = 0, j = 3, k = 4;
        
# 10 "/work/main/testsuite/ptxasm.host/fallback-trap.c"
#pragma omp target map(from: i) map(to: j, k)
  asm ("add.s32 %0, %1, %2;" : "=r" (i) : "r" (j), "r" (k));
  return i != 7;
}
