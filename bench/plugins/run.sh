#!/usr/bin/env bash
# What an external plugin costs a `folio build` of a small site (the
# starter site, with its pages, docs and search built-ins), by kind of
# plugin:
#   none        the built-ins only
#   go          the Go starter (folio new plugin), built
#   node        the JavaScript starter (folio new plugin --lang node), as
#               the binary under test writes it: with --old, the old
#               binary's starter runs under the old binary
#   node-again  the same build again, nothing changed: a reusable starter
#               is not started at all
#   node-naive  a Node.js plugin that serves neither go-plugin's controller
#               nor watches its stdin (core/pluginhost/testdata/node, mode
#               no-controller): the plugin a non-Go author wrote from
#               go-plugin's handshake alone
# Each row is one build's wall time and its "start plugins" stage; the
# binaries alternate run by run. A site.toml change before each build
# (but node-again's) keeps any plugin from being reused.
# Then, outside any build, the host's own start, Load and stop of each
# plugin (bench/plugins/startstop, this tree's host only; node-old is the
# old binary's starter), and the CPU and wall time of each Node starter's
# start alone: node up to the handshake line, then ended (/usr/bin/time).
# Usage, from the repository root after `make install` and `go build -o
# bin/folio ./cmd/folio`:
#   bash bench/plugins/run.sh [--runs N] [--old path/to/older/folio]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
new="$root/bin/folio"
old=
runs=5
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --old) old=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$new" ] || { echo "build bin/folio first" >&2; exit 1; }
[ -d "$root/node_modules/@grpc/grpc-js" ] || { echo "run make install first (@grpc/grpc-js)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$new" new site "$work/site" >/dev/null
ln -s "$root/node_modules" "$work/site/node_modules"
"$new" new plugin --sdk "$root/sdk" "$work/gohello" >/dev/null
(cd "$work/gohello" && GOWORK=off GOFLAGS=-mod=readonly GOPROXY=off go build -o gohello .)
"$new" new plugin --lang node "$work/nodehello" >/dev/null
ln -s "$root/node_modules" "$work/nodehello/node_modules"
if [ -n "$old" ]; then
  "$old" new plugin --lang node "$work/nodehello-old" >/dev/null
  ln -s "$root/node_modules" "$work/nodehello-old/node_modules"
fi
cp "$work/site/site.toml" "$work/site.toml.none"
plugin() { printf '\n[[plugins]]\nname = "%s"\ncommand = %s\n' "$1" "$2"; }
{ cat "$work/site.toml.none"; plugin gohello '["../gohello/gohello"]'; } >"$work/site.toml.go"
{ cat "$work/site.toml.none"; plugin nodehello '["node", "../nodehello"]'; } >"$work/site.toml.node"
{ cat "$work/site.toml.none"; plugin nodehello '["node", "../nodehello-old"]'; } >"$work/site.toml.node.old"
{ cat "$work/site.toml.none"; plugin naive "[\"node\", \"$root/core/pluginhost/testdata/node/plugin.cjs\"]"; } >"$work/site.toml.node-naive"
export FOLIO_TEST_NODE_MODE=no-controller

ms_now() { date +%s%3N; }
# build BINARY KIND RUN LABEL: one build, printed as a row.
build() {
  local bin=$1 kind=$2 run=$3 toml=$work/site.toml.$2
  [ ! -f "$toml.$4" ] || toml=$toml.$4
  [ "$kind" = node-again ] ||
    { cat "$toml"; printf '\n# run %s %s\n' "$run" "$RANDOM"; } >"$work/site/site.toml"
  local t0 t1 out
  t0=$(ms_now)
  out=$(cd "$work/site" && "$bin" build 2>&1) || { echo "$out" >&2; exit 1; }
  t1=$(ms_now)
  local start
  start=$(grep -o 'start plugins [0-9.]*ms' <<<"$out" | tail -1 | grep -o '[0-9.]*ms') || start=-
  printf '%-6s %-11s %3s %8s ms %12s\n' "$4" "$kind" "$run" "$((t1 - t0))" "$start"
}
printf '%-6s %-11s %3s %11s %12s\n' binary plugin run wall "start stage"
for run in $(seq 1 "$runs"); do
  for kind in none go node node-again node-naive; do
    [ "$kind" = node-again ] && continue
    build "$new" "$kind" "$run" new
    [ "$kind" = node ] && build "$new" node-again "$run" new
    [ -z "$old" ] && continue
    build "$old" "$kind" "$run" old
    [ "$kind" = node ] && build "$old" node-again "$run" old
  done
done

echo
cd "$root"
extra=()
[ -z "$old" ] || extra=("node-old=node $work/nodehello-old")
go run ./bench/plugins/startstop -runs "$runs" -dir "$work/site" \
  "go=$work/gohello/gohello" "node=node $work/nodehello" "${extra[@]}" \
  "node-naive=node $root/core/pluginhost/testdata/node/plugin.cjs"

# start DIR LABEL: one Node starter run up to its handshake line, with the
# environment folio gives it, then ended as folio ends it, by closing its
# stdin (the new starter writes its module pack as it exits, the first
# time); /usr/bin/time counts node's CPU, the shell's is noise.
start() {
  rm -f "$work/handshake" "$work/stdin"; mkfifo "$work/handshake" "$work/stdin"
  /usr/bin/time -f "$2 %e s wall %U s user %S s sys" bash -c '
    FOLIO_PLUGIN_COOKIE=$0 PLUGIN_PROTOCOL_VERSIONS=1 FOLIO_PARENT_PIPE=stdin node "$1" <"$3" >"$2" & pid=$!
    exec 4>"$3"; head -1 "$2" >/dev/null; exec 4>&-; wait $pid; exit 0' "$cookie" "$1" "$work/handshake" "$work/stdin" 2>&1 | tail -1
}
cookie=$(grep -o "COOKIE_VALUE = '[^']*'" "$work/nodehello/folio/serve.js" | cut -d"'" -f2)
echo
echo "Node starter, start to handshake alone:"
for run in $(seq 1 "$runs"); do
  start "$work/nodehello" new
  [ -z "$old" ] || start "$work/nodehello-old" old
done
