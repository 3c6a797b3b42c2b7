#!/usr/bin/env python3
"""The core-only tree, configured but not built, against BUILD, built.

    check_core_alone.py BUILD CORE_ONLY

CORE_ONLY is configured with RULEBENCH_CORE_ONLY=ON (where Qt is not even
looked for) and otherwise as BUILD (CMAKE_UNITY_BUILD too). Every source it
would compile (core and the command line) must be compiled in BUILD by the very same command, the build folder aside, and none
of those commands may name Qt. Then BUILD's core is the core-only build, and
test.sh compiles it once, not twice.
"""
import json
import re
import sys
from pathlib import Path


def commands(tree):
    """{source file: its compile command}, the tree's own folder replaced in
    both (a unity build's sources are files the tree writes)"""
    tree = Path(tree).resolve()
    entries = json.loads((tree / "compile_commands.json").read_text())
    return {e["file"].replace(str(tree), "<build>"): e["command"].replace(str(tree), "<build>") for e in entries}


def written(tree, source):
    """The text of a source the tree wrote itself, its own folder replaced"""
    tree = Path(tree).resolve()
    return Path(source.replace("<build>", str(tree))).read_text().replace(str(tree), "<build>")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    built, alone = commands(sys.argv[1]), commands(sys.argv[2])
    problems = []
    if not alone:
        problems.append("the core-only tree compiles nothing")
    for source, command in sorted(alone.items()):
        if source not in built:
            problems.append(f"{source}: in the core-only tree, not compiled in {sys.argv[1]}")
        elif built[source] != command:
            problems.append(f"{source}: compiled otherwise than in the core-only tree:\n"
                            f"  core-only: {command}\n  built:     {built[source]}")
        elif source.startswith("<build>") and written(sys.argv[1], source) != written(sys.argv[2], source):
            problems.append(f"{source}: the two trees wrote it otherwise (their unity sources join other files)")
        elif re.search(r"[Qq]t[56]|-DQT_", command):
            problems.append(f"{source}: its command names Qt: {command}")
    for line in problems:
        print(f"check_core_alone: {line}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"core alone: {len(alone)} sources, each compiled in {sys.argv[1]} "
          "exactly as the core-only tree would, none with Qt on its command")


if __name__ == "__main__":
    main()
