#!/usr/bin/env bash
# What a Node.js plugin costs a build against a Go one: the two starters
# (`folio new plugin` and `folio new plugin --lang node`), each added to a
# site of its own, built by the same binary, alternating build by build:
#
#   one-edit   one page's text edited: the docs plugin is started; the
#              starters are not (their PostBuild lists the pages' paths and
#              titles, which did not change: post_build_without_pages)
#   retitle    one page's title edited: the list the starters' PostBuild
#              reads changed, so each starts (in the background, while the
#              pages render): what remains of node's start against Go's
#   no-change  nothing changed: a reusable plugin is not started
#
# on two sites: the starter site (`folio new site`, small) and the Lexical
# site (this repository's site/ and site.toml). Each row is one build:
# wall seconds, CPU seconds (user + system of folio and every process it
# waited for, the plugins included: what a loaded machine disturbs less
# than the wall time) and peak RSS. The summary gives each kind's median
# and range, and the difference of the medians, Node less Go.
#
# With --old BINARY, the older binary builds a third and fourth copy
# (its own starters), alternating with the new one.
#
# The Node starter's node_modules is a link to the repository's unless
# --npm-install is given: then each Node starter gets its own `npm
# install` (from npm's cache or the registry), as an author's has. Only
# then is the program check's cost in the figures: the ledger stamps a
# real node_modules (a thousand files and more) at each build, and does
# not follow a link.
#
# Usage, from the repository root after `make install` and `go build -o
# bin/folio ./cmd/folio`:
#   bash bench/plugins/starters.sh [--runs N] [--sites "small lexical"] [--old path/to/folio] [--npm-install]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
new="$root/bin/folio"
old=
runs=8
sites="small lexical"
npm_install=
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --sites) sites=$2; shift 2 ;;
    --old) old=$2; shift 2 ;;
    --npm-install) npm_install=1; shift ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$new" ] || { echo "build bin/folio first" >&2; exit 1; }
[ -d "$root/node_modules/@grpc/grpc-js" ] || { echo "run make install first (@grpc/grpc-js)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The Lexical site's cold priming build runs TypeDoc inside the docs
# plugin's Load: on a loaded machine that outlasts the 2-minute call limit.
export FOLIO_PLUGIN_TIMEOUT=${FOLIO_PLUGIN_TIMEOUT:-15m}

sides="new"
[ -z "$old" ] || sides="old new"
bin() { if [ "$1" = old ]; then echo "$old"; else echo "$new"; fi; }

# "new" is the checkout's bin/folio, which go build does not refresh by
# itself: name each binary measured, and warn when a Go file of the
# checkout is newer than bin/folio.
for side in $sides; do
  b=$(bin "$side")
  echo "$side: $b (modified $(date -u -r "$b" +%FT%TZ), sha256 $(sha256sum "$b" | cut -c1-12))"
done
newer=$(find "$root" -name node_modules -prune -o -name '*.go' -newer "$new" -print -quit)
[ -z "$newer" ] || echo "warning: $newer is newer than $new: go build -o bin/folio ./cmd/folio to measure the checkout" >&2

# The starters, as each binary writes them: Go built, Node with the
# repository's node_modules (the packages its package.json asks for).
for side in $sides; do
  b=$(bin "$side")
  "$b" new plugin --sdk "$root/sdk" "$work/$side-go/hello" >/dev/null
  (cd "$work/$side-go/hello" && GOWORK=off GOFLAGS=-mod=readonly GOPROXY=off go build -o hello .)
  "$b" new plugin --lang node "$work/$side-node/hello" >/dev/null
  if [ -n "$npm_install" ]; then
    (cd "$work/$side-node/hello" && npm install --silent --no-audit --no-fund >/dev/null)
  else
    ln -s "$root/node_modules" "$work/$side-node/hello/node_modules"
  fi
  if grep -q '"build"' "$work/$side-node/hello/package.json"; then
    (cd "$work/$side-node/hello" && npm run --silent build >/dev/null)
  fi
done

# site SITE SIDE LANG: a copy of the site with the starter listed.
site() {
  local dir=$work/$1-$2-$3 plugin
  case $3 in
    go) plugin="\"$work/$2-go/hello/hello\"" ;;
    node) plugin="\"node\", \"$work/$2-node/hello\"" ;;
  esac
  case $1 in
    small)
      "$(bin "$2")" new site "$dir" >/dev/null
      ln -s "$root/node_modules" "$dir/node_modules" ;;
    lexical)
      mkdir -p "$dir/node_modules"
      cp -r "$root/site" "$root/site.toml" "$root/package.json" "$root/package-lock.json" "$dir/"
      for p in "$root"/node_modules/* "$root"/node_modules/.bin; do
        ln -s "$p" "$dir/node_modules/$(basename "$p")"
      done ;;
  esac
  printf '\n[[plugins]]\nname = "hello"\ncommand = [%s]\n' "$plugin" >>"$dir/site.toml"
}
# doc SITE: the page one-edit and retitle change (its title is on the
# front matter's first line).
doc() {
  case $1 in
    small) echo site/docs/intro.md ;;
    lexical) echo site/docs/concepts/editor-state.md ;;
  esac
}

build() { # SITE SIDE LANG KIND
  local dir=$work/$1-$2-$3
  (cd "$dir" && /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$(bin "$2")" build --quiet >/dev/null 2>"$work/err") ||
    { cat "$work/err" >&2; exit 1; }
  read -r secs user sys kb <"$work/time"
  local cpu
  cpu=$(echo "$user + $sys" | bc)
  printf '%-8s %-4s %-5s %-10s %6s s wall %6s s CPU %8s KB\n' "$1" "$2" "$3" "$4" "$secs" "$cpu" "$kb"
  echo "$1 $2 $3 $4 $secs $cpu" >>"$work/rows"
}

: >"$work/rows"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)${npm_install:+ (the Node starters from npm install)}"
for s in $sites; do
  for side in $sides; do for lang in go node; do
    site "$s" "$side" "$lang"
    # Priming: the caches, then a build that keeps every plugin's work.
    build "$s" "$side" "$lang" cold >/dev/null
    build "$s" "$side" "$lang" warm >/dev/null
  done; done
  sleep 1 # past the file system's clock tick of the last write
  d=$(doc "$s")
  for i in $(seq "$runs"); do
    for side in $sides; do for lang in go node; do
      build "$s" "$side" "$lang" no-change
    done; done
  done
  for i in $(seq "$runs"); do
    for side in $sides; do for lang in go node; do
      printf '\nEdited once more (%s).\n' "$i" >>"$work/$s-$side-$lang/$d"
      build "$s" "$side" "$lang" one-edit
    done; done
  done
  for i in $(seq "$runs"); do
    for side in $sides; do for lang in go node; do
      sed -i "0,/^title: .*/s//title: Retitled $i/" "$work/$s-$side-$lang/$d"
      build "$s" "$side" "$lang" retitle
    done; done
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

# The medians and ranges, and Node less Go.
echo
awk '
  $4 != "cold" && $4 != "warm" { k = $1 " " $2 " " $4; w[k, $3] = w[k, $3] " " $5; c[k, $3] = c[k, $3] " " $6; keys[k] = 1 }
  function stats(list,   a, n, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    med = n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    return sprintf("%.2f (%.2f-%.2f)", med, a[1], a[n])
  }
  END {
    printf "%-26s %-22s %-22s %-22s %-22s %s\n", "site side kind", "Go wall", "Node wall", "Go CPU", "Node CPU", "Node-Go wall, CPU"
    for (k in keys) {
      gw = stats(w[k, "go"]); gwm = med; nw = stats(w[k, "node"]); nwm = med
      gc = stats(c[k, "go"]); gcm = med; nc = stats(c[k, "node"]); ncm = med
      printf "%-26s %-22s %-22s %-22s %-22s %+.2f s, %+.2f s\n", k, gw, nw, gc, nc, nwm - gwm, ncm - gcm
    }
  }' "$work/rows" | sort
