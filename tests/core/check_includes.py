#!/usr/bin/env python3
"""Checks that core's modules include one another in one direction only.

Every `#include "rulebench/MODULE/FILE.h"` under core/rulebench/ must name a
file that exists, in a module the including module may see (ALLOWED below,
drawn in docs/architecture.md). Exits 1, naming each file and line, on any
that does not.

    check_includes.py CORE_DIR         check core/ (CORE_DIR is core/)
    check_includes.py --self-test DIR  plant a wrong include in a copy of DIR
                                       and fail unless the check catches it
"""
import pathlib
import re
import shutil
import sys
import tempfile

# Each module and the modules it may include (its own is always allowed).
ALLOWED = {
    "base": [],
    "grid": ["base"],
    "stats": ["base"],
    "facts": ["base"],
    "effects": ["base", "grid", "stats", "facts"],
    "content": ["base", "grid", "stats", "facts", "effects"],
    "sandbox": ["base", "grid", "stats", "facts", "effects", "content"],
    "batch": ["base", "grid", "stats", "facts", "effects", "content", "sandbox"],
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def problems(core: pathlib.Path):
    src = core / "rulebench"
    found = []
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".h", ".cpp") or not path.is_file():
            continue
        rel = path.relative_to(src)
        if len(rel.parts) != 2 or rel.parts[0] not in ALLOWED:
            found.append(f"{path}: not in a module folder ({', '.join(ALLOWED)})")
            continue
        module = rel.parts[0]
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = m.group(1)
            parts = target.split("/")
            where = f"{path}:{number}"
            if len(parts) != 3 or parts[0] != "rulebench" or parts[1] not in ALLOWED:
                found.append(f'{where}: "{target}" is not rulebench/MODULE/FILE.h')
            elif not (src / parts[1] / parts[2]).is_file():
                found.append(f'{where}: "{target}" does not exist')
            elif parts[1] != module and parts[1] not in ALLOWED[module]:
                may = ", ".join(ALLOWED[module]) or "no other module"
                found.append(f'{where}: {module} includes {parts[1]} ("{target}"); {module} may include {may}')
    return found


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        with tempfile.TemporaryDirectory() as tmp:
            copy = pathlib.Path(tmp) / "core"
            shutil.copytree(argv[2], copy)
            planted = copy / "rulebench" / "base" / "registry.h"
            planted.write_text('#include "rulebench/sandbox/world.h"\n' + planted.read_text(encoding="utf-8"))
            found = problems(copy)
            if not any("base includes sandbox" in p for p in found):
                print("the check missed a planted include of sandbox/ in base/registry.h")
                return 1
            print("a planted wrong include is caught:", found[0])
            return 0
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = problems(pathlib.Path(argv[1]))
    for p in found:
        print(p)
    if found:
        print(f"{len(found)} include(s) point the wrong way")
        return 1
    print("every include in core points down")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
