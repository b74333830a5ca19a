#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the ptxasm developers.
"""Extract inline-PTX asm statements (string-literal templates, letters
h r l f d n, clobbers "memory" only) from C++/CUDA headers."""
import re, sys, os, json

def parse_str(s, i):
    # s[i] == '"'; return (value, end index)
    j = i + 1; out = []
    while j < len(s):
        c = s[j]
        if c == '\\':
            out.append(s[j:j+2]); j += 2; continue
        if c == '"':
            return ''.join(out), j + 1
        out.append(c); j += 1
    raise ValueError

def unescape(t):
    return bytes(t, 'utf-8').decode('unicode_escape')

def extract(text):
    res = []
    for m in re.finditer(r'\basm\s*(volatile|__volatile__)?\s*\(', text):
        i = m.end(); depth = 1; parts = [[]]; j = i
        try:
            while depth:
                c = text[j]
                if c == '"':
                    v, j2 = parse_str(text, j); parts[-1].append(('S', v)); j = j2; continue
                if c in '([{': depth += 1
                elif c in ')]}':
                    depth -= 1
                    if depth == 0: break
                elif c == ':' and depth == 1:
                    if text[j+1:j+2] == ':' : pass
                    parts.append([]); j += 1; continue
                parts[-1].append(('C', c)); j += 1
        except (IndexError, ValueError):
            continue
        body = text[i:j]
        tparts = parts[0]
        # template: only string literals and whitespace/newlines/comments
        nonstr = ''.join(v for k, v in tparts if k == 'C')
        nonstr = re.sub(r'//[^\n]*', '', nonstr)
        if nonstr.strip():
            continue
        tmpl = ''.join(v for k, v in tparts if k == 'S')
        def ops(p):
            src = ''.join(('"%s"' % v) if k == 'S' else v for k, v in p)
            return re.findall(r'"([^"]*)"\s*\(', src)
        outs = ops(parts[1]) if len(parts) > 1 else []
        ins = ops(parts[2]) if len(parts) > 2 else []
        clob = [v for k, v in parts[3] if k == 'S'] if len(parts) > 3 else []
        if len(parts) > 4: continue
        if any(c != 'memory' for c in clob): continue
        ok = True
        for c in outs + ins:
            letters = c.replace('=', '').replace('+', '').replace('&', '')
            if len(letters) != 1 or letters not in 'hrlfdn': ok = False
        if not ok: continue
        line = text.count('\n', 0, m.start()) + 1
        res.append(dict(tmpl=unescape(tmpl), outs=outs, ins=ins, line=line,
                        volatile=bool(m.group(1)), memory='memory' in clob))
    return res

if __name__ == '__main__':
    root, repo = sys.argv[1], sys.argv[2]
    allst = []
    seen = set()
    for dp, dn, fn in os.walk(root):
        for f in sorted(fn):
            if not f.endswith(('.h', '.cuh', '.hpp', '.inc', '.cu')): continue
            p = os.path.join(dp, f)
            try: text = open(p, errors='replace').read()
            except: continue
            for st in extract(text):
                key = (st['tmpl'], tuple(st['outs']), tuple(st['ins']))
                if key in seen: continue
                seen.add(key)
                st['repo'] = repo; st['path'] = os.path.relpath(p, root)
                allst.append(st)
    json.dump(allst, sys.stdout, indent=0)
