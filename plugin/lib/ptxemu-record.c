/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* ptxemu-record.c -- the record of an emulated statement (ptxemu.h's
   ptxemu_record_encode and ptxemu_record_decode): its template and how
   each operand reaches it, as a PTX comment that goes along in the
   statement to lto1, where the device pass never ran.  */

#include "ptxemu.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"

char *
ptxemu_record_encode (const char *t, unsigned lanes, size_t nops,
		      const int *op_bits, const int *out, const int *in)
{
  struct ptxasm_buf b = { 0 };
  ptxasm_buf_str (&b, PTXEMU_RECORD_MARK);
  ptxasm_buf_num (&b, (long long) lanes);
  ptxasm_buf_str (&b, "/");
  ptxasm_buf_num (&b, (long long) nops);
  ptxasm_buf_str (&b, ";");
  for (size_t n = 0; n < nops; n++)
    {
      ptxasm_buf_num (&b, op_bits[n]);
      ptxasm_buf_str (&b, ",");
      ptxasm_buf_num (&b, out[n]);
      ptxasm_buf_str (&b, ",");
      ptxasm_buf_num (&b, in[n]);
      ptxasm_buf_str (&b, ";");
    }
  static const char hex[] = "0123456789abcdef";
  for (const unsigned char *p = (const unsigned char *) t; *p; p++)
    {
      char h[2] = { hex[*p >> 4], hex[*p & 15] };
      ptxasm_buf_add (&b, h, 2);
    }
  return ptxasm_buf_finish (&b);
}

static bool
read_num (const char **p, char end, int *v)
{
  char *e;
  long n = strtol (*p, &e, 10);
  if (e == *p || *e != end || n < -1 || n > 1000000)
    return false;
  *v = (int) n;
  *p = e + 1;
  return true;
}

bool
ptxemu_record_decode (const char *s, char **t, unsigned *lanes, size_t *nops,
		      int **op_bits, int **out, int **in)
{
  const char *m = NULL;
  for (const char *f = s; (f = strstr (f, PTXEMU_RECORD_MARK)) != NULL; f++)
    m = f;
  if (!m)
    return false;
  const char *p = m + strlen (PTXEMU_RECORD_MARK);
  char *e;
  unsigned long l = strtoul (p, &e, 10);
  if (e == p || *e != '/' || l > 0xffffffffUL)
    return false;
  p = e + 1;
  int n;
  if (!read_num (&p, ';', &n) || n < 0)
    return false;
  int *bits = calloc ((size_t) n + 1, sizeof *bits);
  int *o = calloc ((size_t) n + 1, sizeof *o);
  int *i = calloc ((size_t) n + 1, sizeof *i);
  char *text = NULL;
  bool ok = bits && o && i;
  for (int k = 0; ok && k < n; k++)
    ok = (read_num (&p, ',', &bits[k]) && read_num (&p, ',', &o[k])
	  && read_num (&p, ';', &i[k]));
  size_t len = ok ? strspn (p, "0123456789abcdef") : 0;
  if (ok)
    {
      text = malloc (len / 2 + 1);
      ok = text && len % 2 == 0;
      for (size_t k = 0; ok && k < len / 2; k++)
	{
	  char h[3] = { p[2 * k], p[2 * k + 1], 0 };
	  text[k] = (char) strtol (h, NULL, 16);
	  ok = text[k] != 0;
	}
      if (ok)
	text[len / 2] = 0;
    }
  if (!ok)
    {
      free (bits);
      free (o);
      free (i);
      free (text);
      return false;
    }
  *t = text;
  *lanes = (unsigned) l;
  *nops = (size_t) n;
  *op_bits = bits;
  *out = o;
  *in = i;
  return true;
}
