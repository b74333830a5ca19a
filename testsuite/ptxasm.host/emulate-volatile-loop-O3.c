/* emulate-volatile-loop.c at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include "emulate-volatile-loop.c"
