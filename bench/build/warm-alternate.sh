#!/usr/bin/env bash
# Warm Lexical builds by two folio binaries, alternating build by build,
# each on its own copy of the site (its own caches): builds that change
# nothing (no plugin starts), and builds after one doc's text is edited.
# For before/after figures of a change to what is kept between builds.
#
#   bash bench/build/warm-alternate.sh OLD_BINARY NEW_BINARY [RUNS] [OLD_CONFIG] [NEW_CONFIG]
#
# OLD_CONFIG and NEW_CONFIG are site.toml files for each side (default: the
# repository's), e.g. one without a plugin the old binary lacks.
# LAYOUT=repo copies the whole repository (less node_modules, .git, bin
# and build) instead of site/ alone: the Lexical site as `make build`
# and `folio dev` meet it here, its folder holding folio's own code too,
# which the utility-class scan reads (core/build/utilities.go).
# With COMPONENT=1, a third kind of build follows: a comment appended to
# one of the site's own components (site/pages/index.tsx), which every
# build must bundle again.
# Prints one line per build: side, kind, wall seconds, CPU seconds (user
# + system of folio and every process it waited for, which a loaded
# machine disturbs less than the wall time), peak RSS (KB).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
old=$1 new=$2 runs=${3:-6}
old_config=${4:-$root/site.toml} new_config=${5:-$root/site.toml}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in old new; do
  mkdir -p "$work/$side/node_modules"
  if [ "${LAYOUT:-}" = repo ]; then
    tar -C "$root" --exclude=./node_modules --exclude='*/node_modules' --exclude=./.git \
      --exclude=./bin --exclude=./build -cf - . | tar -C "$work/$side" -xf -
  else
    cp -r "$root/site" "$root/package.json" "$root/package-lock.json" "$work/$side/"
  fi
  config=${side}_config
  cp "${!config}" "$work/$side/site.toml"
  for p in "$root"/node_modules/* "$root"/node_modules/.bin; do
    ln -s "$p" "$work/$side/node_modules/$(basename "$p")"
  done
done
doc=site/docs/concepts/editor-state.md
[ -f "$root/$doc" ] || doc=$(cd "$root" && ls site/docs/*/*.md | head -1)
build() { # side kind
  local bin=$old; [ "$1" = new ] && bin=$new
  (cd "$work/$1" && /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" build --quiet >/dev/null 2>&1)
  read -r secs user sys kb <"$work/time"
  printf '%-4s %-10s %6s s wall %6s s CPU %8s KB\n' "$1" "$2" "$secs" "$(echo "$user + $sys" | bc)" "$kb"
}
# Priming: each side's caches, then a build that keeps every plugin's work.
for side in old new; do
  (cd "$work/$side" && "${!side}" build --quiet >/dev/null 2>&1 && "${!side}" build --quiet >/dev/null 2>&1)
done
sleep 1 # past the file system's clock tick of the last write
for i in $(seq "$runs"); do
  for side in old new; do build "$side" no-change; done
done
for i in $(seq "$runs"); do
  for side in old new; do
    printf '\nEdited once more (%s).\n' "$i" >>"$work/$side/$doc"
    build "$side" one-edit
  done
done
if [ -n "${COMPONENT:-}" ]; then
  for i in $(seq "$runs"); do
    for side in old new; do
      printf '\n// Edited once more (%s).\n' "$i" >>"$work/$side/site/pages/index.tsx"
      build "$side" component
    done
  done
fi
