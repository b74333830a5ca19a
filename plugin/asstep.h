/* asstep.h -- what the plugin and its nvptx `as' step (ptxasm-as.c)
   agree on.  */

#ifndef PTXASM_ASSTEP_H
#define PTXASM_ASSTEP_H

/* The folder, beside ptxasm.so, that holds the `as' step.  */
#define PTXASM_AS_DIR "ptxasm-nvptx"

/* The assembler options (passed with -Wa) that carry the chosen target
   and PTX ISA version to it.  */
#define PTXASM_AS_ARCH_OPT "--ptxasm-arch="
#define PTXASM_AS_PTX_OPT "--ptxasm-ptx="

#endif /* PTXASM_ASSTEP_H */
