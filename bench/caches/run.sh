#!/usr/bin/env bash
# The built-in plugins' stores, encoded and decoded: the docs plugin's
# parse shards of a synthetic site of N docs (bench/build/gen-docs.sh;
# BenchmarkParseStore: every shard's records read, every body read, every
# shard written, and the same records through protobuf and gob alone), and
# the search table of that site and of the Lexical site when it was built
# (BenchmarkTable). Prints go test's figures: ns/op, B/op, allocs/op and
# the bytes the store holds.
# Usage, from the repository root after `make build`:
#   bash bench/caches/run.sh [N]        (N: 10000 by default)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
n=${1:-10000}
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
bash "$root/bench/build/gen-site.sh" "$site" "$n"
# gen-site.sh's site with the search plugin, whose table is measured too.
cat >>"$site/site.toml" <<TOML
[[plugins]]
name = "search"
[themeConfig.search]
appId = "BENCH"
apiKey = "bench-search-only"
indexName = "bench"
searchPagePath = "search"
TOML
"$root/bin/folio" build --quiet --config "$site/site.toml" >/dev/null
cd "$root"
DOCS_BENCH_SITE=$site go test ./plugins/docs -run '^$' -bench ParseStore -benchtime 5x -count 1 | grep Benchmark
for table in "$site/node_modules/.cache/folio/search-bench/table" "$root/node_modules/.cache/folio/search-lexical/table"; do
  [ -f "$table" ] || continue
  echo "table: ${table#"$root/"}"
  SEARCH_BENCH_TABLE=$table go test ./plugins/search -run '^$' -bench Table -count 1 | grep Benchmark
done
