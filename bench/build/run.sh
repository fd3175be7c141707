#!/usr/bin/env bash
# Build times, cold, warm and after one edit, with the peak memory of the
# largest process: the Lexical site, and synthetic docs sites of 1,000 and
# 10,000 pages. When Docusaurus 3.10 is installed
# (bench/build/docusaurus.sh install), the same synthetic content is built
# by it in the same run and the ratio is printed.
# Usage, from the repository root after `make build`:
#   bash bench/build/run.sh [--sizes "1000 10000"] [--no-lexical] [--no-peer]
#                           [--search] [--trace DIR]
# --search adds the search plugin to the synthetic sites (a real docs site
# has one; the peer's build then does less than folio's). --trace DIR keeps
# a trace of every synthetic folio build there (folio build --trace).
# FOLIO=path/to/folio measures another binary (an older one, to compare).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
folio="${FOLIO:-$root/bin/folio}"
[ -x "$folio" ] || { echo "build bin/folio first (make build)" >&2; exit 1; }
sizes="1000 10000"
lexical=1
peer=1
search=0
trace_dir=
while [ $# -gt 0 ]; do
  case $1 in
    --sizes) sizes=$2; shift 2 ;;
    --no-lexical) lexical=0; shift ;;
    --no-peer) peer=0; shift ;;
    --search) search=1; shift ;;
    --trace) trace_dir=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

ms_now() { date +%s%3N; }
# timed prints a command's wall time. With GNU time installed it also
# records the peak resident memory of the run's largest process (folio, a
# plugin or a render worker: each process's own peak, not their sum) for
# the next row.
rss_file=$(mktemp)
trap 'rm -f "$rss_file"' EXIT
timed() {
  local t0
  t0=$(ms_now)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M -o "$rss_file" "$@" >/dev/null
  else
    : >"$rss_file"
    "$@" >/dev/null
  fi
  echo $(( $(ms_now) - t0 ))
}

# row SITE RUN WALL_MS [rss]: "rss" adds the memory timed recorded.
row() {
  local rss=
  if [ "${4:-}" = rss ] && [ -s "$rss_file" ]; then rss=$(( $(tail -1 "$rss_file") / 1024 )); fi
  printf '%-26s %-20s %10s %14s\n' "$1" "$2" "$3" "$rss"
}
printf '%-26s %-20s %10s %14s\n' site run wall_ms peak_rss_mb

if [ "$lexical" = 1 ]; then
  out=$(mktemp -d)
  rm -rf "$root/node_modules/.cache/folio"
  row lexical cold "$(cd "$root" && timed "$folio" build --quiet --out "$out/build")" rss
  # DESIGN.md's cold budget keeps TypeDoc's output: drop every other cache
  # and the output, as after a fresh checkout with TypeDoc run once.
  rm -rf "$out/build" "$root"/node_modules/.cache/folio/build-* "$root"/node_modules/.cache/folio/server-*
  row lexical cold-typedoc-cached "$(cd "$root" && timed "$folio" build --quiet --out "$out/build")" rss
  for r in 1 2 3; do row lexical "warm$r" "$(cd "$root" && timed "$folio" build --quiet --out "$out/build")" rss; done
  rm -rf "$out"
fi

for n in $sizes; do
  site=$(mktemp -d)
  # The packages are the repository's; the caches are the site's own, so
  # they go with it.
  mkdir "$site/node_modules"
  for e in "$root"/node_modules/* "$root"/node_modules/.bin; do ln -s "$e" "$site/node_modules/"; done
  bash "$root/bench/build/gen-docs.sh" "$site/site/docs" "$n"
  mkdir -p "$site/site/pages"
  cat >"$site/site.toml" <<TOML
title = "Bench"
url = "https://bench.example"
[themeConfig.navbar]
title = "Bench"
[[plugins]]
name = "docs"
TOML
  if [ "$search" = 1 ]; then
    printf '[[plugins]]\nname = "search"\n[themeConfig.search]\nappId = "BENCH"\napiKey = "bench-search-only"\nindexName = "bench"\nsearchPagePath = "search"\n' >>"$site/site.toml"
  fi
  printf 'export default function Home() { return <p>bench</p>; }\n' >"$site/site/pages/index.tsx"
  # traced RUN: the build's arguments, with a trace file when asked.
  traced() { if [ -n "$trace_dir" ]; then echo --trace "$trace_dir/$n-$1.json"; fi; }
  cold=$(timed "$folio" build --quiet --config "$site/site.toml" $(traced cold))
  row "folio synthetic $n" cold "$cold" rss
  warm=
  for r in 1 2; do
    ms=$(timed "$folio" build --quiet --config "$site/site.toml" $(traced "warm$r"))
    row "folio synthetic $n" "warm$r" "$ms" rss
    if [ -z "$warm" ] || [ "$ms" -lt "$warm" ]; then warm=$ms; fi
  done
  # One doc's text edited (its title and the sidebar stay): what a writer
  # saving a file costs a `folio build`.
  for r in 1 2; do
    printf '\nEdited (%s).\n' "$r" >>"$site/site/docs/section-1/guide-$((r + 1)).md"
    row "folio synthetic $n" "one-edit$r" "$(timed "$folio" build --quiet --config "$site/site.toml" $(traced "edit$r"))" rss
  done
  if [ "$peer" = 1 ] && [ -d "$root/bench/out/docusaurus/node_modules/@docusaurus/core" ]; then
    peer_rows=$(bash "$root/bench/build/docusaurus.sh" build "$site/site/docs" "$n")
    echo "$peer_rows"
    peer_cold=$(awk '$4 == "cold" {print $5}' <<<"$peer_rows")
    peer_warm=$(awk '$4 == "warm" {print $5}' <<<"$peer_rows")
    # The ratio is how many times longer the peer took on the same content.
    row "docusaurus/folio $n" cold "$(awk -v a="$peer_cold" -v b="$cold" 'BEGIN {printf "%.1fx", a / b}')"
    row "docusaurus/folio $n" warm "$(awk -v a="$peer_warm" -v b="$warm" 'BEGIN {printf "%.1fx", a / b}')"
  fi
  rm -rf "$site"
done
