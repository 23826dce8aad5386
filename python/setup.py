"""Builds the gesturekitlite wheel: the Python package with the C library inside.

The C library is built by the repository's scripts/build-c.sh (Embedded
Swift; the Swift toolchain must be on PATH or in /opt/swift), as a native
package's build needs its compiler, so `pip install ./python` works from a
clone of the repository. The wheel it makes needs nothing at run time but
the C library and libm: it installs offline anywhere the platform matches.
"""

import re
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "Sources" / "CGestureKitLite" / "include" / "gesturekitlite.h"


def version() -> str:
    """The C interface's version, the header's GKL_VERSION_*: the package's too."""
    text = HEADER.read_text(encoding="utf-8")
    parts = [re.search(rf"#define GKL_VERSION_{part} (\d+)", text).group(1) for part in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


class BuildWithLibrary(build_py):
    """build_py, then the C library built and copied into the package."""

    def run(self) -> None:
        super().run()
        script = ROOT / "scripts" / "build-c.sh"
        if not script.exists():
            raise SystemExit(
                "gesturekitlite is built from a clone of the GestureKitLite repository "
                f"(pip install ./python); {script} is not there"
            )
        subprocess.run([str(script)], check=True, stdout=subprocess.DEVNULL)
        library = ROOT / ".build-c" / "lib" / f"libgesturekitlite.so.{version()}"
        target = Path(self.build_lib) / "gesturekitlite" / "libgesturekitlite.so"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(library, target)


class PlatformWheel(bdist_wheel):
    """A wheel for this platform that any Python 3 loads: the library is
    reached through ctypes, not Python's C API."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self) -> tuple:
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(version=version(), cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": PlatformWheel})
