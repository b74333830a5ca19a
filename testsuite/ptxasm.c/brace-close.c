/* A '}' that no asm of the function opened would close the function's
   own scope: nvptx-none-as drops the PTX after it.  */
/* { dg-do compile } */

void
f (void)
{
#pragma omp target
  {
    asm volatile ("{");
    asm volatile ("}");
    asm volatile ("}"); /* { dg-error ".\}. in the asm text closes no .\{. of this or an earlier .asm. of the function" } */
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
