#!/usr/bin/env python3
"""The C interface's descriptions for other languages, generated from its header.

Sources/CGestureKitLite/include/gesturekitlite.h is the C interface's one
description: its structs, enums and #defines, and the offset and size its
comments document for every struct and field. This script reads them, lays the
structs out as a C compiler does (natural alignment; the header has no
pointers and no longs, so LP64 and wasm32 agree), refuses a header whose
documented offsets or sizes are not that layout, and writes:

- Sources/CGestureKitLite/gesturekitlite.c: a _Static_assert for every size,
  alignment and offset, so the C compiler (the library's and the WebAssembly
  build's) confirms the layout computed here;
- web/layout.js: the JavaScript package's structs (every field as
  [offset, type]) and constants;
- python/src/gesturekitlite/_abi.py: the Python package's ctypes classes and
  constants.

Usage: scripts/generate-abi.py          write the three files
       scripts/generate-abi.py --check  write nothing; exit 1 with a diff when
                                        a file is not what the header gives
"""

from __future__ import annotations

import difflib
import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = Path("Sources/CGestureKitLite/include/gesturekitlite.h")
C_CHECKS = Path("Sources/CGestureKitLite/gesturekitlite.c")
JAVASCRIPT = Path("web/layout.js")
PYTHON = Path("python/src/gesturekitlite/_abi.py")


class HeaderError(Exception):
    """The header is not one this script can describe: a line and what is wrong."""


@dataclass(frozen=True)
class Primitive:
    """A C scalar type: its size (= alignment), DataView type and ctypes type."""

    size: int
    javascript: str
    ctypes: str


PRIMITIVES = {
    "double": Primitive(8, "f64", "ctypes.c_double"),
    "int32_t": Primitive(4, "i32", "ctypes.c_int32"),
    "uint32_t": Primitive(4, "u32", "ctypes.c_uint32"),
    "int64_t": Primitive(8, "i64", "ctypes.c_int64"),
    "uint64_t": Primitive(8, "u64", "ctypes.c_uint64"),
    "char": Primitive(1, "char", "ctypes.c_char"),
}


@dataclass
class Member:
    """A struct's field: a scalar, a char array or a struct, at its offset."""

    name: str
    type: str
    count: int | None  # the array's length, None for a single value
    line: int
    documented_offset: int
    offset: int = 0
    size: int = 0
    align: int = 0


@dataclass
class Union:
    """An anonymous union: members that share one offset (other names for the same bytes)."""

    members: list[Member]
    line: int
    offset: int = 0
    size: int = 0
    align: int = 0


@dataclass
class Struct:
    """A typedef'd struct with the size and alignment its comment documents."""

    name: str
    items: list[Member | Union]
    line: int
    documented_size: int
    documented_align: int
    summary: str  # the first sentence of its comment
    size: int = 0
    align: int = 0

    def members(self) -> list[Member]:
        """Every member, a union's each at the union's offset."""
        found: list[Member] = []
        for item in self.items:
            found.extend(item.members if isinstance(item, Union) else [item])
        return found


@dataclass
class Constant:
    """An enum's value or an integer #define."""

    name: str
    value: int
    group: str  # the enum's name, or "#define"


@dataclass
class Header:
    structs: dict[str, Struct] = field(default_factory=dict)
    constants: list[Constant] = field(default_factory=list)


# --- Reading the header -----------------------------------------------------

TOKEN = re.compile(
    r"(?P<comment>/\*.*?\*/)|(?P<directive>^[ \t]*#[^\n]*)|(?P<string>\"(?:\\.|[^\"\\])*\")"
    r"|(?P<word>[A-Za-z_]\w*)|(?P<number>\d+[uU]?)|(?P<space>\s+)|(?P<punct>.)",
    re.S | re.M,
)


@dataclass
class Token:
    kind: str
    text: str
    line: int


def tokens(text: str) -> list[Token]:
    found = []
    for match in TOKEN.finditer(text):
        kind = match.lastgroup
        if kind != "space":
            found.append(Token(kind, match.group(), text.count("\n", 0, match.start()) + 1))
    return found


def prose(comment: str) -> str:
    """A comment's words on one line, without its /* * */ marks."""
    body = comment[2:-2]
    return " ".join(line.strip().lstrip("*").strip() for line in body.splitlines()).strip()


class Reader:
    """Reads the typedef'd structs and enums and the integer #defines of a header."""

    def __init__(self, text: str) -> None:
        self.tokens = tokens(text)
        self.position = 0
        self.defines: dict[str, int] = {}
        self.header = Header()

    def peek(self) -> Token | None:
        """The next token that is not a comment, left unread."""
        return next((token for token in self.tokens[self.position :] if token.kind != "comment"), None)

    def next(self) -> Token:
        while self.position < len(self.tokens):
            token = self.tokens[self.position]
            self.position += 1
            if token.kind != "comment":
                return token
        raise HeaderError("the header ends inside a declaration")

    def expect(self, text: str) -> Token:
        token = self.next()
        if token.text != text:
            raise HeaderError(f"line {token.line}: expected '{text}', found '{token.text}'")
        return token

    def comments_after(self) -> list[Token]:
        """The comments that follow (before the next token that is not one)."""
        found = []
        while self.position < len(self.tokens) and self.tokens[self.position].kind == "comment":
            found.append(self.tokens[self.position])
            self.position += 1
        return found

    def read(self) -> Header:
        """Everything the header declares that the generated files describe."""
        last_comment: Token | None = None
        while self.position < len(self.tokens):
            token = self.tokens[self.position]
            self.position += 1
            if token.kind == "comment":
                last_comment = token
            elif token.kind == "directive":
                self.directive(token)
            elif token.text == "typedef":
                following = self.peek()
                if following is not None and following.text == "struct":
                    self.struct(last_comment)
                elif following is not None and following.text == "enum":
                    self.enum()
        return self.header

    def directive(self, token: Token) -> None:
        text = re.sub(r"/\*.*?\*/", "", token.text).strip()
        match = re.fullmatch(r"#\s*define\s+(GKL_\w+)\s+(\d+)[uU]?", text)
        if match:
            self.defines[match.group(1)] = int(match.group(2))
            self.header.constants.append(Constant(match.group(1), int(match.group(2)), "#define"))

    def enum(self) -> None:
        self.expect("enum")
        name = self.next().text
        if self.next().text != "{":
            return
        while (token := self.next()).text != "}":
            self.expect("=")
            value = self.next()
            if value.kind != "number":
                raise HeaderError(f"line {value.line}: {token.text} needs a number, found '{value.text}'")
            self.header.constants.append(Constant(token.text, int(value.text.rstrip("uU")), name))
            if self.peek() is not None and self.peek().text == ",":
                self.next()
        self.expect(name)
        self.expect(";")

    def struct(self, preamble: Token | None) -> None:
        keyword = self.expect("struct")
        name = self.next().text
        if self.peek().text != "{":
            return  # an opaque handle (gkl_session, gkl_player)
        self.expect("{")
        documented = re.search(r"(\d+) bytes, (\d+)-aligned", prose(preamble.text)) if preamble else None
        if documented is None:
            raise HeaderError(f"line {keyword.line}: {name}'s comment does not say 'N bytes, M-aligned'")
        items: list[Member | Union] = []
        while self.peek().text != "}":
            items.append(self.union() if self.peek().text == "union" else self.member())
        self.expect("}")
        self.expect(name)
        self.expect(";")
        # The comment's first sentence, without a "(1.3)" mark.
        first = re.split(r"(?<=[.:;])\s", re.sub(r"^\(\d+\.\d+\) ", "", prose(preamble.text)), maxsplit=1)[0]
        summary = first.rstrip(".:;")
        self.header.structs[name] = Struct(
            name, items, keyword.line, int(documented.group(1)), int(documented.group(2)), summary)

    def union(self) -> Union:
        start = self.expect("union")
        self.expect("{")
        members = []
        while self.peek().text != "}":
            members.append(self.member())
        self.expect("}")
        self.expect(";")
        self.comments_after()
        if len(members) < 2:
            raise HeaderError(f"line {start.line}: a union needs two members or more")
        return Union(members, start.line)

    def member(self) -> Member:
        type_token = self.next()
        name = self.next()
        if type_token.kind != "word" or name.kind != "word":
            raise HeaderError(f"line {type_token.line}: expected a field, found '{type_token.text} {name.text}'")
        count = None
        if self.peek().text == "[":
            self.next()
            dimension = self.next()
            if dimension.kind == "number":
                count = int(dimension.text.rstrip("uU"))
            elif dimension.text in self.defines:
                count = self.defines[dimension.text]
            else:
                raise HeaderError(f"line {dimension.line}: unknown array length '{dimension.text}'")
            self.expect("]")
        self.expect(";")
        offsets = [re.match(r"offset (\d+)\b", prose(comment.text)) for comment in self.comments_after()]
        offsets = [match for match in offsets if match]
        if not offsets:
            raise HeaderError(f"line {name.line}: {name.text} has no '/* offset N: ...' comment")
        return Member(name.text, type_token.text, count, name.line, int(offsets[0].group(1)))


# --- Laying the structs out ---------------------------------------------------


def align_up(offset: int, align: int) -> int:
    return (offset + align - 1) // align * align


def lay_out(header: Header) -> None:
    """Sets every offset, size and alignment; raises when the header documents another."""
    for struct in header.structs.values():
        offset, align = 0, 1
        for item in struct.items:
            members = item.members if isinstance(item, Union) else [item]
            for member in members:
                if member.type in PRIMITIVES:
                    member.size = member.align = PRIMITIVES[member.type].size
                elif member.type in header.structs:
                    member.size = header.structs[member.type].size
                    member.align = header.structs[member.type].align
                else:
                    raise HeaderError(f"line {member.line}: unknown type {member.type} of {member.name}")
                if member.count is not None:
                    if member.type != "char":
                        raise HeaderError(f"line {member.line}: only char arrays are described ({member.name})")
                    member.size *= member.count
            item.size = max(member.size for member in members)
            item.align = max(member.align for member in members)
            item.offset = align_up(offset, item.align)
            for member in members:
                member.offset = item.offset
                if member.offset != member.documented_offset:
                    raise HeaderError(
                        f"line {member.line}: {struct.name}.{member.name} is at offset {member.offset}, "
                        f"not {member.documented_offset} as its comment says")
            offset = item.offset + item.size
            align = max(align, item.align)
        struct.size, struct.align = align_up(offset, align), align
        if (struct.size, struct.align) != (struct.documented_size, struct.documented_align):
            raise HeaderError(
                f"line {struct.line}: {struct.name} is {struct.size} bytes, {struct.align}-aligned, "
                f"not {struct.documented_size} bytes, {struct.documented_align}-aligned as its comment says")


def leaves(header: Header, struct: Struct, base: int = 0, prefix: str = "") -> list[tuple[str, int, str]]:
    """Every scalar and char array of `struct`, as (dotted path, offset, DataView type)."""
    found = []
    for member in struct.members():
        path, offset = prefix + member.name, base + member.offset
        if member.type in header.structs:
            found.extend(leaves(header, header.structs[member.type], offset, path + "."))
        elif member.count is not None:
            found.append((path, offset, f"char{member.count}"))
        else:
            found.append((path, offset, PRIMITIVES[member.type].javascript))
    return found


# --- Writing ------------------------------------------------------------------

GENERATED = "Generated by scripts/generate-abi.py from {header}: do not edit."
RULE = "The header is the C interface; run scripts/generate-abi.py after editing it (CI runs it with --check)."


def c_checks(header: Header) -> str:
    lines = [
        "/*",
        *[" * " + line for line in textwrap.wrap(GENERATED.format(header=f"include/{HEADER.name}") + " " + RULE, 75)],
        " *",
        " * The layout of the C interface's structs, pinned: the Swift side",
        " * (Sources/GestureKitLiteC) fills them, Python's ctypes and the web page's",
        " * JavaScript read them by offset, so a change here is a change of",
        " * GKL_VERSION_MAJOR. Every size, alignment and offset the header documents,",
        " * as scripts/generate-abi.py computed it, is checked by the compiler.",
        " * The functions themselves are written in Swift.",
        " */",
        '#include "gesturekitlite.h"',
        "",
        "#define GKL_PINNED(type, size, align) \\",
        '  _Static_assert(sizeof(type) == (size), #type " has the documented size"); \\',
        '  _Static_assert(_Alignof(type) == (align), #type " has the documented alignment")',
        "#define GKL_AT(type, field, offset, size) \\",
        '  _Static_assert(offsetof(type, field) == (offset), #type "." #field " is at the documented offset"); \\',
        '  _Static_assert(sizeof(((type *)0)->field) == (size), #type "." #field " has the documented size")',
    ]
    for struct in header.structs.values():
        lines += ["", f"GKL_PINNED({struct.name}, {struct.size}, {struct.align});"]
        lines += [f"GKL_AT({struct.name}, {m.name}, {m.offset}, {m.size});" for m in struct.members()]
    return "\n".join(lines) + "\n"


def js_name(struct: str) -> str:
    return struct.removeprefix("gkl_").upper()


def javascript(header: Header) -> str:
    lines = [
        *["// " + line for line in textwrap.wrap(GENERATED.format(header=HEADER) + " " + RULE, 77)],
        "//",
        "// The C interface's structs as the WebAssembly module lays them out: the one",
        "// place in the package that knows a byte offset. A field is [offset, type];",
        "// types are the DataView accessors' (little-endian), \"charN\" N bytes of",
        "// NUL-terminated UTF-8. A union's members share their bytes: `press` and",
        "// `press_on_image` are a long press's names for `value` and `visible`.",
        "// test/layout.test.js compiles every offset below against the header.",
    ]
    for struct in header.structs.values():
        lines += ["", f"/** {struct.name}: {struct.summary} ({struct.size} bytes). */", f"export const {js_name(struct.name)} = {{",
                  f"  size: {struct.size},", "  fields: {"]
        for path, offset, kind in leaves(header, struct):
            key = path if re.fullmatch(r"[A-Za-z_]\w*", path) else f'"{path}"'
            lines.append(f'    {key}: [{offset}, "{kind}"],')
        lines += ["  },", "};"]
    lines += ["", "/** The header's enums' values and integer #defines. */", "export const CONSTANTS = {"]
    lines += [f"  {constant.name}: {constant.value}," for constant in header.constants]
    lines += [
        "};",
        "",
        "/** A field of a layout, as Memory.read and Memory.write take it. */",
        "export const field = (layout, name) => layout.fields[name];",
        "",
        "/** The most samples gkl_session_process_frame takes at once. */",
        "export const FRAME_CAPACITY = CONSTANTS.GKL_FRAME_CAPACITY;",
    ]
    return "\n".join(lines) + "\n"


def py_name(struct: str) -> str:
    return "".join(part.capitalize() for part in struct.removeprefix("gkl_").split("_"))


def py_type(header: Header, member: Member) -> str:
    if member.type in header.structs:
        return py_name(member.type)
    base = PRIMITIVES[member.type].ctypes
    return f"{base} * {member.count}" if member.count is not None else base


def python(header: Header) -> str:
    lines = [
        *textwrap.wrap('"""' + GENERATED.format(header=HEADER), 79),
        "",
        *textwrap.wrap(RULE, 79),
        "",
        "The C interface's structs as ctypes classes, field for field, and its",
        "constants. A union's members share their bytes: ``press`` and",
        "``press_on_image`` are a long press's names for ``value`` and ``visible``.",
        "Nothing here is public: the package's modules wrap it.",
        '"""',
        "",
        "import ctypes",
    ]
    for struct in header.structs.values():
        name = py_name(struct.name)
        anonymous = []
        fields = []
        for item in struct.items:
            if isinstance(item, Union):
                union = "_" + name + "".join(py_name(member.name) for member in item.members)
                lines += ["", "", f"class {union}(ctypes.Union):",
                          f'    """{struct.name}\'s members at offset {item.offset}."""', "",
                          "    _fields_ = ["]
                lines += [f'        ("{m.name}", {py_type(header, m)}),' for m in item.members]
                lines.append("    ]")
                field_name = "_" + "_".join(member.name for member in item.members)
                anonymous.append(field_name)
                fields.append(f'("{field_name}", {union})')
            else:
                fields.append(f'("{item.name}", {py_type(header, item)})')
        lines += ["", "", f"class {name}(ctypes.Structure):", f'    """{struct.name}: {struct.summary} ({struct.size} bytes)."""', ""]
        if anonymous:
            lines.append(f"    _anonymous_ = ({', '.join(f'{chr(34)}{a}{chr(34)}' for a in anonymous)})")
        lines.append("    _fields_ = [")
        lines += [f"        {entry}," for entry in fields]
        lines.append("    ]")
    lines += ["", "", "# The sizes the header documents: ctypes lays the classes out as C does."]
    pairs = ", ".join(f"({py_name(s.name)}, {s.size})" for s in header.structs.values())
    lines += [
        f"SIZES = ({pairs})",
        "for _struct, _size in SIZES:",
        "    if ctypes.sizeof(_struct) != _size:",
        '        raise ImportError(f"gesturekitlite: {_struct.__doc__} is {ctypes.sizeof(_struct)} bytes, not {_size}")',
    ]
    group = None
    for constant in header.constants:
        if constant.group != group:
            group = constant.group
            lines += ["", f"# {group if group != '#define' else 'the #defines'}"]
        lines.append(f"{constant.name} = {constant.value}")
    return "\n".join(lines) + "\n"


def outputs(text: str) -> dict[Path, str]:
    reader = Reader(text)
    header = reader.read()
    lay_out(header)
    return {C_CHECKS: c_checks(header), JAVASCRIPT: javascript(header), PYTHON: python(header)}


def main(arguments: list[str]) -> int:
    if arguments not in ([], ["--check"]):
        print(__doc__.split("\n\n")[-1], file=sys.stderr)
        return 2
    try:
        generated = outputs((ROOT / HEADER).read_text())
    except HeaderError as error:
        print(f"{HEADER}: {error}", file=sys.stderr)
        return 1
    stale = []
    for path, text in generated.items():
        current = (ROOT / path).read_text() if (ROOT / path).exists() else ""
        if current == text:
            continue
        if arguments:
            stale.append(path)
            sys.stdout.writelines(difflib.unified_diff(
                current.splitlines(True), text.splitlines(True), f"{path} (in the repository)", f"{path} (from the header)"))
        else:
            (ROOT / path).write_text(text)
            print(f"wrote {path}")
    if stale:
        names = ", ".join(str(path) for path in stale)
        print(f"{names}: not what the header gives; run scripts/generate-abi.py (and commit what it writes)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
