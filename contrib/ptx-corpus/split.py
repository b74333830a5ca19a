# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
import re, sys, os, subprocess
from concurrent.futures import ThreadPoolExecutor
ptx = open(sys.argv[1]).read()  # nvcc -ptx -arch=sm_80 output
# entries: ".visible .entry _Z3k_NNv(" ... up to the closing "}\n" at col 0
ents = re.split(r'\n(?=\t// \.globl)', ptx)
head = '.version 7.0\n.target sm_80\n.address_size 64\n'
os.makedirs('split', exist_ok=True)
jobs = []
for e in ents[1:]:
    m = re.search(r'\.entry _Z\d+k_(\d+)v', e)
    if not m: continue
    n = int(m.group(1))
    p = 'split/%d.ptx' % n
    open(p, 'w').write(head + e)
    jobs.append((n, p))
def run(j):
    n, p = j
    r = subprocess.run(['ptxas', '-arch=sm_80', '-o', '/dev/null', p], capture_output=True, text=True)
    return n, r.returncode, r.stderr
ok = []
bad = 0
with ThreadPoolExecutor(2) as ex:
    for n, rc, err in ex.map(run, jobs):
        if rc == 0 and 'warning' not in err: ok.append(n)
        else: bad += 1
open('accepted.txt', 'w').write('\n'.join(map(str, sorted(ok))))
print('accepted', len(ok), 'rejected', bad)
