#!/usr/bin/env python3
"""Fails on a function longer than its layer allows: 80 lines in core/, 100 in
widgets/ and app/, counted from the line that names it to its closing brace.

    check_function_length.py SOURCE_DIR

It reads the code as the project formats it (clang-format: a function's body
opens with "{" alone on a line under its signature), which is enough to find
every definition without a C++ parser.
"""
import pathlib
import re
import sys

LIMITS = {"core": 80, "widgets": 100, "app": 100}
CALL = re.compile(r"[\w~>\]]\s*\(")


def functions(path):
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip() == "{" and i > 0 and not lines[i - 1].rstrip().endswith((";", "{", "}", "=")):
            indent = len(line) - len(line.lstrip())
            start = i - 1
            # Back over a constructor's initialiser list to the signature.
            while start > 0 and (lines[start].lstrip().startswith((":", ",")) or not CALL.search(lines[start])):
                start -= 1
            end = i + 1
            closing = " " * indent + "}"
            while end < len(lines) and not (lines[end].startswith(closing) and lines[end][indent] == "}"):
                end += 1
            yield start + 1, end - start + 1, lines[start].strip()
            i = end + 1
            continue
        i += 1


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    root = pathlib.Path(argv[1])
    found = 0
    for layer, limit in LIMITS.items():
        for path in sorted((root / layer).rglob("*")):
            if path.suffix not in (".h", ".cpp") or not path.is_file():
                continue
            for line, length, signature in functions(path):
                if length > limit:
                    print(f"{path}:{line}: {length} lines (at most {limit} in {layer}/): {signature[:100]}")
                    found += 1
    if found:
        print(f"{found} function(s) too long")
        return 1
    print("every function is within its layer's length")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
