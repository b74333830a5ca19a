/* -fdiagnostics-format=sarif-stderr (GCC 13 and later) carries what the
   text output says: the error's range on the operand, and the note at
   the letter as a related location of the same result (issue 14; GCC
   16 has no JSON output, diag-json.c).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-format=sarif-stderr" } */
/* { dg-require-gcc-major 13 } */

void
f (int i, int j)
{
#pragma omp target map(tofrom: i, j)
  {
    float x = j;
    asm ("mov.b32 %0, %1;" : "=r" (i) : "r" (x));
  }
}

/* { dg-regexp "^(?=.*\"results\": \\\[\\\{\"ruleId\": \"error\", \"level\": \"error\", \"message\": \\\{\"text\": \"asm operand type size.4. does not match type/size implied by constraint .r. .operand 1.\")(?=.*\"startLine\": 15, \"startColumn\": 41)(?=.*\"relatedLocations\": \\\[\\\{\"physicalLocation\": .*\"startLine\": 15, \"startColumn\": 42.*\"message\": \\\{\"text\": \".x. has type .float.; use ..f..; stock GCC.s nvptx ..r.. takes a register of any type, nvcc.s ..r.. only 32-bit integers\").*$" } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
