#!/usr/bin/env python3
"""The modules a target is built from, as the manifest says: for the Embedded Swift builds.

    scripts/package-modules.py TARGET PLATFORM CACHE

Prints bash assignments (eval them) describing TARGET and every target it depends on,
dependencies first, as SwiftPM would build them for PLATFORM (a SwiftPM platform name:
linux for the C library, wasi for the WebAssembly modules), conditions applied:

    package_name=...                   the manifest's package name (-package-name)
    modules=(A B ...)                  the targets in build order
    module_kind[A]=swift|clang
    module_path[A]=Sources/A
    module_sources[A]="Sources/A/x.swift ..."   SwiftPM's own list (excludes applied), sorted
    module_dependencies[A]="..."       the targets A imports, for PLATFORM
    module_defines[A]="NAME ..."       its Swift defines for PLATFORM
    module_headers[A]=Sources/A/include         a C target's public headers

The manifest is read once through `swift package describe --type json` (sources, what
SwiftPM resolved) and `swift package dump-package` (dependency and setting conditions),
kept in CACHE/package.json and read again when Package.swift or a folder under Sources/
changes. A Swift or C setting other than a define fails: the scripts would not compile
the module as SwiftPM does.
"""

import json
import os
import shlex
import subprocess
import sys


def load(cache):
    """The manifest's two descriptions, from CACHE unless something under Sources/ changed."""
    path = os.path.join(cache, "package.json")
    inputs = ["Package.swift"] + [folder for folder, _, _ in os.walk("Sources")]
    if os.path.exists(path):
        written = os.path.getmtime(path)
        if all(os.path.getmtime(name) <= written for name in inputs):
            with open(path, encoding="utf-8") as file:
                return json.load(file)

    def swift_package(*arguments):
        return json.loads(subprocess.check_output(["swift", "package", *arguments], text=True))

    package = {"describe": swift_package("describe", "--type", "json"), "dump": swift_package("dump-package")}
    os.makedirs(cache, exist_ok=True)
    with open(path + ".new", "w", encoding="utf-8") as file:
        json.dump(package, file)
    os.replace(path + ".new", path)
    return package


def applies(condition, platform):
    """Whether a dependency's or a setting's condition holds on PLATFORM (no configuration condition)."""
    if not condition:
        return True
    if condition.get("config"):
        sys.exit(f"package-modules.py: a condition on the configuration ({condition}) is not supported")
    names = condition.get("platformNames")
    return not names or platform in names


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: scripts/package-modules.py TARGET PLATFORM CACHE")
    root, platform, cache = sys.argv[1:]
    package = load(cache)
    described = {target["name"]: target for target in package["describe"]["targets"]}
    declared = {target["name"]: target for target in package["dump"]["targets"]}
    if root not in declared:
        sys.exit(f"package-modules.py: no target {root} in Package.swift")

    def dependencies(name):
        names = []
        for dependency in declared[name]["dependencies"]:
            kind, (target, condition) = next(iter(dependency.items()))
            if kind not in ("byName", "target"):
                sys.exit(f"package-modules.py: {name} depends on a product ({target}): not built here")
            if applies(condition, platform):
                names.append(target)
        return names

    order = []

    def visit(name, path):
        if name in order:
            return
        if name in path:
            sys.exit(f"package-modules.py: a dependency cycle through {name}")
        for dependency in dependencies(name):
            visit(dependency, path + [name])
        order.append(name)

    visit(root, [])
    print(f"package_name={shlex.quote(package['dump']['name'])}")
    print("modules=(" + " ".join(order) + ")")
    print("declare -gA module_kind module_path module_sources module_dependencies module_defines module_headers")
    for name in order:
        target = described[name]
        kind = {"SwiftTarget": "swift", "ClangTarget": "clang"}[target["module_type"]]
        defines = []
        for setting in declared[name]["settings"]:
            if setting["tool"] == "linker":
                continue  # linking is the scripts' own (-lm)
            if "define" not in setting["kind"]:
                sys.exit(f"package-modules.py: {name}'s setting {setting['kind']} is not supported")
            if applies(setting.get("condition"), platform):
                defines.append(setting["kind"]["define"]["_0"])
        sources = sorted(os.path.join(target["path"], source) for source in target["sources"])
        values = {
            "module_kind": kind,
            "module_path": target["path"],
            "module_sources": " ".join(sources),
            "module_dependencies": " ".join(dependencies(name)),
            "module_defines": " ".join(defines),
            "module_headers": os.path.join(target["path"], "include") if kind == "clang" else "",
        }
        for variable, value in values.items():
            print(f"{variable}[{name}]={shlex.quote(value)}")


if __name__ == "__main__":
    main()
