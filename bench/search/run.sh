#!/usr/bin/env bash
# folio's search on the Lexical site: relevance next to MiniSearch and
# lunr, index load, latency in process and over loopback, throughput and
# memory. Run from the repository root after `make build` (which leaves
# the site's index in build/search/lexical.index):
#   bash bench/search/run.sh [-duration 5s] [-rate 2000] [-conns 64]
# Extra flags go to the Go benchmark (go run ./bench/search -h lists them).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
index=build/search/lexical.index
[ -x bin/folio ] || { echo "build bin/folio first (make build)" >&2; exit 1; }
[ -f "$index" ] || { echo "no $index: build the site first (make build)" >&2; exit 1; }
go run ./bench/search -index "$index" "$@"
echo
node bench/search/compare.mjs --index "$index"
