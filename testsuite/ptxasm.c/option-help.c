/* -fplugin-arg-ptxasm-help prints a line for each option of
   options.def, with its values.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ptxasm-help" } */
/* { dg-regexp "ptxasm: nvcc's inline PTX assembly for GCC's nvptx offloading\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-host-fallback=emulate\\|trap\\|error   what the host copy \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-warn-host-fallback\\\[=yes\\|no\\\]   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-verify=yes\\|warn\\|no   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-verify-cache=DIR\\|no   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-verify-known=yes\\|no   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-arch=sm_NN\\\[a\\|f\\\]   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-ptx=X.Y   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-lanes=one\\|all   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-warn-warp=yes\\|no   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-lockstep=cut\\|library   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-verbose   \[^\n\]*\n" } */
/* { dg-regexp "  -fplugin-arg-ptxasm-help   print these options\n" } */

void f (void) { }
/* SPDX-License-Identifier: GPL-3.0-or-later */
