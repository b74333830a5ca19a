/* ptxrt.c -- the host fallback's run-time library (ptxrt.h) as one
   unit, compiled into the assembly that embed.c turns into the
   plugin's copy.  */
#include "lockstep.c"
#include "mma.c"
