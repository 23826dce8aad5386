#!/usr/bin/env bash
# The C library (SPEC §7), proved from C:
# - builds it with Embedded Swift (scripts/build-c.sh) and checks that it is a
#   C library like any other: the shared library's only NEEDED entries are
#   the C library and libm, its soname carries the major version, it exports
#   exactly the header's gkl_ functions, and the static archive defines no
#   other global symbol; prints both sizes;
# - compiles the header as C++ (-std=c++11 -Wpedantic), and Tests/C/play.c
#   against it, links play.c with the shared library and, fully static,
#   with -lgesturekitlite -lm alone; checks that
#   both print, for every fixture in Fixtures/touchstreams (invalid ones
#   included) and for device recordings (the evemu, getevent and pointer-event
#   seeds in Fuzz/seeds, and ../shared/recordings when it is there), exactly
#   what `gesture-sim play --format jsonl --why` prints: standard output byte for
#   byte, the exit code, and standard error (the error or the warnings; not
#   gesture-sim's hints);
# - compiles Tests/C/feed.c, a host that gives a session each line of a
#   stream through the function it would call for it (samples, ticks, and
#   contract 1.3's wheel, key and action functions), and checks that it
#   prints what `gesture-sim play --format jsonl --why` prints for every
#   valid text fixture;
# - runs Tests/C/bad_input.c (refusals: codes, messages, the handle usable
#   after; the one-call finish; recordings' descriptions and ranges; the
#   wheel, key and action functions' refusals), and it, play.c and feed.c
#   under AddressSanitizer (no leak, no overflow);
# - installs into a fresh private prefix (PREFIX=... scripts/build-c.sh
#   install) and builds the documentation's C examples (Examples/c/double_tap.c,
#   Examples/c/wheel_and_keys.c) with `pkg-config --cflags --libs
#   gesturekitlite` alone, shared and (--static) static, and runs them with
#   nothing in the environment (the .pc file's run path finds the library);
# - as root, installs into /usr/local (install runs ldconfig; the .pc file has
#   no run path there), builds and runs double_tap.c the same way, and
#   uninstalls; as another user it says it did not.
# Usage: scripts/test-c.sh [path/to/gesture-sim]
set -euo pipefail
cd "$(dirname "$0")/.."
sim="${1:-}"
if [ -z "$sim" ]; then
  swift build --product gesture-sim
  sim="$(swift build --show-bin-path)/gesture-sim"
fi
# The build's own output only when it fails (a warning fails it).
mkdir -p .build-c
scripts/build-c.sh >.build-c/build.log 2>&1 || { cat .build-c/build.log >&2; exit 1; }
# Any C11 compiler; the Swift toolchain's clang when there is no cc.
cc="${CC:-$(command -v cc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/clang")}"
out=.build-c/test
mkdir -p "$out"
cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -I .build-c/include)
shared=(-L.build-c/lib -lgesturekitlite -Wl,-rpath,"$PWD/.build-c/lib")

echo "== the library needs the C library and libm, and exports the header's functions"
library=.build-c/lib/libgesturekitlite.so
needed=$(readelf -d "$library" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
[ "$needed" = "libc.so.6 libm.so.6 " ] || { echo "NEEDED: $needed" >&2; exit 1; }
soname=$(readelf -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
major=$(sed -n 's/^#define GKL_VERSION_MAJOR \([0-9]*\)$/\1/p' .build-c/include/gesturekitlite.h)
[ "$soname" = "libgesturekitlite.so.$major" ] || { echo "SONAME: $soname" >&2; exit 1; }
if readelf -d "$library" | grep -qE 'RPATH|RUNPATH'; then
  echo "the library carries a run path" >&2
  exit 1
fi
declared=$(grep -o '\bgkl_[a-z_]*(' .build-c/include/gesturekitlite.h | tr -d '(' | sort -u)
exported=$(nm -D --defined-only "$library" | awk '{print $3}' | sort -u)
[ "$declared" = "$exported" ] || {
  diff <(echo "$declared") <(echo "$exported") >&2
  echo "the library's exports are not the header's functions (< header, > library)" >&2
  exit 1
}
archived=$(nm -g --defined-only .build-c/lib/libgesturekitlite.a | awk 'NF == 3 {print $3}' | sort -u)
[ "$archived" = "$declared" ] || { echo "the static library defines other globals" >&2; exit 1; }
echo "NEEDED $needed; soname $soname; $(echo "$exported" | wc -l) functions, all gkl_"
echo "sizes: $(stat -c %s "$(readlink -f "$library")") bytes shared (stripped), $(stat -c %s .build-c/lib/libgesturekitlite.a) bytes static"

echo "== compile the C programs (shared; fully static with -lgesturekitlite -lm)"
"$cc" "${cflags[@]}" Tests/C/play.c "${shared[@]}" -o "$out/play-shared"
"$cc" "${cflags[@]}" -static Tests/C/play.c -L.build-c/lib -lgesturekitlite -lm -o "$out/play-static"
"$cc" "${cflags[@]}" Tests/C/bad_input.c "${shared[@]}" -lm -o "$out/bad_input"
"$cc" "${cflags[@]}" Tests/C/feed.c "${shared[@]}" -o "$out/feed"
if readelf -d "$out/play-static" | grep -q NEEDED; then
  echo "play-static needs a shared library" >&2
  exit 1
fi
# The header says C11 or C++: a C++ compiler takes it with -Wpedantic too (when there is one).
cxx="${CXX:-$(command -v c++ || echo "$(dirname "$(readlink -f "$(command -v swift)")")/clang++")}"
if [ -x "$cxx" ] || command -v "$cxx" >/dev/null 2>&1; then
  echo '#include <gesturekitlite.h>' |
    "$cxx" -x c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I .build-c/include -
fi

# compare PROGRAM [OPTION]... FILE: `PROGRAM [OPTION]... FILE` must print what
# `gesture-sim play --format jsonl --why [OPTION]... FILE` prints.
compare() {
  local program="$1" file="${*: -1}" want_rc=0 got_rc=0
  local options=("${@:2:$#-2}")
  "$sim" play --format jsonl --why "${options[@]}" "$file" >"$out/want.out" 2>"$out/want.err" || want_rc=$?
  "$program" "${options[@]}" "$file" >"$out/got.out" 2>"$out/got.err" || got_rc=$?
  # gesture-sim may add a "hint:" line after an error; the rest is the contract.
  grep -v '^hint: ' "$out/want.err" >"$out/want.err1" || true
  if [ "$want_rc" != "$got_rc" ] || ! cmp -s "$out/want.out" "$out/got.out" ||
    ! cmp -s "$out/want.err1" "$out/got.err"; then
    echo "DIFFERS: $program ${options[*]} $file (exit $want_rc expected, $got_rc got)"
    diff "$out/want.out" "$out/got.out" | head -n 5 || true
    diff "$out/want.err1" "$out/got.err" | head -n 5 || true
    return 1
  fi
}

fixtures=(Fixtures/touchstreams/*.touches Fixtures/touchstreams/*.jsonl Fixtures/touchstreams/invalid/*.touches
  Fixtures/touchstreams/invalid/*.jsonl)
# Recordings as `play --from` takes them: FORMAT|DESCRIPTION|RANGE|FILE.
recordings=()
for file in Fuzz/seeds/evemu/*; do recordings+=("evemu|||$file"); done
for file in Fuzz/seeds/getevent/*; do
  recordings+=("getevent|Fuzz/seeds/getevent-desc/getevent-lp.txt||$file" "getevent|||$file")
done
for file in Fuzz/seeds/pointer-events/*; do recordings+=("pointer-events|||$file"); done
shared_recordings=../shared/recordings
if [ -d "$shared_recordings" ]; then
  while IFS= read -r file; do
    # The description evemu-describe wrote beside the recording: the longest
    # NAME.desc whose NAME starts the recording's name.
    description=""
    for candidate in "$(dirname "$file")"/*.desc; do
      name=$(basename "$candidate" .desc)
      case "$(basename "$file")" in "$name".*)
        if [ ${#candidate} -gt ${#description} ]; then description="$candidate"; fi ;;
      esac
    done
    recordings+=("evemu|$description||$file")
  done < <(find "$shared_recordings/evemu-devices" -name '*.events' | sort)
  while IFS= read -r file; do
    recordings+=("getevent||1024x1024|$file")
  done < <(find "$shared_recordings/android-getevent" -name '*.txt' | sort)
else
  echo "(no $shared_recordings beside the clone: the real recordings are not compared)"
fi

for program in play-shared play-static; do
  echo "== $program: every fixture and recording as gesture-sim play --format jsonl --why prints it"
  failed=0
  for file in "${fixtures[@]}"; do compare "$out/$program" "$file" || failed=$((failed + 1)); done
  for recording in "${recordings[@]}"; do
    IFS='|' read -r format description range file <<<"$recording"
    options=(--from "$format")
    if [ -n "$description" ]; then options+=(--desc "$description"); fi
    if [ -n "$range" ]; then options+=(--range "$range"); fi
    compare "$out/$program" "${options[@]}" "$file" || failed=$((failed + 1))
  done
  echo "${#fixtures[@]} fixtures and ${#recordings[@]} recordings, $failed differ"
  [ "$failed" = 0 ]
done

echo "== feed: every valid text fixture given input by input to a session (samples, ticks, wheel, key and action functions) as gesture-sim play --format jsonl --why prints it"
text_fixtures=(Fixtures/touchstreams/*.touches)
failed=0
for file in "${text_fixtures[@]}"; do compare "$out/feed" "$file" || failed=$((failed + 1)); done
echo "${#text_fixtures[@]} fixtures, $failed differ"
[ "$failed" = 0 ]

echo "== bad input through the C interface"
"$out/bad_input"

echo "== under AddressSanitizer (LeakSanitizer included): bad_input, and play on every fixture"
asan=(-fsanitize=address -fno-omit-frame-pointer -g)
"$cc" "${cflags[@]}" "${asan[@]}" Tests/C/bad_input.c "${shared[@]}" -lm -o "$out/bad_input-asan"
"$cc" "${cflags[@]}" "${asan[@]}" Tests/C/play.c "${shared[@]}" -o "$out/play-asan"
"$cc" "${cflags[@]}" "${asan[@]}" Tests/C/feed.c "${shared[@]}" -o "$out/feed-asan"
"$out/bad_input-asan" >/dev/null
failed=0
for file in "${fixtures[@]}"; do compare "$out/play-asan" "$file" || failed=$((failed + 1)); done
for file in "${text_fixtures[@]}"; do compare "$out/feed-asan" "$file" || failed=$((failed + 1)); done
echo "${#fixtures[@]} fixtures played and ${#text_fixtures[@]} fed under AddressSanitizer, $failed differ"
[ "$failed" = 0 ]

echo "== installed into a fresh private prefix, the C examples built with pkg-config alone and run as they are"
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
PREFIX="$prefix" scripts/build-c.sh install >"$out/install.log"
diff <(tail -n 1 "$out/install.log") - <<EOF
$prefix/lib is not where the dynamic linker looks: programs built with \`pkg-config --cflags --libs gesturekitlite\` find the library through the run path its Libs carry
EOF
(cd "$prefix" && find . -mindepth 1 | sort | sed 's/^\.\///' | tr '\n' ' ')
echo
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
echo "Libs: $(pkg-config --libs gesturekitlite)"
# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Werror Examples/c/double_tap.c $(pkg-config --cflags --libs gesturekitlite) \
  -o "$out/double_tap"
env -u LD_LIBRARY_PATH "$out/double_tap" | diff Examples/c/double_tap.expected -
# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Werror -static Examples/c/double_tap.c \
  $(pkg-config --static --cflags --libs gesturekitlite) -o "$out/double_tap-static"
"$out/double_tap-static" | diff Examples/c/double_tap.expected -
# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Werror Examples/c/wheel_and_keys.c $(pkg-config --cflags --libs gesturekitlite) -lm \
  -o "$out/wheel_and_keys"
env -u LD_LIBRARY_PATH "$out/wheel_and_keys" | diff Examples/c/wheel_and_keys.expected -
# shellcheck disable=SC2046
"$cc" -std=c11 -Wall -Werror -static Examples/c/wheel_and_keys.c \
  $(pkg-config --static --cflags --libs gesturekitlite) -o "$out/wheel_and_keys-static"
"$out/wheel_and_keys-static" | diff Examples/c/wheel_and_keys.expected -
echo "shared and static: Examples/c/double_tap.expected, Examples/c/wheel_and_keys.expected"
unset PKG_CONFIG_PATH

echo "== installed into /usr/local (ldconfig), double_tap.c built with pkg-config alone and run as it is"
if [ "$(id -u)" != 0 ]; then
  echo "(not root: the install into /usr/local, which runs ldconfig, is not tried)"
elif [ -e /usr/local/include/gesturekitlite.h ]; then
  echo "(/usr/local holds a gesturekitlite already: left as it is, the system install is not tried)"
else
  # What install creates besides the files (uninstall leaves folders), removed after.
  created=""
  for folder in /usr/local/include /usr/local/lib /usr/local/lib/pkgconfig; do
    [ -d "$folder" ] || created="$folder $created"
  done
  uninstall() {
    PREFIX=/usr/local scripts/build-c.sh uninstall >/dev/null
    for folder in $created; do rmdir "$folder"; done
    created=""
  }
  trap 'rm -rf "$prefix"; uninstall' EXIT
  PREFIX=/usr/local scripts/build-c.sh install >"$out/install.log"
  grep -qxF "== ldconfig (so that the dynamic linker finds libgesturekitlite.so.$major in /usr/local/lib)" \
    "$out/install.log"
  if pkg-config --libs gesturekitlite | grep -q rpath; then
    echo "the .pc file installed in /usr/local carries a run path: $(pkg-config --libs gesturekitlite)" >&2
    exit 1
  fi
  # shellcheck disable=SC2046
  "$cc" -std=c11 -Wall -Werror Examples/c/double_tap.c $(pkg-config --cflags --libs gesturekitlite) \
    -o "$out/double_tap-system"
  env -u LD_LIBRARY_PATH "$out/double_tap-system" | diff Examples/c/double_tap.expected -
  uninstall
  trap 'rm -rf "$prefix"' EXIT
  if ldconfig -p | grep -q libgesturekitlite; then
    echo "uninstall left libgesturekitlite in ldconfig's cache" >&2
    exit 1
  fi
  echo "Examples/c/double_tap.expected; uninstalled"
fi

echo "== the examples quoted in the Embedding outside Swift article (GestureKitLite.docc/EmbeddingOutsideSwift.md) are these files"
python3 scripts/check-doc-examples.py
