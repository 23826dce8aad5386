"""Builds the gesturekitlite wheel: the Python package with the C library inside.

The C library is built by the repository's scripts/build-c.sh (Embedded
Swift; the Swift toolchain must be on PATH or in /opt/swift), as a native
package's build needs its compiler, so `pip install ./python` works from a
clone of the repository. It takes about five minutes on two cores; it says
what it is doing on the terminal as it goes (`pip install -v` shows it too).
`GKL_PREBUILT=.build-c pip install ./python` reuses the library that
`scripts/build-c.sh` built (a folder holding `lib/libgesturekitlite.so.*`, or
that file; a relative path is from the repository's root). The build happens
in temporary folders: the checkout is left as it was. The wheel it makes
needs nothing at run time but the C library and libm: it installs offline
anywhere the platform matches.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from setuptools import setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "Sources" / "CGestureKitLite" / "include" / "gesturekitlite.h"


def version() -> str:
    """The project's version as the C header carries it (scripts/check-version.py
    checks that it is the repository's VERSION): the package's too."""
    text = HEADER.read_text(encoding="utf-8")
    parts = []
    for part in ("MAJOR", "MINOR", "PATCH"):
        found = re.search(rf"#define GKL_VERSION_{part} (\d+)", text)
        if found is None:
            raise SystemExit(f"{HEADER}: no GKL_VERSION_{part}")
        parts.append(found.group(1))
    return ".".join(parts)


def say(message: str, *, first: bool = False) -> None:
    """One line of progress where the person installing sees it: pip hides a
    build's output unless -v is given, so the terminal itself when there is
    one, else standard error (which pip -v and CI logs show). The first line
    on a terminal starts a line of its own, after pip's spinner."""
    line = f"gesturekitlite: {message}\n"
    try:
        with open("/dev/tty", "w", encoding="utf-8") as terminal:
            terminal.write("\n" + line if first else line)
            return
    except OSError:
        pass
    sys.stderr.write(line)
    sys.stderr.flush()


def built_library(build_dir: Path) -> Path:
    """The shared library scripts/build-c.sh built into `build_dir`."""
    start = time.monotonic()
    script = ROOT / "scripts" / "build-c.sh"
    if not script.exists():
        raise SystemExit(
            "gesturekitlite is built from a clone of the GestureKitLite repository "
            f"(pip install ./python); {script} is not there"
        )
    say(
        f"building the C library {version()} with Embedded Swift (scripts/build-c.sh; about 5 minutes "
        "on two cores; GKL_PREBUILT=.build-c reuses what scripts/build-c.sh built)",
        first=True,
    )
    process = subprocess.Popen(
        [str(script)],
        env={**os.environ, "BUILD_DIR": str(build_dir)},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    output = []
    for line in process.stdout:
        output.append(line)
        if line.startswith("== "):
            say(f"{time.monotonic() - start:5.0f} s  {line[3:].rstrip()}")
    if process.wait() != 0:
        sys.stderr.write("".join(output))
        raise SystemExit(f"scripts/build-c.sh failed (exit {process.returncode}); its output is above")
    say(f"{time.monotonic() - start:5.0f} s  the C library is built")
    return build_dir / "lib" / f"libgesturekitlite.so.{version()}"


def prebuilt_library(given: str) -> Path:
    """The library GKL_PREBUILT names, checked to be this version's."""
    path = Path(given).expanduser()
    if not path.is_absolute():
        path = ROOT / path
    name = f"libgesturekitlite.so.{version()}"
    library = next((p for p in (path / "lib" / name, path / name, path) if p.is_file()), None)
    if library is None:
        raise SystemExit(
            f"GKL_PREBUILT={given}: no {name} in {path}/lib; build it with scripts/build-c.sh "
            "(GKL_PREBUILT=.build-c), or leave GKL_PREBUILT unset to build it now"
        )
    function = ctypes.CDLL(str(library)).gkl_version
    function.restype = ctypes.c_char_p
    found = function().decode()
    if found != version():
        raise SystemExit(
            f"GKL_PREBUILT={given}: {library} is version {found}, this package {version()}; "
            "rebuild it with scripts/build-c.sh"
        )
    say(f"using the C library {library} (GKL_PREBUILT)", first=True)
    return library


def temporary_folder(purpose: str) -> Path:
    """A folder removed when the build ends: nothing is written to the checkout."""
    folder = Path(tempfile.mkdtemp(prefix=f"gesturekitlite-{purpose}-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


class BuildWithLibrary(build_py):
    """build_py, then the C library built (or GKL_PREBUILT's) and copied into the package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "gesturekitlite" / "libgesturekitlite.so"
        target.parent.mkdir(parents=True, exist_ok=True)
        prebuilt = os.environ.get("GKL_PREBUILT")
        if prebuilt:
            shutil.copyfile(prebuilt_library(prebuilt), target)
            return
        shutil.copyfile(built_library(temporary_folder("build-c")), target)


class PlatformWheel(bdist_wheel):
    """A wheel for this platform that any Python 3 loads: the library is
    reached through ctypes, not Python's C API."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(
    version=version(),
    cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel},
    # setuptools's build folder (python/build by default) and its metadata
    # (python/src/gesturekitlite.egg-info) in temporary ones.
    options={
        "build": {"build_base": str(temporary_folder("build"))},
        "egg_info": {"egg_base": str(temporary_folder("egg-info"))},
    },
)
