#!/usr/bin/env bash
# Synthetic docs sites built by two folio binaries, alternating build by
# build, each on its own copy of the site (its own caches): a cold build,
# then rounds of a one-doc edit and a build that changes nothing. For
# before/after figures of a change to what is kept between builds, at
# sizes warm-alternate.sh (the Lexical site) does not reach.
#
#   bash bench/store/alternate.sh OLD_BINARY NEW_BINARY [N_DOCS] [ROUNDS] [COLD_ROUNDS]
#
# Prints one line per build: side, kind, wall seconds, CPU seconds (user +
# system of folio and every process it waited for, which a loaded machine
# disturbs less than the wall time), peak RSS of the largest process (KB).
# COLD_ROUNDS (default 1) alternates that many cold builds first.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
old=$1 new=$2 n=${3:-10000} rounds=${4:-4} colds=${5:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in old new; do bash "$root/bench/build/gen-site.sh" "$work/$side" "$n"; done
build() { # side kind
  local bin=$old; [ "$1" = new ] && bin=$new
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" build --quiet --config "$work/$1/site.toml" >/dev/null 2>&1
  read -r secs user sys kb <"$work/time"
  printf '%-4s %-10s %7s s wall %7s s CPU %8s KB\n' "$1" "$2" "$secs" "$(echo "$user + $sys" | bc)" "$kb"
}
echo "$n docs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for c in $(seq "$colds"); do
  for side in old new; do
    rm -rf "$work/$side/build" "$work/$side/node_modules/.cache/folio"
    build "$side" cold
  done
done
for side in old new; do build "$side" warm >/dev/null; done # keeps every plugin's work
for r in $(seq "$rounds"); do
  for side in old new; do
    printf '\nEdited (%s).\n' "$r" >>"$work/$side/site/docs/section-1/guide-$((r % 50 + 1)).md"
    build "$side" one-edit
  done
  for side in old new; do build "$side" no-change; done
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
