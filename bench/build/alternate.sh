#!/usr/bin/env bash
# Lexical builds by two folio binaries, alternating, each on its own copy of
# the site (its own node_modules/.cache/folio), for before/after figures on
# a loaded machine. Each run is the "cold, TypeDoc's output kept" build of
# run.sh (DESIGN.md's cold budget): the output and the build and server
# caches are removed first. Prints one line per run: the wall time and,
# with GNU time installed, the CPU time (user + system) of folio and every
# process it waited for (plugins, render workers, esbuild), which a loaded
# machine disturbs less than the wall time.
#
#   bash bench/build/alternate.sh OLD_BINARY NEW_BINARY [RUNS] [OLD_CONFIG] [NEW_CONFIG]
#
# OLD_CONFIG and NEW_CONFIG are site.toml files for each side (default: the
# repository's); e.g. a site.toml without the llms plugin for a binary that
# does not have it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
old=$1 new=$2 runs=${3:-5}
old_config=${4:-$root/site.toml} new_config=${5:-$root/site.toml}

# copy SIDE CONFIG: a copy of the site whose node_modules holds links to the
# repository's packages but a .cache of its own.
copy() {
  local dir=$1
  mkdir -p "$dir/node_modules"
  cp -r "$root/site" "$root/package.json" "$root/package-lock.json" "$dir/"
  cp "$2" "$dir/site.toml"
  for p in "$root"/node_modules/* "$root"/node_modules/.bin; do
    ln -s "$p" "$dir/node_modules/$(basename "$p")"
  done
}
ms_now() { date +%s%3N; }
work=$(mktemp -d)
trap 'rm -rf "$work" "${cpu_file:-}"' EXIT
copy "$work/old" "$old_config"
copy "$work/new" "$new_config"
# A first build each fills TypeDoc's cache; it is not counted.
for side in old new; do
  bin=$old; [ "$side" = new ] && bin=$new
  (cd "$work/$side" && "$bin" build --quiet --out "$work/$side/build" >/dev/null)
done
cpu_file=$(mktemp)
printf '%-4s %-4s %10s %10s\n' run side wall_ms cpu_ms
for r in $(seq 1 "$runs"); do
  for side in old new; do
    bin=$old; [ "$side" = new ] && bin=$new
    rm -rf "$work/$side/build" "$work/$side"/node_modules/.cache/folio/build-* "$work/$side"/node_modules/.cache/folio/server-*
    t0=$(ms_now)
    cpu=
    if [ -x /usr/bin/time ]; then
      (cd "$work/$side" && /usr/bin/time -f '%U %S' -o "$cpu_file" "$bin" build --quiet --out "$work/$side/build" >/dev/null)
      cpu=$(awk '{printf "%d", ($1 + $2) * 1000}' "$cpu_file")
    else
      (cd "$work/$side" && "$bin" build --quiet --out "$work/$side/build" >/dev/null)
    fi
    printf '%-4s %-4s %10s %10s\n' "$r" "$side" $(( $(ms_now) - t0 )) "$cpu"
  done
done
