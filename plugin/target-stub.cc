/* target-stub.cc -- TEMPORARY stand-in for issue 10's
   ptxasm_effective_target (branch `ceiling`): what the offloaded PTX
   will say, sm_80 and PTX ISA 7.0 (GCC 12's highest).  Weak, so that
   the real one wins; delete this file (and its line in Makefile.in and
   the declaration in verify.cc) once issue 10 is merged.  */

#include "ptxasm.h"

__attribute__ ((weak)) void
ptxasm_effective_target (const char **arch, unsigned *ptxmaj,
			 unsigned *ptxmin)
{
  *arch = "sm_80";
  *ptxmaj = 7;
  *ptxmin = 0;
}
