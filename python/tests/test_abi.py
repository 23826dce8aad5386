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
