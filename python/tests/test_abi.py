"""The package's ctypes classes are the header's structs: generated from
gesturekitlite.h by scripts/generate-abi.py, and laid out by ctypes at the
offsets the header documents and the C compiler checks."""

from __future__ import annotations

import ctypes
import importlib.util
import sys

from conftest import ROOT

from gesturekitlite import Sample, Session, _abi


def _generator():
    """scripts/generate-abi.py as a module."""
    spec = importlib.util.spec_from_file_location("generate_abi", ROOT / "scripts" / "generate-abi.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["generate_abi"] = module
    spec.loader.exec_module(module)
    return module


def test_every_ctypes_field_lies_at_the_offset_the_header_documents() -> None:
    generator = _generator()
    reader = generator.Reader((ROOT / generator.HEADER).read_text())
    header = reader.read()
    generator.lay_out(header)
    assert sorted(header.structs) == [
        "gkl_error", "gkl_event", "gkl_point", "gkl_press", "gkl_sample", "gkl_state", "gkl_value"
    ]
    for struct in header.structs.values():
        cls = getattr(_abi, generator.py_name(struct.name))
        assert ctypes.sizeof(cls) == struct.documented_size, struct.name
        assert ctypes.alignment(cls) == struct.documented_align, struct.name
        for member in struct.members():
            assert getattr(cls, member.name).offset == member.documented_offset, f"{struct.name}.{member.name}"
            assert getattr(cls, member.name).size == member.size, f"{struct.name}.{member.name}"
    for constant in header.constants:
        assert getattr(_abi, constant.name) == constant.value, constant.name


def test_the_installed_abi_module_is_what_the_header_gives() -> None:
    generator = _generator()
    generated = generator.outputs((ROOT / generator.HEADER).read_text())[generator.PYTHON]
    assert (ROOT / generator.PYTHON).read_text() == generated
    assert _abi.__file__ is not None
    with open(_abi.__file__, encoding="utf-8") as installed:
        assert installed.read() == generated


def test_a_long_press_is_read_from_its_own_fields_which_lie_over_the_1_2_ones() -> None:
    with Session(long_press_enabled=True) as session:
        produced = session.process(0.0, [Sample(0.0, "down", 1, 195, 422)]) + session.advance(0.6)
        pressed = [event for event in produced if event.kind == "viewer"]
    raw = _abi.Event.from_buffer_copy(pressed[0]._raw)
    assert raw.viewer_event == _abi.GKL_VIEWER_LONG_PRESSED
    assert (raw.press.location.x, raw.press.location.y, raw.press_on_image) == (195, 422, 1)
    assert (raw.press.image_point.x, raw.press.image_point.y) == (2016, 1512)
    # 1.2 read the same bytes as value.location, value.translation and visible.
    assert (raw.value.location.x, raw.value.translation.y, raw.visible) == (195, 1512, 1)


def _refusal(header: str) -> str:
    generator = _generator()
    try:
        generator.outputs(header)
    except generator.HeaderError as error:
        return str(error)
    raise AssertionError("the generator took a header it should refuse")


def test_the_generator_refuses_a_documented_offset_that_is_not_the_layout() -> None:
    header = (ROOT / "Sources/CGestureKitLite/include/gesturekitlite.h").read_text()
    moved = header.replace("int32_t page;             /* offset 136", "int32_t page;             /* offset 138")
    assert moved != header
    line = header[: header.index("int32_t page;             /* offset 136")].count("\n") + 1
    assert _refusal(moved) == f"line {line}: gkl_event.page is at offset 136, not 138 as its comment says"


def test_the_generator_refuses_a_field_without_an_offset_and_a_struct_of_another_size() -> None:
    header = """/* A pair. 8 bytes, 4-aligned. */
typedef struct gkl_pair {
  int32_t first;  /* offset 0: the first */
  int32_t second;
} gkl_pair;
"""
    assert _refusal(header) == "line 4: second has no '/* offset N: ...' comment"
    grown = header.replace("int32_t second;", "double second;  /* offset 8: the second */")
    assert _refusal(grown) == "line 2: gkl_pair is 16 bytes, 8-aligned, not 8 bytes, 4-aligned as its comment says"
    assert _refusal(header.replace("int32_t second;", "long second;  /* offset 4 */")) == (
        "line 4: unknown type long of second"
    )
