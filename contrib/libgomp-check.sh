#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
# libgomp-check.sh -- "do no harm": build the offloading tests of GCC's
# own libgomp test suite with stock GCC and with the plugin, and check
# that every function whose asm holds no PTX comes out the same, on the
# GPU and on the host (`make check-libgomp' calls this).
#
# Usage: contrib/libgomp-check.sh [OPTION]...
#   -j N            N builds at a time (default: the number of CPUs)
#   --only ERE      only the tests whose name (libgomp.c/target-31.c;
#                   the C++ build of a c-c++-common test is named
#                   libgomp.c-c++-common/foo.c:c++) matches the extended
#                   regular expression ERE
#   --no-c++        build the c-c++-common tests as C only (default: as
#                   C and as C++, as libgomp's c.exp and c++.exp do)
#   --work DIR      the work folder (default: libgomp-check)
#   --bundle DIR    also put the executables of the run tests that build
#                   both ways into DIR, with a run.sh that runs each
#                   test's two programs on a machine with an NVIDIA GPU
#                   and driver but no GCC, and says whether their exit
#                   status and output agree (see "GPU bundle" below)
#   --testsuite DIR the libgomp test suite to use: libgomp/testsuite of
#                   a GCC source tree, matching the GCC under test
#                   (default: PTXASM_LIBGOMP_TESTSUITE, else the one in
#                   Debian's gcc-N-source, installed with apt-get when
#                   missing (sudo when not root)); gomp-constants.h,
#                   which some tests include, is looked for in
#                   DIR/../../include
#   --keep          keep every file of every build (-save-temps and all;
#                   up to 3 MB a build), not only what the check uses
#
# Environment: CC, CXX (default gcc, g++), PTXASM_PLUGIN (default
#   plugin/ptxasm.so; `none' builds both ways without it, a self-test of
#   this script: any difference is noise that the normalisation misses),
#   PTXASM_LIBGOMP_TESTSUITE (as --testsuite), PTXAS_DIR (a folder
#   holding ptxas, put first on PATH; optional).
#
# The tests: the C and C++ tests of libgomp.c, libgomp.c++,
# libgomp.c-c++-common and of libgomp.oacc-c, libgomp.oacc-c++ and
# libgomp.oacc-c-c++-common (each with its subfolders; Fortran is left
# out) that hold a target construct, a declare target or an OpenACC
# directive (#pragma, _Pragma or [[omp::directive]]), in the file or in
# a "header" it includes.  Each is built as libgomp's .exp files build
# it with an nvptx offload compiler, at -O2 only (OpenACC's torture
# runs -O0 too): -fopenmp, or -fopenacc with -DACC_DEVICE_TYPE_nvidia=1
# -DACC_MEM_SHARED=0 for libgomp.oacc-*; dg-options (for OpenMP instead
# of -O2, for OpenACC after it), dg-additional-options and
# dg-additional-sources; dg-do run and link are linked into an
# executable (against the system's libgomp, with -Wl,--no-as-needed,
# as Debian's --as-needed default drops libgomp from a program that
# calls nothing of it), dg-do compile only compiled.  Target selectors
# are evaluated for an x86_64 host whose offload target is nvptx with a
# GPU that does not share memory; a test is skipped when dg-do's
# selector, dg-require-effective-target or dg-skip-if says so, and the
# tests that need CUDA's libraries (openacc_cuda, _cublas, _cudart) are
# skipped: WORK/skipped.txt says why for each.  Options that only dump
# or report (-fdump-*, -fopt-info*, also through -foffload=) and
# options for other offload targets are left out.  Every build gets
#   -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80
#   -save-temps -frandom-seed=ptxasm
#   -foffload-options=nvptx-none=-frandom-seed=ptxasm
# in a folder of its own, and the plugin build adds -fplugin=PLUGIN.
# (-frandom-seed, for the host and the offload compiler, fixes the names
# GCC gives global constructors of offloaded code,
# _GLOBAL__I_65535_0_..._0xHASH, which are otherwise new in every
# build.)
#
# What is compared: the host assembly (the .s files that -save-temps
# keeps, the LTO sections left out) and the offloaded PTX (the nvptx
# assembler's output, *.xnvptx-none.mkoffload.o, before it is linked to
# libgomp's PTX), each split into functions (host: .type NAME,
# @function to .size NAME; PTX: .func or .entry NAME to the `}' that
# closes its body) and a "(file scope)" part with everything else (data, PTX
# declarations and preamble).  Normalised away: .file, .ident and .loc
# lines, GCC's `// BEGIN' and `// END' comments in the PTX, the
# numbering of local labels (.L3, .LC0, $L5: renumbered in their order
# of appearance in each function); the #APP, #NO_APP and line-number
# comments around asm statements and everything else are kept.
#
# A function is PTX-bearing when its plugin-built PTX holds the plugin's
# marker (`// begin inline asm (ptxasm)', plugin/lib/template.h) and its
# stock PTX has an asm statement whose template is not empty (comments
# aside; a function that is not in the stock PTX only needs the marker):
# such a function and its host copy (the same name: main._omp_fn.0 on
# the host is main$_omp_fn$0 and main$_omp_fn$0$impl in the PTX) may
# change.  Every other function, and the file scope of a test without
# PTX-bearing functions, must be identical both ways.  An asm statement
# with an empty template (a barrier such as asm volatile ("" : : :
# "memory")) holds no PTX.
#
# Prints a line for each test that has something wrong:
#   LOST: NAME: builds stock, not with the plugin: FIRST ERROR LINE
#   CHANGED-GPU: NAME: function F
#   CHANGED-HOST: NAME: function F
# (F is "(file scope)" for what is outside functions; "(only comments
# differ)" follows F when only comment lines -- the PTX's //, the
# host's # and #APP lines -- differ), then a summary line:
#   libgomp-check: gcc-12: T tests, B built both ways, L lost, G with
#   changed GPU functions (F functions), H with changed host functions
#   (F functions), S stock failures, K skipped; P with PTX-bearing
#   functions; N s (M s building, J jobs)
# A test that does not build stock is counted and otherwise ignored
# (WORK/stock-failures.txt).  The report is also in WORK/report.txt;
# the normalised functions of each build are in
# WORK/build/TEST/{stock,plugin}/{host,gpu}.fn and the build's output in
# build.log there; for each test with a difference (exempt ones
# included) WORK/diffs/TEST.gpu.diff and TEST.host.diff hold `diff -u'
# of them (TEST: the name with `/' made `_').
#
# GPU bundle (--bundle DIR): contrib/gpu-bundle.sh makes DIR, with
# Debian's libgomp.so.1 and libgomp-plugin-nvptx.so.1, the C runtime
# (libc/) and a smoke program (an OpenMP target region in C++, built
# with the plugin) that its run.sh (kept as gpu-bundle-run.sh) runs
# with OMP_TARGET_OFFLOAD=mandatory.  Then the stripped executables of
# the dg-do run tests that build both ways go into DIR/programs.tar.xz
# (one copy when the two are the same bytes), listed in
# DIR/libgomp-programs.txt with their dg-set-target-env-var settings,
# and contrib/libgomp-check-run.sh becomes DIR/run.sh.  On the GPU
# machine: `sh DIR/run.sh' (see that file).
#
# Exit status: 0 when nothing is lost or changed; 1 when something is
# (or a bundle could not be made); 77 when the libgomp test suite cannot
# be found or installed; 2 for a usage error.

set -u

usage () {
  sed -n '/^# Usage:/,/^#                   up to 3 MB/s/^# \{0,1\}//p' "$0" >&2
  exit 2
}

# ---------------------------------------------------------------------
# The awk programs.

# The dg directives of one test (FILE) for the language LANG (c or c++)
# and the model MODEL (omp or oacc).  Prints lines "KEY<TAB>VALUE":
# skip REASON, what run|link|compile, options OPTS (dg-options, present
# only when the test has them), add OPTS, sources FILES, env VAR=VALUE.
# shellcheck disable=SC2016  # awk's $, not the shell's
DG_AWK='
function glob2re(g,   r, i, c) {
  r = "^"
  for (i = 1; i <= length(g); i++) {
    c = substr(g, i, 1)
    if (c == "*") r = r ".*"
    else if (c == "?") r = r "."
    else if (c ~ /[.+^$(){}|\\[\]]/) r = r "\\" c
    else r = r c
  }
  return r "$"
}
# Is the effective target or target triplet W true here?
function et(w) {
  if (w ~ /-/) return "x86_64-pc-linux-gnu" ~ glob2re(w)
  if (w == "c") return lang == "c"
  if (w == "c++") return lang == "c++"
  if (w in TRUE) return 1
  if (w in FALSE) return 0
  unknown[w] = 1
  return 0
}
# A selector expression: words, !, &&, ||, braces.
function sel_eval(s,   n, i) {
  gsub(/[{}]/, " ", s)
  gsub(/&&/, " @AND@ ", s); gsub(/\|\|/, " @OR@ ", s); gsub(/!/, " @NOT@ ", s)
  n = split(s, T, " ")
  ntok = n; pos = 1
  if (s !~ /@(AND|OR|NOT)@/) {	# a plain list: any word
    for (i = 1; i <= n; i++) if (et(T[i])) return 1
    return 0
  }
  return or_expr()
}
function or_expr(   v) {
  v = and_expr()
  while (pos <= ntok && T[pos] == "@OR@") { pos++; v = and_expr() || v }
  return v
}
function and_expr(   v) {
  v = not_expr()
  while (pos <= ntok && T[pos] == "@AND@") { pos++; v = not_expr() && v }
  return v
}
function not_expr() {
  if (T[pos] == "@NOT@") { pos++; return !not_expr() }
  return et(T[pos++])
}
# "target SEL" or "xfail SEL" or a plain selector: is it true?
function selector(a,   kw) {
  kw = a; sub(/^[ \t]*/, "", kw)
  if (kw ~ /^target[ \t]/) { sub(/^[ \t]*target[ \t]*/, "", a); return sel_eval(a) }
  if (kw ~ /^(xfail|skip)[ \t]/) return 1
  return sel_eval(a)
}
# The arguments of the directive that starts at column P of line L:
# A[1..n], returns n.
function args(l, p,   n, c, d, s) {
  n = 0
  l = substr(l, p)
  while (length(l) > 0) {
    c = substr(l, 1, 1)
    if (c ~ /[ \t]/) { l = substr(l, 2); continue }
    if (c == "}") break
    if (c == "\"") {
      s = ""
      l = substr(l, 2)
      while (length(l) > 0 && substr(l, 1, 1) != "\"") {
        if (substr(l, 1, 1) == "\\") { s = s substr(l, 1, 2); l = substr(l, 3) }
        else { s = s substr(l, 1, 1); l = substr(l, 2) }
      }
      l = substr(l, 2)
      A[++n] = s
    } else if (c == "{") {
      d = 0; s = ""
      while (length(l) > 0) {
        c = substr(l, 1, 1); l = substr(l, 2)
        if (c == "{") { d++; if (d == 1) continue }
        if (c == "}") { d--; if (d == 0) break }
        s = s c
      }
      A[++n] = s
    } else {
      s = ""
      while (length(l) > 0 && substr(l, 1, 1) !~ /[ \t}]/) {
        s = s substr(l, 1, 1); l = substr(l, 2)
      }
      A[++n] = s
    }
  }
  return n
}
# Options that only dump or report, or are for other offload targets.
function keep_opt(o) {
  if (o ~ /^(-foffload=)?-f(dump-|opt-info)/) return 0
  if (o ~ /^-foffload(-options)?=(amdgcn|gcn|hsa|intelmic)/) return 0
  return 1
}
function filter(s,   n, i, r, W) {
  n = split(s, W, /[ \t]+/)
  r = ""
  for (i = 1; i <= n; i++)
    if (W[i] != "" && keep_opt(W[i])) r = r (r == "" ? "" : " ") W[i]
  return r
}
# dg-skip-if: does an option of the list L match a word of the flags?
function opt_match(L,   n, i, j, W) {
  gsub(/"/, "", L)
  n = split(L, W, /[ \t]+/)
  for (i = 1; i <= n; i++) {
    if (W[i] == "") continue
    if (W[i] == "*") return 1
    for (j = 1; j <= nflag; j++) if (FL[j] ~ glob2re(W[i])) return 1
  }
  return 0
}
BEGIN {
  split("openacc_nvidia_accel_selected offload_device_nonshared_as " \
	"offload_device offload_target_nvptx offload_device_nvptx " \
	"offload_target_any lto vect_simd_clones __float128 " \
	"large_long_double weak_undefined sse2_runtime avx_runtime " \
	"alias pthread fopenmp fopenacc tls tls_runtime lp64 " \
	"sync_int_long", t, " ")
  for (i in t) TRUE[t[i]] = 1
  split("openacc_host_selected openacc_radeon_accel_selected " \
	"offload_target_amdgcn offload_device_gcn offload_target_gcn " \
	"offload_device_shared_as offload_device_any_intel_mic " \
	"offload_target_intelmic openacc_cuda openacc_cublas " \
	"openacc_cudart run_expensive_tests ia32 hsa_offloading_selected",
	f, " ")
  for (i in f) FALSE[f[i]] = 1
  what = "run"; skip = ""; dgopts = ""; hasopts = 0; add = ""; srcs = ""
  nskip = 0
}
{
  line = $0
  while ((p = match(line, /\{[ \t]*dg-[a-z-]+/)) > 0) {
    d = substr(line, RSTART, RLENGTH); sub(/^\{[ \t]*dg-/, "", d)
    rest = substr(line, RSTART + RLENGTH)
    n = args(rest, 1)
    line = rest
    if (d == "do") {
      what = A[1]
      if (n >= 2 && !selector(A[2]))
	skip = skip "dg-do " A[1] " { " A[2] " }; "
    } else if (d == "options") {
      if (n < 2 || selector(A[2])) { dgopts = A[1]; hasopts = 1 }
    } else if (d == "additional-options") {
      if (n < 2 || selector(A[2])) add = add " " A[1]
    } else if (d == "additional-sources") {
      if (n < 2 || selector(A[2])) srcs = srcs " " A[1]
    } else if (d == "require-effective-target") {
      if ((n < 2 || selector(A[2])) && !et(A[1]))
	skip = skip "needs " A[1] "; "
    } else if (d == "skip-if") {
      nskip++
      SK_T[nskip] = A[2]; SK_I[nskip] = (n >= 3 ? A[3] : "*")
      SK_E[nskip] = (n >= 4 ? A[4] : "")
      SK_C[nskip] = A[1]
    } else if (d == "set-target-env-var") {
      env = env " " A[1] "=" A[2]
    }
  }
}
END {
  # The flags that dg-skip-if looks at: OpenACC tests always get the
  # torture option -O2, OpenMP ones only instead of dg-options.
  flags = base " " (hasopts ? (model == "oacc" ? "-O2 " : "") dgopts : "-O2") " " add
  nflag = split(flags, FL, /[ \t]+/)
  for (i = 1; i <= nskip; i++)
    if (sel_eval(SK_T[i]) && opt_match(SK_I[i]) && !opt_match(SK_E[i]))
      skip = skip "dg-skip-if \"" SK_C[i] "\" { " SK_T[i] " } { " SK_I[i] " } { " SK_E[i] " }; "
  for (w in unknown) skip = skip "unknown effective target " w " (taken as false); "
  if (what !~ /^(run|link|compile|assemble)$/) skip = skip "dg-do " what "; "
  if (skip != "") {
    gsub(/[ \t]+/, " ", skip); gsub(/{ /, "{", skip); gsub(/ }/, "}", skip)
    sub(/; $/, "", skip)
    print "skip\t" skip
  }
  print "what\t" what
  if (hasopts) print "options\t" filter(dgopts)
  print "add\t" filter(add)
  print "sources\t" srcs
  print "env\t" env
}'

# Split an assembly file into its functions and normalise it (see the
# head comment).  MODE is host or gpu.  Prints "@@ NAME" before each
# function's lines and "@@ (file scope)" before the rest.
# shellcheck disable=SC2016  # awk's $, not the shell's
SPLIT_AWK='
function unit(name) {
  if (name == cur) return
  cur = name
  print "@@ " name
  nlab = 0
  for (k in lmap) delete lmap[k]
  for (k in lcount) delete lcount[k]
}
function labels(s,   out, lab, pre) {
  out = ""
  while (match(s, lre)) {
    lab = substr(s, RSTART, RLENGTH)
    if (!(lab in lmap)) {
      pre = lab; sub(/[0-9]+$/, "", pre)
      lmap[lab] = pre "@" (++lcount[pre])
    }
    out = out substr(s, 1, RSTART - 1) lmap[lab]
    s = substr(s, RSTART + RLENGTH)
  }
  return out s
}
function emit(s) {
  sub(/[ \t]+$/, "", s)
  print labels(s)
}
function section(s) {
  skip = (s ~ /^\.(gnu\.(offload_)?lto_|gnu\.debuglto_|debug)/)
}
BEGIN {
  lre = (mode == "host") ? "\\.L[A-Za-z_]*[0-9]+" : "\\$L[0-9]+"
  cur = ""; skip = 0; depth = 0; nst = 0; sec = ".text"; psec = sec
}
mode == "host" {
  if ($1 == ".section" || $1 == ".pushsection") {
    if ($1 == ".pushsection") ss[++nsp] = sec
    psec = sec; s = $2; sub(/,.*/, "", s); sec = s; section(sec)
    if (skip) next
  } else if ($1 == ".text" || $1 == ".data" || $1 == ".bss") {
    psec = sec; sec = $1; section(sec)
  } else if ($1 == ".previous") {
    s = sec; sec = psec; psec = s; section(sec)
  } else if ($1 == ".popsection") {
    psec = sec; sec = (nsp > 0) ? ss[nsp--] : ".text"; section(sec)
  }
  if (skip) next
  if ($1 == ".file" || $1 == ".ident" || $1 == ".loc") next
  if ($1 == ".type" && $0 ~ /@function/) {
    name = $2; sub(/,$/, "", name)
    st[++nst] = name
    unit(name)
    emit($0)
    next
  }
  if ($1 == ".size" && nst > 0) {
    name = $2; sub(/,$/, "", name)
    for (i = nst; i >= 1; i--) if (st[i] == name) break
    if (i >= 1) {
      emit($0)
      for (; i < nst; i++) st[i] = st[i + 1]
      nst--
      unit(nst > 0 ? st[nst] : "(file scope)")
      next
    }
  }
  if (cur == "") unit("(file scope)")
  emit($0)
  next
}
mode == "gpu" {
  t = $0; sub(/^[ \t]+/, "", t)
  if (t ~ /^\/\/ (BEGIN|END) /) next
  if (t ~ /^\.(file|loc)[ \t]/) next
  if (skip) { if (t ~ /^}/) skip = 0; next }
  if (t ~ /^\.section[ \t]/) { skip = 1; next }
  if (cur == "" || cur == "(file scope)") {
    if (t ~ /^(\.(visible|weak|extern)[ \t]+)*\.(func|entry)[ \t]/ && t !~ /;[ \t]*$/) {
      h = t
      sub(/^(\.(visible|weak|extern)[ \t]+)*\.(func|entry)[ \t]+/, "", h)
      if (h ~ /^\(/) sub(/^\([^)]*\)[ \t]*/, "", h)
      sub(/[ \t(].*/, "", h)
      unit(h)
      emit($0)
      depth = 0
      next
    }
    if (cur == "") unit("(file scope)")
    emit($0)
    next
  }
  # The function ends where its braces balance (the assembler takes
  # the indentation away from the inner blocks).
  emit($0)
  if (t ~ /^{[ \t]*$/) depth++
  else if (t ~ /^}[ \t]*$/ && --depth <= 0) unit("(file scope)")
  next
}'

# Compare the normalised functions: ARGV = stock gpu, plugin gpu, stock
# host, plugin host.  Prints "ptx NAME" for the PTX-bearing functions,
# then "gpu NAME" and "host NAME" for the changed ones that are not
# exempt, "exempt-gpu NAME" and "exempt-host NAME" for those that are.
# shellcheck disable=SC2016  # awk's $, not the shell's
COMPARE_AWK='
FNR == 1 { for (f = 1; f <= 4; f++) if (FILENAME == ARGV[f]) break }
/^@@ / { u = substr($0, 4); app = 0; next }
{
  key = f SUBSEP u
  text[key] = text[key] $0 "\n"
  if ($0 !~ /^[ \t]*(\/\/|#)/) code[key] = code[key] $0 "\n"
  seen[f, u] = 1
  names[(f <= 2 ? "g" : "h"), u] = 1
  if (f == 2 && $0 ~ /^[ \t]*\/\/ begin inline asm \(ptxasm\)/) marker[u] = 1
  if (f == 1) {
    if ($0 ~ /^[ \t]*\/\/ #APP/) { app = 1; next }
    if ($0 ~ /^[ \t]*\/\/ #NO_APP/) { app = 0; next }
    if (app) {
      t = $0; gsub(/[ \t]/, "", t)
      if (t != "" && t !~ /^\/\//) ptx_text[u] = 1
    }
  }
}
END {
  for (k in names) {
    split(k, K, SUBSEP)
    if (K[1] != "g" || !(K[2] in marker)) continue
    u = K[2]
    bearing = 1
    if ((1, u) in seen) bearing = (u in ptx_text)
    if (bearing) {
      ptx[u] = 1
      h = u; sub(/\$impl$/, "", h); gsub(/\$/, ".", h)
      ptx_host[h] = 1
      print "ptx " u
    }
  }
  anyptx = 0
  for (u in ptx) anyptx = 1
  for (k in names) {
    split(k, K, SUBSEP)
    side = K[1]; u = K[2]
    a = (side == "g") ? 1 : 3
    if (text[a, u] == text[a + 1, u]) continue
    ex = (side == "g") ? (u in ptx) : (u in ptx_host)
    if (u == "(file scope)" && anyptx) ex = 1
    what = u
    if (!((a, u) in seen)) what = u " (only with the plugin)"
    else if (!((a + 1, u) in seen)) what = u " (only stock)"
    if (code[a, u] == code[a + 1, u]) what = what " (only comments differ)"
    print (ex ? "exempt-" : "") (side == "g" ? "gpu " : "host ") what
  }
}'

# ---------------------------------------------------------------------
# One build: TEST VARIANT (stock or plugin), run by xargs in parallel.

build_one () {
  id=$1
  variant=$2
  line=$(awk -F '\t' -v id="$id" '$1 == id { print; exit }' "$work/plan.txt")
  lang=$(printf '%s\n' "$line" | cut -f 3)
  what=$(printf '%s\n' "$line" | cut -f 4)
  src=$(printf '%s\n' "$line" | cut -f 5)
  extra=$(printf '%s\n' "$line" | cut -f 6)
  flags=$(printf '%s\n' "$line" | cut -f 7)
  d=$work/build/$id/$variant
  rm -rf "$d"
  mkdir -p "$d/tmp" || exit 1
  cd "$d/tmp" || exit 1
  compiler=$CC
  [ "$lang" = c++ ] && compiler=$CXX
  pflag=
  [ "$variant" = plugin ] && [ "$plugin" != none ] && pflag=-fplugin=$plugin
  case $what in
    compile | assemble) out="-c -o prog.o" ;;
    *) out="-o prog" ;;
  esac
  # shellcheck disable=SC2086  # word lists
  TMPDIR=$d/tmp $compiler $flags $pflag -save-temps -frandom-seed=ptxasm \
    -foffload-options=nvptx-none=-frandom-seed=ptxasm "$src" $extra $out \
    > ../build.log 2>&1
  echo $? > ../status
  # The host assembly: every .s but the offload image's wrapper and the
  # offload compiler's own.
  for f in ./*.s; do
    case $f in *.xnvptx-none.*) ;; *) [ -f "$f" ] && cat "$f" ;; esac
  done | awk -v mode=host "$SPLIT_AWK" > ../host.fn
  # The offloaded PTX: the nvptx assembler's output, else the compiler's.
  g=
  for f in ./*.xnvptx-none.mkoffload.o ./*.xnvptx-none.mkoffload.s; do
    [ -f "$f" ] && { g=$f; break; }
  done
  if [ -n "$g" ]; then
    awk -v mode=gpu "$SPLIT_AWK" "$g" > ../gpu.fn
  else
    : > ../gpu.fn
  fi
  if [ "$bundle" = yes ] && [ "$what" = run ] && [ -f prog ]; then
    strip -o ../prog prog 2> /dev/null || cp prog ../prog
  fi
  cd .. || exit 1
  [ "$keep" = yes ] || rm -rf tmp
}

if [ "${1:-}" = --build-one ]; then
  build_one "$2" "$3"
  exit 0
fi

# ---------------------------------------------------------------------
# The options.

jobs=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
only=
cxx_common=yes
work=libgomp-check
bundle_dir=
testsuite=${PTXASM_LIBGOMP_TESTSUITE:-}
keep=no
while [ $# -gt 0 ]; do
  case $1 in
    -j) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    --only) [ $# -ge 2 ] || usage; only=$2; shift 2 ;;
    --no-c++) cxx_common=no; shift ;;
    --work) [ $# -ge 2 ] || usage; work=$2; shift 2 ;;
    --bundle) [ $# -ge 2 ] || usage; bundle_dir=$2; shift 2 ;;
    --testsuite) [ $# -ge 2 ] || usage; testsuite=$2; shift 2 ;;
    --keep) keep=yes; shift ;;
    -h | --help) usage ;;
    *) echo "libgomp-check: unknown option $1" >&2; usage ;;
  esac
done
case $jobs in '' | *[!0-9]* | 0) usage ;; esac

CC=${CC:-gcc}
CXX=${CXX:-g++}
plugin=${PTXASM_PLUGIN:-plugin/ptxasm.so}
here=$(cd "$(dirname "$0")" && pwd)
case $plugin in none | /*) ;; *) plugin=$(pwd)/$plugin ;; esac
if [ "$plugin" != none ] && [ ! -f "$plugin" ]; then
  echo "libgomp-check: no plugin at $plugin (run make first)" >&2
  exit 1
fi
if [ -n "${PTXAS_DIR:-}" ]; then
  PATH=$PTXAS_DIR:$PATH
  export PATH
fi
mkdir -p "$work" || exit 1
work=$(cd "$work" && pwd)
bundle=no
if [ -n "$bundle_dir" ]; then
  bundle=yes
  mkdir -p "$bundle_dir" || exit 1
  bundle_dir=$(cd "$bundle_dir" && pwd)
fi
start=$(date +%s)

version=$($CC -dumpversion 2>/dev/null)
major=${version%%.*}
if [ -z "$major" ]; then
  echo "libgomp-check: $CC does not run" >&2
  exit 1
fi

# ---------------------------------------------------------------------
# The test suite: given, or from Debian's gcc-N-source.

cannot () {
  echo "libgomp-check: $*" >&2
  exit 77
}

# Install the Debian packages PKG... with apt-get (sudo when not root),
# or stop with exit status 77.
apt_install () {
  sudo=
  [ "$(id -u)" = 0 ] || sudo="sudo -n"
  echo "libgomp-check: installing $* (for libgomp's test suite)"
  { $sudo apt-get update -q && \
    $sudo env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends "$@"; } \
    > "$work/apt.log" 2>&1 \
    || cannot "cannot install $* (log: $work/apt.log);" \
	      "name a libgomp/testsuite with --testsuite"
}

if [ -z "$testsuite" ]; then
  pkg=gcc-$major-source
  find_tarball () {
    tarball=
    for t in /usr/src/gcc-"$major"/gcc-*.tar.*; do
      [ -f "$t" ] && { tarball=$t; break; }
    done
  }
  find_tarball
  if [ -z "$tarball" ]; then
    apt_install "$pkg"
    find_tarball
    [ -n "$tarball" ] || cannot "$pkg has no /usr/src/gcc-$major/gcc-*.tar.*"
  fi
  # A minimal root (a build chroot) may lack the decompressor.
  case $tarball in
    *.xz) command -v xz > /dev/null 2>&1 || apt_install xz-utils ;;
  esac
  src=$work/gcc-src
  stamp=$src/.from
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$(ls -l "$tarball")" ]; then
    rm -rf "$src"
    mkdir -p "$src" || exit 1
    echo "libgomp-check: extracting libgomp's test suite from $tarball"
    tar -xf "$tarball" -C "$src" --wildcards \
      '*/libgomp/testsuite/*' '*/include/gomp-constants.h' \
      || cannot "cannot extract the test suite from $tarball"
    ls -l "$tarball" > "$stamp"
  fi
  testsuite=
  for t in "$src"/*/libgomp/testsuite; do
    [ -d "$t" ] && { testsuite=$t; break; }
  done
  [ -n "$testsuite" ] || cannot "no libgomp/testsuite in $tarball"
fi
[ -d "$testsuite/libgomp.c" ] || cannot "no libgomp test suite at $testsuite"
testsuite=$(cd "$testsuite" && pwd)
# gomp-constants.h: GCC's include/, beside libgomp/.
gcc_include=$(cd "$testsuite/../../include" 2>/dev/null && pwd)

# ---------------------------------------------------------------------
# The plan: one line a test build, "ID NAME LANG WHAT SRC EXTRA FLAGS
# ENV" (tab-separated).

offload_re='(#[[:space:]]*pragma[[:space:]]+|_Pragma[[:space:]]*\([[:space:]]*"[[:space:]]*|omp::directive[[:space:]]*\([[:space:]]*)(omp[[:space:]]+(target|(begin[[:space:]]+)?declare[[:space:]]+target)|acc[[:space:]])|omp::directive[[:space:]]*\([[:space:]]*(target|(begin[[:space:]]+)?declare[[:space:]]+target)'

# Does FILE, or a file that it includes with "...", offload?
offloads () {
  grep -q -E "$offload_re" "$1" && return 0
  sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1" \
    | while read -r inc; do
	f=$(dirname "$1")/$inc
	[ -f "$f" ] && grep -q -E "$offload_re" "$f" && echo yes && break
      done | grep -q yes
}

plan=$work/plan.txt
: > "$plan"
: > "$work/skipped.txt"
ntests=0
nskipped=0
tab=$(printf '\t')
add_test () {	# DIR FILE LANG MODEL
  rel=${2#"$testsuite"/}
  name=$rel
  [ "$3" = c++ ] && case $2 in *.c) name=$rel:c++ ;; esac
  if [ -n "$only" ] && ! printf '%s\n' "$name" | grep -q -E -e "$only"; then
    return
  fi
  offloads "$2" || return
  ntests=$((ntests + 1))
  id=$(printf '%s' "$name" | tr '/:' '__')
  if [ "$4" = oacc ]; then
    base="-fopenacc -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0 -I$testsuite/libgomp.oacc-c-c++-common"
  else
    base=-fopenmp
  fi
  base="$base -foffload=nvptx-none -foffload-options=nvptx-none=-misa=sm_80"
  base="$base -I$testsuite/..${gcc_include:+ -I$gcc_include}"
  base="$base -fmessage-length=0 -fno-diagnostics-show-caret -fdiagnostics-color=never"
  # Debian links with --as-needed, which drops libgomp from a program
  # that calls nothing of it before the offload image's constructor does.
  base="$base -Wl,--no-as-needed"
  dg=$(awk -v lang="$3" -v model="$4" -v base="$base" "$DG_AWK" "$2")
  get () { printf '%s\n' "$dg" | sed -n "s/^$1$tab//p"; }
  reason=$(get skip)
  if [ -n "$reason" ]; then
    nskipped=$((nskipped + 1))
    printf '%s: %s\n' "$name" "$reason" >> "$work/skipped.txt"
    return
  fi
  if printf '%s\n' "$dg" | grep -q "^options$tab"; then
    opt=$(get options)
    [ "$4" = oacc ] && opt="-O2 $opt"
  else
    opt=-O2
  fi
  extra=
  for s in $(get sources); do
    extra="$extra $(dirname "$2")/$s"
  done
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$name" "$3" "$(get what)" \
    "$2" "${extra# }" "$base $opt $(get add)" "$(get env | sed 's/^ //')" \
    >> "$plan"
}

for dir in libgomp.c libgomp.c++ libgomp.c-c++-common \
	   libgomp.oacc-c libgomp.oacc-c++ libgomp.oacc-c-c++-common; do
  [ -d "$testsuite/$dir" ] || continue
  case $dir in libgomp.oacc-*) model=oacc ;; *) model=omp ;; esac
  case $dir in
    *-c-c++-common) langs=c; [ $cxx_common = yes ] && langs="c c++"; pat='*.c' ;;
    *-c | *.c) langs=c; pat='*.c' ;;
    *) langs=c++; pat='*.C' ;;
  esac
  for lang in $langs; do
    for f in $(find "$testsuite/$dir" -type f -name "$pat" | LC_ALL=C sort); do
      add_test "$dir" "$f" "$lang" "$model"
    done
  done
done
nplanned=$(wc -l < "$plan")
if [ "$nplanned" -eq 0 ]; then
  echo "libgomp-check: no test to build${only:+ (--only $only)}" >&2
  exit 2
fi

# ---------------------------------------------------------------------
# The builds, JOBS at a time.

echo "libgomp-check: gcc-$major: $ntests offloading tests, $nskipped skipped" \
     "($work/skipped.txt); building $nplanned twice, $jobs at a time"
rm -rf "$work/build" "$work/diffs"
mkdir -p "$work/build" "$work/diffs" || exit 1
export CC CXX plugin work bundle keep
cut -f 1 "$plan" | while read -r id; do
  echo "$id stock"
  echo "$id plugin"
done | xargs -P "$jobs" -n 2 sh "$0" --build-one
built=$(date +%s)

# ---------------------------------------------------------------------
# The comparison.

report=$work/report.txt
: > "$report"
: > "$work/stock-failures.txt"
say () {
  printf '%s\n' "$*" | tee -a "$report"
}
# The first line of build log FILE that says what went wrong (not the
# driver's and linker's lines that only say that something did).
first_error () {
  grep -E -i 'error|fatal' "$1" \
    | grep -v -E '^(mkoffload|lto-wrapper|collect2|compilation terminated|/usr/bin/ld: error: lto-wrapper)' \
    | head -n 1 | grep . || grep -v -e 'relocation against' -e DT_TEXTREL "$1" | head -n 1
}
both=0 lost=0 stockfail=0 gpu_tests=0 gpu_funcs=0 host_tests=0 host_funcs=0
ptx_tests=0
while IFS="$tab" read -r id name lang what src extra flags env; do
  s=$work/build/$id/stock
  p=$work/build/$id/plugin
  ss=$(cat "$s/status" 2>/dev/null || echo 1)
  ps=$(cat "$p/status" 2>/dev/null || echo 1)
  if [ "$ss" != 0 ]; then
    stockfail=$((stockfail + 1))
    err=$(first_error "$s/build.log")
    note=
    [ "$ps" = 0 ] && note=" (builds with the plugin)"
    printf '%s: %s%s\n' "$name" "$err" "$note" >> "$work/stock-failures.txt"
    continue
  fi
  if [ "$ps" != 0 ]; then
    lost=$((lost + 1))
    err=$(first_error "$p/build.log")
    say "LOST: $name: builds stock, not with the plugin: $err"
    continue
  fi
  both=$((both + 1))
  out=$(awk "$COMPARE_AWK" "$s/gpu.fn" "$p/gpu.fn" "$s/host.fn" "$p/host.fn" \
	| LC_ALL=C sort)
  printf '%s\n' "$out" | grep -q '^ptx ' && ptx_tests=$((ptx_tests + 1))
  g=$(printf '%s\n' "$out" | sed -n 's/^gpu //p')
  h=$(printf '%s\n' "$out" | sed -n 's/^host //p')
  if printf '%s\n' "$out" | grep -q -E '^(exempt-)?gpu '; then
    diff -u "$s/gpu.fn" "$p/gpu.fn" > "$work/diffs/$id.gpu.diff"
  fi
  if printf '%s\n' "$out" | grep -q -E '^(exempt-)?host '; then
    diff -u "$s/host.fn" "$p/host.fn" > "$work/diffs/$id.host.diff"
  fi
  if [ -n "$g" ]; then
    gpu_tests=$((gpu_tests + 1))
    while read -r f; do
      gpu_funcs=$((gpu_funcs + 1))
      say "CHANGED-GPU: $name: function $f"
    done <<EOF
$g
EOF
  fi
  if [ -n "$h" ]; then
    host_tests=$((host_tests + 1))
    while read -r f; do
      host_funcs=$((host_funcs + 1))
      say "CHANGED-HOST: $name: function $f"
    done <<EOF
$h
EOF
  fi
done < "$plan"

# ---------------------------------------------------------------------
# The bundle.

bundle_note=
bundle_fail=0
if [ "$bundle" = yes ]; then
  smoke=$work/bundle-smoke
  rm -rf "$smoke"
  mkdir -p "$smoke" || exit 1
  cat > "$smoke/libgomp-check-smoke.C" <<'EOF'
// { dg-do run }
// libgomp-check's bundle: does an OpenMP target region reach the GPU?
#include <omp.h>
#include <cstdio>

int
main ()
{
  int initial = 1;
#pragma omp target map(from: initial)
  initial = omp_is_initial_device ();
  std::printf ("target region ran on the %s\n", initial ? "host" : "GPU");
  return initial;
}
EOF
  bplugin=$plugin
  [ "$bplugin" != none ] || bplugin=$here/../plugin/ptxasm.so
  if CC=$CC CXX=$CXX PTXASM_PLUGIN=$bplugin PTXASM_DIFFTEST=none \
       sh "$here/gpu-bundle.sh" "$smoke" "$bundle_dir" > "$work/bundle.log" 2>&1
  then
    mv "$bundle_dir/run.sh" "$bundle_dir/gpu-bundle-run.sh"
    rm -rf "$bundle_dir/programs" "$bundle_dir/libgomp-programs.txt"
    mkdir -p "$bundle_dir/programs" || exit 1
    : > "$bundle_dir/libgomp-programs.txt"
    nprog=0
    while IFS="$tab" read -r id name lang what src extra flags env; do
      s=$work/build/$id/stock/prog
      p=$work/build/$id/plugin/prog
      if [ ! -f "$s" ] || [ ! -f "$p" ]; then
	continue
      fi
      [ "$(cat "$work/build/$id/plugin/status")" = 0 ] || continue
      cp "$s" "$bundle_dir/programs/$id.stock" || exit 1
      if cmp -s "$s" "$p"; then
	pexe=same
      else
	cp "$p" "$bundle_dir/programs/$id.plugin" || exit 1
	pexe=$id.plugin
      fi
      printf '%s\t%s\t%s\t%s\n' "$name" "$id.stock" "$pexe" "$env" \
	>> "$bundle_dir/libgomp-programs.txt"
      nprog=$((nprog + 1))
    done < "$plan"
    # The newest glibc symbol version that the programs need, too.
    { cat "$bundle_dir/glibc-needed.txt"
      for f in "$bundle_dir"/programs/*; do
	objdump -T "$f" 2>/dev/null \
	  | sed -n 's/.*(GLIBC_\([0-9][0-9.]*\)).*/\1/p'
      done
    } | sort -t . -k 1,1n -k 2,2n -u | tail -n 1 > "$bundle_dir/glibc.tmp"
    mv "$bundle_dir/glibc.tmp" "$bundle_dir/glibc-needed.txt"
    # The programs share much (libgomp's PTX is in every OpenMP one):
    # xz with a large dictionary packs them best.
    if command -v xz > /dev/null 2>&1; then
      (cd "$bundle_dir/programs" && tar -cf - ./*) | xz -T 0 -9 \
	> "$bundle_dir/programs.tar.xz" && rm -rf "$bundle_dir/programs"
    else
      (cd "$bundle_dir/programs" && tar -cf - ./*) | gzip -9 \
	> "$bundle_dir/programs.tar.gz" && rm -rf "$bundle_dir/programs"
    fi
    cp "$here/libgomp-check-run.sh" "$bundle_dir/run.sh" || exit 1
    chmod +x "$bundle_dir/run.sh"
    size=$(du -sk "$bundle_dir" | cut -f 1)
    bundle_note="; bundle: $nprog tests in $bundle_dir ($((size / 1024)) MiB), on the GPU machine: sh $bundle_dir/run.sh"
  else
    bundle_fail=1
    bundle_note="; no bundle: gpu-bundle.sh failed ($work/bundle.log)"
  fi
fi

# ---------------------------------------------------------------------
# The summary.

end=$(date +%s)
[ "$plugin" = none ] && pname="no plugin (self-test)" || pname=$plugin
say "libgomp-check: gcc-$major: $nplanned tests, $both built both ways," \
    "$lost lost, $gpu_tests with changed GPU functions ($gpu_funcs functions)," \
    "$host_tests with changed host functions ($host_funcs functions)," \
    "$stockfail stock failures, $nskipped skipped; $ptx_tests with PTX-bearing" \
    "functions; $((end - start)) s ($((built - start)) s building, $jobs jobs)$bundle_note"
echo "libgomp-check: report in $report, diffs in $work/diffs/, stock failures in" \
     "$work/stock-failures.txt; plugin: $pname"
[ $((lost + gpu_tests + host_tests + bundle_fail)) -eq 0 ]
