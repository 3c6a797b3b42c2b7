#!/usr/bin/env python3
"""Writes game-sized content: the demo's statuses, items, props, abilities,
actors, fact kinds, counters and quests copied under new names ("bleeding 7"),
each copy's references following it to the same copy, until there are at
least DEFINITIONS of them (its stats, damage kinds, flags and durations are
shared, as a real game's would be).

    make_big_content.py DEMO.rules.json DEFINITIONS OUT.rules.json

The result validates clean; it is what the editor's scale benchmarks open
(bench_editor_scale) and what a person opens to try the window at that size.
"""
import json
import sys

COPIED = ["statuses", "items", "props", "abilities", "actors", "fact_kinds", "counters", "quests"]


def renamed(value, names, copy):
    """The value with every string that names a copied definition pointing at copy `copy`."""
    if isinstance(value, str):
        return f"{value} {copy}" if value in names else value
    if isinstance(value, list):
        return [renamed(v, names, copy) for v in value]
    if isinstance(value, dict):
        return {k: (v if k.startswith("_") else renamed(v, names, copy)) for k, v in value.items()}
    return value


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    content = json.load(open(argv[1], encoding="utf-8"))
    wanted = int(argv[2])
    names = {d["name"] for s in COPIED for d in content.get(s, [])}
    per_copy = sum(len(content.get(s, [])) for s in COPIED)
    copies = -(-wanted // per_copy)  # the demo itself is copy 0
    for s in COPIED:
        originals = content.get(s, [])
        content[s] = originals + [renamed(d, names, c) for c in range(1, copies) for d in originals]
    with open(argv[3], "w", encoding="utf-8") as out:
        json.dump(content, out, indent=2, ensure_ascii=False)
        out.write("\n")
    print(f"{copies * per_copy} definitions in {argv[3]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
