#!/usr/bin/env bash
# The peer in the same run: Docusaurus 3.10 building the same docs.
#   bash bench/build/docusaurus.sh install          # once; downloads from npm (never run by make test)
# @docsearch/react is held at 3.9.0: the 4.x line needs @docsearch/core
# releases this machine's registry lacks, and search plays no part in a build.
#   bash bench/build/docusaurus.sh build DOCS_DIR N [SIDEBARS_JSON]
#                                                   # prints cold and warm wall times
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
peer="$root/bench/out/docusaurus"
case ${1:-} in
  install)
    mkdir -p "$peer"
    cat >"$peer/package.json" <<'JSON'
{ "name": "docusaurus-peer", "private": true,
  "dependencies": { "@docusaurus/core": "3.10.2", "@docusaurus/preset-classic": "3.10.2", "@docusaurus/faster": "3.10.2",
                    "react": "^19.2.0", "react-dom": "^19.2.0" },
  "overrides": { "@docsearch/react": "3.9.0" } }
JSON
    (cd "$peer" && npm install --no-audit --no-fund)
    ;;
  build)
    docs=$2 n=$3 sidebars=${4:-}
    # Cold means cold: Docusaurus Faster keeps a persistent bundler cache
    # under node_modules/.cache, which a previous run would have filled.
    rm -rf "$peer/docs" "$peer/build" "$peer/.docusaurus" "$peer/node_modules/.cache" "$peer/sidebars.js"
    # The same sidebars as folio's, when run.sh gives some.
    sidebar_path=undefined
    if [ -n "$sidebars" ]; then
      { printf 'export default '; cat "$sidebars"; printf ';\n'; } >"$peer/sidebars.js"
      sidebar_path="'./sidebars.js'"
    fi
    cp -r "$docs" "$peer/docs"
    mkdir -p "$peer/src/pages"
    printf 'export default function Home() { return <p>bench</p>; }\n' >"$peer/src/pages/index.js"
    cat >"$peer/docusaurus.config.js" <<JS
export default {
  title: 'Bench', url: 'https://bench.example', baseUrl: '/',
  future: { faster: true, v4: true },
  presets: [['classic', { docs: { sidebarPath: $sidebar_path }, blog: false, theme: {} }]],
};
JS
    ms_now() { date +%s%3N; }
    # A failed peer build must not pass for a fast one: show its log and stop.
    # With GNU time, the peak memory of the build's largest process, as
    # run.sh records it for folio.
    rss_file="$peer/rss"
    peer_build() {
      local time=()
      [ -x /usr/bin/time ] && time=(/usr/bin/time -f %M -o "$rss_file")
      (cd "$peer" && "${time[@]}" npx docusaurus build >"$peer/build.log" 2>&1) ||
        { echo "docusaurus build failed; last lines of $peer/build.log:" >&2; tail -20 "$peer/build.log" >&2; exit 1; }
    }
    rss_mb() { [ -s "$rss_file" ] && echo $(( $(tail -1 "$rss_file") / 1024 )); rm -f "$rss_file"; }
    t0=$(ms_now); peer_build; cold=$(( $(ms_now) - t0 )); cold_rss=$(rss_mb)
    t0=$(ms_now); peer_build; warm=$(( $(ms_now) - t0 )); warm_rss=$(rss_mb)
    printf '%-26s %-20s %10s %14s\n' "docusaurus synthetic $n" cold "$cold" "$cold_rss"
    printf '%-26s %-20s %10s %14s\n' "docusaurus synthetic $n" warm "$warm" "$warm_rss"
    ;;
  *) echo "usage: $0 install | build DOCS_DIR N [SIDEBARS_JSON]" >&2; exit 2 ;;
esac
