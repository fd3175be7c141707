#!/usr/bin/env bash
# What a route costs to render: builds synthetic sites of N Markdown pages
# (default 200 and 1000) with bin/folio and prints the render stage's time
# per route, next to the whole build. Run from the repository root after
# `make build`:  bash bench/render/run.sh [N ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
folio="$root/bin/folio"
[ -x "$folio" ] || { echo "build bin/folio first (make build)" >&2; exit 1; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(200 1000)

make_site() { # dir pages
  local dir=$1 n=$2
  mkdir -p "$dir/site/pages/p"
  ln -s "$root/node_modules" "$dir/node_modules"
  cat >"$dir/site.toml" <<TOML
title = "Bench"
url = "https://bench.example"
[themeConfig.navbar]
title = "Bench"
[[themeConfig.navbar.items]]
label = "Home"
to = "/"
[themeConfig.footer]
style = "dark"
copyright = "bench"
TOML
  cp "$root/site/pages/index.tsx" "$dir/site/pages/index.tsx"
  for i in $(seq 1 "$n"); do
    {
      printf -- '---\ntitle: Page %d\n---\n\n# Page %d\n\n' "$i" "$i"
      for s in 1 2 3 4 5; do
        printf '## Section %d\n\nLexical keeps an immutable editor state; updates run in `editor.update()` and\nare reconciled to the DOM in a batch. Paragraph %d of page %d.\n\n- item one\n- item two\n\n```ts\nconst x = %d;\n```\n\n' "$s" "$s" "$i" "$s"
      done
    } >"$dir/site/pages/p/page-$i.md"
  done
}

stage() { # summary-line stage-name -> milliseconds
  sed -n "s/.*$2 \([0-9.]*\)ms.*/\1/p" <<<"$1"
}

printf '%-7s %-6s %10s %10s %12s %10s\n' pages run total_ms render_ms render_ms/rt bundle_ms
for n in "${sizes[@]}"; do
  dir=$(mktemp -d)
  make_site "$dir" "$n"
  for run in cold warm1 warm2; do
    out=$("$folio" build --quiet --config "$dir/site.toml")
    total=$(sed -n 's/.* in \([0-9.]*\)ms$/\1/p' <<<"$(head -1 <<<"$out")")
    stages=$(grep 'stages:' <<<"$out")
    render=$(stage "$stages" render)
    bundle=$(stage "$stages" bundle)
    routes=$(sed -n 's/^Built \([0-9]*\) routes.*/\1/p' <<<"$out")
    printf '%-7s %-6s %10s %10s %12.3f %10s\n' "$n" "$run" "$total" "$render" "$(awk -v r="$render" -v n="$routes" 'BEGIN{print r/n}')" "$bundle"
  done
  rm -rf "$dir"
done

# The floor to compare with: React's renderToString of the same page shell,
# in one warm Node process, without folio around it.
node "$root/bench/render/floor.mjs"
