/* blank-delay-loop.c at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include "blank-delay-loop.c"
