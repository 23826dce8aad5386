#!/usr/bin/env bash
# The completion scripts of `gesture-sim completions` at work in the shells
# themselves: a few prefixes completed by bash (the function run on
# COMP_WORDS, as `complete -F` runs it), by zsh (its completion system
# driven through zpty, with compadd recording what it is offered) and by
# fish (`complete -C`), each compared with what it must offer.
#
#   scripts/test-completions.sh [GESTURE_SIM]
#
# GESTURE_SIM defaults to .build/debug/gesture-sim. Needs bash, zsh and fish
# (.ci/run installs zsh and fish). Exits 1 on the first difference.
set -euo pipefail
cd "$(dirname "$0")/.."
sim=${1:-.build/debug/gesture-sim}
for shell in zsh fish; do
  command -v "$shell" >/dev/null || { echo "test-completions: $shell is not installed" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$sim" completions bash >"$work/gesture-sim.bash"
mkdir -p "$work/zsh"
"$sim" completions zsh >"$work/zsh/_gesture-sim"
"$sim" completions fish >"$work/gesture-sim.fish"

failures=0
expect() { # shell, line, expected, actual
  if [ "$3" != "$4" ]; then
    echo "test-completions: $1 completes '$2' as '$4', expected '$3'" >&2
    failures=$((failures + 1))
  fi
}

# bash: the words as bash splits them (at '=' too), the cursor in the last.
bash_offers() {
  bash --norc --noprofile -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _gesture_sim; echo "${COMPREPLY[*]}"' \
    _ "$work/gesture-sim.bash" "$@"
}
expect bash "complete -p" "complete -F _gesture_sim gesture-sim" \
  "$(bash --norc --noprofile -c "source $work/gesture-sim.bash; complete -p gesture-sim")"
expect bash "gesture-sim pl" "play" "$(bash_offers gesture-sim pl)"
expect bash "gesture-sim play --preset photo-" "photo-browser photo-detail" "$(bash_offers gesture-sim play --preset photo-)"
expect bash "gesture-sim play --set zoomFrame=v" "viewport" "$(bash_offers gesture-sim play --set zoomFrame = v)"
expect bash "gesture-sim config -f j" "json" "$(bash_offers gesture-sim config -f j)"
expect bash "gesture-sim wa" "watch" "$(bash_offers gesture-sim wa)"
expect bash "gesture-sim watch --rec" "--record" "$(bash_offers gesture-sim watch --rec)"

# zsh: a fresh interactive zsh in a pseudo-terminal; Tab on the line, and
# compadd prints every match it is given.
cat >"$work/zsh-offers.zsh" <<'ZSH'
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z 'PROMPT= ; RPROMPT='
zpty -w z "fpath=($2 \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
zpty -w z 'compadd () { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi; typeset -a __hits; builtin compadd -A __hits "$@"; local h; for h in $__hits; do echo "<<$h>>"; done; }'
zpty -w z 'bindkey "^I" complete-word; echo READY'
local line out=""
repeat 50; do zpty -r z line; [[ $line == *READY* && $line != *echo* ]] && break; done
zpty -w -n z "$1"$'\t'
repeat 200; do
  zpty -r -t z line 2>/dev/null || { sleep 0.05; zpty -r -t z line 2>/dev/null || break; }
  out+=$line
done
print -r -- "$out" | grep -o '<<[^>]*>>' | sed 's/<<//; s/>>//' | sort -u | tr '\n' ' ' | sed 's/ $//'
zpty -d z
ZSH
zsh_offers() { timeout 30 zsh -f "$work/zsh-offers.zsh" "$1" "$work/zsh"; }
expect zsh "gesture-sim c" "check completions config" "$(zsh_offers 'gesture-sim c')"
expect zsh "gesture-sim play --preset photo-" "photo-browser photo-detail" "$(zsh_offers 'gesture-sim play --preset photo-')"
expect zsh "gesture-sim play -s doubleTapI" "doubleTapInterval" "$(zsh_offers 'gesture-sim play -s doubleTapI')"
expect zsh "gesture-sim play --set zoomFrame=v" "viewport" "$(zsh_offers 'gesture-sim play --set zoomFrame=v')"
expect zsh "gesture-sim play --format=j" "jsonl" "$(zsh_offers 'gesture-sim play --format=j')"
expect zsh "gesture-sim import --from g" "getevent" "$(zsh_offers 'gesture-sim import --from g')"
expect zsh "gesture-sim watch --from ev" "evdev evemu" "$(zsh_offers 'gesture-sim watch --from ev')"

# fish: complete -C prints each candidate, a tab and its description.
fish_offers() {
  fish --no-config -c "source $work/gesture-sim.fish; complete -C '$1'" | cut -f1 | tr '\n' ' ' | sed 's/ $//'
}
expect fish "gesture-sim pl" "play" "$(fish_offers 'gesture-sim pl')"
expect fish "gesture-sim play --preset photo-" "photo-browser photo-detail" "$(fish_offers 'gesture-sim play --preset photo-')"
expect fish "gesture-sim play -s doubleTapI" "doubleTapInterval=" "$(fish_offers 'gesture-sim play -s doubleTapI')"
expect fish "gesture-sim play --set zoomFrame=v" "zoomFrame=viewport" "$(fish_offers 'gesture-sim play --set zoomFrame=v')"
expect fish "gesture-sim completions " "bash fish zsh" "$(fish_offers 'gesture-sim completions ')"
expect fish "gesture-sim watch --from " "evdev evemu getevent" "$(fish_offers 'gesture-sim watch --from ')"

if [ "$failures" -gt 0 ]; then
  echo "test-completions: $failures differences" >&2
  exit 1
fi
echo "test-completions: bash, zsh and fish complete every prefix as expected"
