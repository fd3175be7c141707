#!/usr/bin/env bash
# Synthetic docs sites built by two folio binaries, alternating build by
# build, each on its own copy of the site (its own caches): per round, a
# cold build (no cache, no output), a build that changes nothing (as in
# run.sh, so that the edits after it do not pay for what the first build
# after a cold one does again) and two builds after one doc's text is
# edited. For before/after figures of a change to what a build holds or
# does, on a machine others share.
#
#   bash bench/build/synthetic-alternate.sh OLD_BINARY NEW_BINARY [DOCS] [ROUNDS]
#
# DOCS defaults to 10000, ROUNDS to 2. EDITS (default 2) is how many
# one-edit builds each side makes per round: the first ones after a cold
# build cost more than the steady state a writer meets, so ask for a few
# more (EDITS=6) to see the steady one. One line per build: side, kind, wall
# seconds, CPU seconds (user + system of folio and every process it waited
# for), the peak resident memory of the largest process and which process
# that was (peakmem: folio, folio-plugin-docs for the docs plugin, node for
# a render worker), and the peak of all of them together. The load average
# is printed before each round: the figures mean little without it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
old=$1 new=$2 n=${3:-10000} rounds=${4:-2} edits=${EDITS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/peakmem" ./bench/build/peakmem)
bash "$root/bench/build/gen-site.sh" "$work/old" "$n"
cp -a "$work/old" "$work/new"
build() { # side kind
  local bin=$old; [ "$1" = new ] && bin=$new
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$work/peakmem" -summary "$work/peak" -- \
    "$bin" build --quiet --config "$work/$1/site.toml" >/dev/null 2>"$work/stderr" ||
    { cat "$work/stderr" >&2; exit 1; }
  read -r secs user sys <"$work/time"
  read -r mb prog tree <"$work/peak"
  printf '%-4s %-9s %7s s wall %7s s CPU %5s MB %-18s tree %5s MB\n' "$1" "$2" "$secs" "$(echo "$user + $sys" | bc)" "$mb" "$prog" "$tree"
}
for r in $(seq 1 "$rounds"); do
  echo "round $r, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  for side in old new; do
    rm -rf "$work/$side/build" "$work/$side/node_modules/.cache"
    build "$side" cold
  done
  for side in old new; do build "$side" no-change; done
  for e in $(seq 1 "$edits"); do
    for side in old new; do
      printf '\nEdited (%s %s).\n' "$r" "$e" >>"$work/$side/site/docs/section-1/guide-$((e + 1)).md"
      build "$side" "one-edit"
    done
  done
done
