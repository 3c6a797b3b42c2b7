#!/usr/bin/env python3
"""Checks that the layers and their modules include one another one way only.

Three layers, app -> widgets -> core, each in module folders (drawn in
docs/architecture.md). A quoted include must name a file that exists, in a
module the including module may see (the tables below; a module always sees
itself). Angle-bracket includes (Qt, the standard library) are not checked
here; core.no_qt_headers keeps Qt out of core.

A core header whose second line begins "// Private to" serves core's own
sources and is not installed (cmake/RulebenchInstall.cmake): no other core
header includes it unless that one is private too, and widgets and app never
do, so the installed headers are whole and a game never meets it.

    check_includes.py ROOT                     check core/, widgets/ and app/ of the checkout ROOT
    check_includes.py --self-test LAYER ROOT   plant a wrong include in a copy of ROOT's LAYER
                                               (core, widgets or app; private: a public header
                                               including a private one) and fail unless it is caught

Exits 1, naming each file and line, on any include that points the wrong way.
"""
import pathlib
import re
import shutil
import sys
import tempfile

# core/rulebench/MODULE: the modules each may include.
CORE = {
    "base": [],
    "formula": ["base"],
    "grid": ["base"],
    "stats": ["base", "formula"],
    "facts": ["base"],
    "definitions": ["base", "formula", "grid", "stats", "facts"],
    "content": ["base", "formula", "grid", "stats", "facts", "definitions"],
    "world": ["base", "formula", "grid", "stats", "facts", "definitions", "content"],
    "sandbox": ["base", "formula", "grid", "stats", "facts", "definitions", "content", "world"],
    "batch": ["base", "formula", "grid", "stats", "facts", "definitions", "content", "world", "sandbox"],
    "report": ["base", "formula", "grid", "stats", "facts", "definitions", "content", "world", "sandbox", "batch"],
}

# widgets/MODULE: the widget modules each may include (every one may include core).
WIDGETS = {
    "common": [],
    "fields": ["common"],
    "document": ["common", "fields"],
    "form": ["common", "fields", "document"],
    "navigation": ["common", "fields", "document"],
    "grid_preview": ["common", "document"],
    "quests": ["common"],
    "sandbox": ["common", "fields", "document", "quests"],
    "batch": ["common", "document"],
    "balance": ["common", "document", "batch"],
    "scenario": ["common", "document"],
    "help": [],
    "table": ["common", "document"],
    "find": ["common", "document", "table"],
}

# app/ is the editor (which may include any widget module, the command line
# and core); app/cli is the Qt-free command line (which may include only core).
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def includes(path):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = INCLUDE.match(line)
        if m:
            yield number, m.group(1)


def sources(folder):
    return [p for p in sorted(folder.rglob("*")) if p.is_file() and p.suffix in (".h", ".cpp")]


def core_target(root, target):
    """The core module a "rulebench/MODULE/FILE.h" include names, or a problem."""
    parts = target.split("/")
    if len(parts) != 3 or parts[0] != "rulebench" or parts[1] not in CORE:
        return None, f'"{target}" is not rulebench/MODULE/FILE.h'
    if not (root / "core" / target).is_file():
        return None, f'"{target}" does not exist'
    return parts[1], None


def module_files(src, table, what, top=False):
    """Each source file under `src` with its module folder, or a problem for one outside any.
    With `top`, a file directly in `src` is the public face over every module (module "")."""
    for path in sources(src):
        rel = path.relative_to(src)
        if top and len(rel.parts) == 1:
            yield path, "", None
        elif len(rel.parts) != 2 or rel.parts[0] not in table:
            yield path, None, f"{path}: not in a {what} folder ({', '.join(table)})"
        else:
            yield path, rel.parts[0], None


# Written by the build (core/CMakeLists.txt), so it is in no module folder.
GENERATED = {"rulebench/version.h"}


def core_include(root, module, target):
    """The problem with core module `module` including `target`, if any. The
    public face (module "") includes any module; every module may include what
    the build writes (version.h, which includes nothing of core: the version a
    result records); no module includes the public face (its path is not
    rulebench/MODULE/FILE.h)."""
    if target in GENERATED:
        return None
    other, problem = core_target(root, target)
    if problem:
        return problem
    if module != "" and other != module and other not in CORE[module]:
        may = ", ".join(CORE[module]) or "no other module"
        return f'{module} includes {other} ("{target}"); {module} may include {may}'
    return None


def widget_include(root, module, target):
    """The problem with widget module `module` including `target`, if any."""
    if target.startswith("rulebench/"):
        return core_target(root, target)[1]
    parts = target.split("/")
    if len(parts) != 2 or parts[0] not in WIDGETS:
        return (f'"{target}" is neither core\'s nor a widget module\'s (MODULE/FILE.h); '
                "widgets never include the app or the command line")
    if not (root / "widgets" / target).is_file():
        return f'"{target}" does not exist'
    if parts[0] != module and parts[0] not in WIDGETS[module]:
        may = ", ".join(WIDGETS[module]) or "no other widget module"
        return (f'widgets/{module} includes widgets/{parts[0]} ("{target}"); '
                f"widgets/{module} may include {may} (and core)")
    return None


def check_modules(root, src, table, what, judge, top=False):
    found = []
    for path, module, problem in module_files(src, table, what, top):
        if problem:
            found.append(problem)
            continue
        for number, target in includes(path):
            problem = judge(root, module, target)
            if problem:
                found.append(f"{path}:{number}: {problem}")
    return found


def check_core(root):
    return check_modules(root, root / "core" / "rulebench", CORE, "module", core_include, top=True)


def check_widgets(root):
    return check_modules(root, root / "widgets", WIDGETS, "widget module", widget_include)


def check_app(root):
    found = []
    src = root / "app"
    for path in sources(src):
        rel = path.relative_to(src)
        in_cli = rel.parts[0] == "cli"
        for number, target in includes(path):
            where = f"{path}:{number}"
            if target.startswith("rulebench/"):
                _, problem = core_target(root, target)
                if problem:
                    found.append(f"{where}: {problem}")
                continue
            parts = target.split("/")
            if parts[0] == "cli" and len(parts) == 2:
                if not (src / target).is_file():
                    found.append(f'{where}: "{target}" does not exist')
            elif in_cli:
                found.append(f'{where}: the command line includes "{target}"; app/cli may include only core '
                             "and its own files (it builds without Qt)")
            elif len(parts) == 2 and parts[0] in WIDGETS:
                if not (root / "widgets" / target).is_file():
                    found.append(f'{where}: "{target}" does not exist')
            elif len(parts) == 1:
                if not (src / target).is_file():
                    found.append(f'{where}: "{target}" is not a file of app/')
            else:
                found.append(f'{where}: "{target}" is not core\'s, a widget module\'s, the command line\'s or app\'s')
    return found


PRIVATE = re.compile(r"^#pragma once\n// Private to ")


def is_private(path):
    return bool(PRIVATE.match(path.read_text(encoding="utf-8")))


def check_private(root):
    """Includes of private core headers from anything that is installed or outside core."""
    core = root / "core"
    private = {str(p.relative_to(core)) for p in sources(core / "rulebench") if p.suffix == ".h" and is_private(p)}
    found = []
    for folder in ("core", "widgets", "app"):
        for path in sources(root / folder):
            if folder == "core" and (path.suffix == ".cpp" or str(path.relative_to(core)) in private):
                continue  # core's own sources, and private headers among themselves
            for number, target in includes(path):
                if target in private:
                    who = "an installed header" if folder == "core" else f"{folder}/"
                    found.append(f'{path}:{number}: "{target}" is private to core\'s sources (not installed); '
                                 f"{who} may not include it")
    return found


def problems(root):
    return check_core(root) + check_widgets(root) + check_app(root) + check_private(root)


# A wrong include to plant in each layer, and what its report must say.
PLANTS = {
    "core": ("core/rulebench/base/registry.h", '#include "rulebench/sandbox/session.h"', "base includes sandbox"),
    "widgets": ("widgets/common/qt_strings.h", '#include "document/content_document.h"',
                "widgets/common includes widgets/document"),
    "app": ("app/cli/cli.h", '#include "document/content_document.h"', "app/cli may include only core"),
    "private": ("core/rulebench/world/world.h", '#include "rulebench/world/turn_work.h"',
                "an installed header may not include it"),
}


def self_test(layer, root):
    if layer not in PLANTS:
        print(f"no such layer: {layer} (core, widgets, app or private)")
        return 2
    planted_in, line, expected = PLANTS[layer]
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp)
        for part in ("core", "widgets", "app"):
            shutil.copytree(root / part, copy / part)
        if problems(copy):
            print("the copy had problems before anything was planted")
            return 1
        target = copy / planted_in
        target.write_text(line + "\n" + target.read_text(encoding="utf-8"), encoding="utf-8")
        found = problems(copy)
        caught = [p for p in found if expected in p]
        if not caught:
            print(f"the check missed {line} planted in {planted_in}")
            return 1
        print("a planted wrong include is caught:", caught[0])
        return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "--self-test":
        return self_test(argv[2], pathlib.Path(argv[3]))
    if len(argv) != 2:
        print(__doc__)
        return 2
    found = problems(pathlib.Path(argv[1]))
    for p in found:
        print(p)
    if found:
        print(f"{len(found)} include(s) point the wrong way")
        return 1
    print("every include in core, widgets and app points the way the layers and modules allow")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
