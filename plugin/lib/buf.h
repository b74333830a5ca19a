/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* buf.h -- a growable string, for the plain C modules (template.c,
   ptxcheck.c, asstep.c).  Plain C11.  */

#ifndef PTXASM_BUF_H
#define PTXASM_BUF_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Zero-initialise before use.  On allocation failure FAILED is set and
   further appends are ignored; S is always NUL-terminated once set.  */
struct ptxasm_buf
{
  char *s;
  size_t len, cap;
  bool failed;
};

void ptxasm_buf_add (struct ptxasm_buf *b, const char *s, size_t n);
void ptxasm_buf_str (struct ptxasm_buf *b, const char *s);
/* N in decimal (faster than snprintf, which costs more than the rest).  */
void ptxasm_buf_num (struct ptxasm_buf *b, long long n);
/* The string (never NULL unless allocation failed, then freed), now the
   caller's to free.  */
char *ptxasm_buf_finish (struct ptxasm_buf *b);

/* Room for element N of ARRAY (CAP elements of SIZE bytes now): ARRAY,
   or a larger copy of it (*CAP updated), or NULL if out of memory (then
   ARRAY is untouched).  The growable arrays of the plain C modules.  */
void *ptxasm_grow (void *array, size_t n, size_t *cap, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_BUF_H */
