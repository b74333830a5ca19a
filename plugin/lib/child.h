/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* child.h -- the child processes of either program: ptxas for the
   compile-time check (ptxcheck.c), nvptx-none-as and ptxas for the `as'
   step (plugin/as).  One way to start one (posix_spawn), wait for it
   and stop it.  Plain C11 and POSIX.  */

#ifndef PTXASM_CHILD_H
#define PTXASM_CHILD_H

#ifdef __cplusplus
extern "C" {
#endif

/* Start the program PATH with ARGV (ARGV[0] its name, NULL-terminated),
   its standard input from /dev/null unless KEEP_STDIN, and its standard
   output and error into the file OUT (created or emptied), or with OUT
   NULL its error into the pipe's write end ERR_FD (if not negative);
   both NULL/-1: as the caller's.  Returns its process id, or -1 with
   errno set.  */
long ptxasm_child_start (const char *path, char *const argv[],
			 const char *out, int err_fd, int keep_stdin);

/* Wait for the child PID: its exit status (0 to 255) if it exited, 256
   and the signal's number if a signal ended it, -1 if it cannot be
   waited for.  */
int ptxasm_child_wait (long pid);

/* End the child PID (SIGTERM) and wait for it; nothing if PID <= 0.  */
void ptxasm_child_stop (long pid);

#ifdef __cplusplus
}
#endif

#endif /* PTXASM_CHILD_H */
