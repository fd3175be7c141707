#!/usr/bin/env bash
# One-doc edits on two warm synthetic sites (gen-site.sh), built by two
# folio binaries alternating build by build, without the cold builds of
# synthetic-alternate.sh (at 10,000 docs on a loaded machine each takes
# minutes): the first build of each side brings its cache up to its
# binary, then every round edits EDITS docs, one per build.
#
#   bash bench/build/edit-alternate.sh OLD_BINARY OLD_SITE NEW_BINARY NEW_SITE [ROUNDS] [EDITS] [first|spread]
#
# first (the default) edits section-1/guide-2.md, guide-3.md, ... as
# synthetic-alternate.sh does: the first docs of the ledger's walk.
# spread edits a doc of another folder each time, anywhere in the walk.
# One line per build: side, wall seconds, CPU seconds (user + system of
# folio and every process it waited for); the load average each round.
set -euo pipefail
old=$1 old_site=$2 new=$3 new_site=$4 rounds=${5:-2} edits=${6:-6} mode=${7:-first}
time=$(mktemp)
trap 'rm -f "$time"' EXIT
for side in old new; do
  bin=${!side} site=${side}_site
  "$bin" build --quiet --config "${!site}/site.toml" >/dev/null
done
sections=$(ls -d "$old_site"/site/docs/section-* | wc -l)
for r in $(seq 1 "$rounds"); do
  echo "round $r, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  for e in $(seq 1 "$edits"); do
    for side in old new; do
      bin=${!side} site=${side}_site
      doc=section-1/guide-$((e + 1)).md
      if [ "$mode" = spread ]; then
        k=$(((r * 37 + e * 11) % sections))
        doc=section-$((k + 1))/guide-$((k * 50 + 1 + (r + e) % 50)).md
      fi
      printf '\nEdited (%s %s).\n' "$r" "$e" >>"${!site}/site/docs/$doc"
      /usr/bin/time -f "%e %U %S" -o "$time" "$bin" build --quiet --config "${!site}/site.toml" >/dev/null
      read -r secs user sys <"$time"
      printf '%-4s one-edit %6s s wall %6s s CPU\n' "$side" "$secs" "$(echo "$user + $sys" | bc)"
    done
  done
done
