#!/usr/bin/env bash
# gen-site.sh DIR N: a synthetic docs site of N docs in DIR (gen-docs.sh),
# with the docs plugin, a home page, and node_modules linked to the
# repository's packages (the caches are the site's own, so they go with it).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
site=$1 n=$2
mkdir -p "$site/node_modules" "$site/site/pages"
for e in "$root"/node_modules/* "$root"/node_modules/.bin; do ln -s "$e" "$site/node_modules/"; done
bash "$root/bench/build/gen-docs.sh" "$site/site/docs" "$n"
cat >"$site/site.toml" <<TOML
title = "Bench"
url = "https://bench.example"
[themeConfig.navbar]
title = "Bench"
[[plugins]]
name = "docs"
TOML
printf 'export default function Home() { return <p>bench</p>; }\n' >"$site/site/pages/index.tsx"
