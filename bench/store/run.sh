#!/usr/bin/env bash
# What the build store's encoding costs: builds a synthetic docs site
# (10,000 docs by default) cold, then after a one-doc edit, and prints the
# CPU time (user + system) of each; then encodes and decodes the page
# buckets and walks the link scans of that site's cache, in the store's
# form (protobuf streams) and in gob, and prints ms, allocations, bytes,
# and each as a share of the one-edit and the cold build
# (core/build/store_bench_test.go, TestStoreFormats).
#   bash bench/store/run.sh [N_DOCS] [SITE_DIR]
# SITE_DIR keeps the site (default: a temporary folder, removed after).
# FOLIO=path/to/folio builds with another binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
folio="${FOLIO:-$root/bin/folio}"
[ -x "$folio" ] || { echo "build bin/folio first (make build)" >&2; exit 1; }
n=${1:-10000}
site=${2:-}
if [ -z "$site" ]; then
  site=$(mktemp -d)
  trap 'rm -rf "$site"' EXIT
fi
[ -f "$site/site.toml" ] || bash "$root/bench/build/gen-site.sh" "$site" "$n"
cpu_ms() { # runs a build, prints its CPU milliseconds
  /usr/bin/time -f "%U %S" -o "$site/.time" "$folio" build --quiet --config "$site/site.toml" >/dev/null
  awk '{printf "%.0f", ($1 + $2) * 1000}' "$site/.time"
}
rm -rf "$site/node_modules/.cache/folio" "$site/build"
cold=$(cpu_ms)
cpu_ms >/dev/null # the build that keeps every plugin's work
printf '\nEdited.\n' >>"$site/site/docs/section-1/guide-2.md"
edit=$(cpu_ms)
echo "$folio at $(git -C "$root" rev-parse --short HEAD), $n docs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
cd "$root"
FOLIO_STORE_BENCH_CACHE="$site/node_modules/.cache/folio" FOLIO_STORE_BENCH_EDIT_MS=$edit FOLIO_STORE_BENCH_COLD_MS=$cold \
  go test ./core/build -run '^TestStoreFormats$' -count=1 -v | grep -v '^=== \|^--- \|^PASS\|^ok '
