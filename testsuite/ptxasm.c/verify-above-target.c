/* An instruction above the target the offload code is built for (sm_80,
   PTX ISA 7.0): setmaxnreg needs sm_90a and PTX ISA 8.0.  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  asm volatile ("setmaxnreg.inc.sync.aligned.u32 240;"); /* { dg-error "ptxas: Feature 'setmaxnreg.inc' requires PTX ISA .version 8.0" } */
  /* { dg-error "ptxas: Instruction 'setmaxnreg.inc' not supported on .target 'sm_80'" "target" { target *-*-* } 9 } */
}
