/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* asargs.h -- what the plugin (plugin/gcc/target.cc) and its nvptx `as'
   step (plugin/as/ptxasm-as.c) agree on: where the step lives and the
   options that carry the chosen target to it.  */

#ifndef PTXASM_ASARGS_H
#define PTXASM_ASARGS_H

/* The folder, beside ptxasm.so, that holds the `as' step.  */
#define PTXASM_AS_DIR "ptxasm-nvptx"

/* The assembler options (passed with -Wa) that carry the chosen target
   and PTX ISA version to it.  */
#define PTXASM_AS_ARCH_OPT "--ptxasm-arch="
#define PTXASM_AS_PTX_OPT "--ptxasm-ptx="

#endif /* PTXASM_ASARGS_H */
