/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 the ptxasm developers.  */
/* child.c -- starting, waiting for and stopping a child process
   (child.h).  */

#define _POSIX_C_SOURCE 200809L

#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>

extern char **environ;

long
ptxasm_child_start (const char *path, char *const argv[], const char *out,
		    int err_fd, int keep_stdin)
{
  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init (&fa) != 0)
    return -1;
  if (!keep_stdin)
    posix_spawn_file_actions_addopen (&fa, 0, "/dev/null", O_RDONLY, 0);
  if (out)
    {
      posix_spawn_file_actions_addopen (&fa, 1, out,
					O_WRONLY | O_CREAT | O_TRUNC, 0600);
      posix_spawn_file_actions_adddup2 (&fa, 1, 2);
    }
  else if (err_fd >= 0)
    {
      posix_spawn_file_actions_adddup2 (&fa, err_fd, 2);
      posix_spawn_file_actions_addclose (&fa, err_fd);
    }
  pid_t pid;
  int e = posix_spawn (&pid, path, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy (&fa);
  if (e != 0)
    {
      errno = e;
      return -1;
    }
  return (long) pid;
}

int
ptxasm_child_wait (long pid)
{
  int status;
  while (waitpid ((pid_t) pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  if (WIFEXITED (status))
    return WEXITSTATUS (status);
  return WIFSIGNALED (status) ? 256 + WTERMSIG (status) : -1;
}

void
ptxasm_child_stop (long pid)
{
  if (pid > 0 && kill ((pid_t) pid, SIGTERM) == 0)
    ptxasm_child_wait (pid);
}
