#!/usr/bin/env bash
# What the Node starter's message encoding costs on a large site: its own
# folio/wire.js (since e3d6b14) against protobufjs's light build with the
# same descriptor (what folio/serve.js used before), in one node process,
# alternating; each figure is CPU time (user + system, process.cpuUsage:
# less disturbed than wall time on a busy machine), the median and range
# of --runs rounds after a warm-up:
#
#   decode PostBuild  the PostBuild request of a site of N routes (each with
#                     its file, fingerprint and meta), bytes to the object
#                     the handler gets
#   encode Load       N routes (data_json and a 4 KB body each) as the
#                     starter sends them: LoadItems in batches of 512
#
# and, apart, each one's first use in a fresh process (load, types built,
# one decode of the PostBuild request): what a build pays once per start,
# CPU time as well.
#
# Usage, from the repository root after `make install` and `go build -o
# bin/folio ./cmd/folio`:
#   bash bench/plugins/wire.sh [--routes N] [--runs N]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
routes=10000
runs=15
while [ $# -gt 0 ]; do
  case $1 in
    --routes) routes=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -x "$root/bin/folio" ] || { echo "build bin/folio first" >&2; exit 1; }
[ -d "$root/node_modules/protobufjs" ] || { echo "run make install first (protobufjs)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/bin/folio" new plugin --lang node "$work/hello" >/dev/null
ln -s "$root/node_modules" "$work/hello/node_modules"
[ -f "$work/hello/folio/wire.js" ] || { echo "this folio's starter has no folio/wire.js" >&2; exit 1; }

cat >"$work/hello/codecs.mjs" <<'JS'
// The two encodings behind one interface: decode(type, bytes) gives what
// a handler gets, encode(type, object) the bytes grpc-js sends.
import fs from 'node:fs';
import { createRequire } from 'node:module';
export async function codec(which) {
  const descriptor = new URL('./folio/plugin.json', import.meta.url);
  if (which === 'wire.js') {
    const { readTypes } = await import('./folio/wire.js');
    const types = readTypes(descriptor.pathname);
    return {
      decode: (name, bytes) => types.message(name).decode(bytes),
      encode: (name, value) => types.message(name).encode(value),
    };
  }
  const protobuf = createRequire(import.meta.url)('protobufjs/light.js');
  const root = protobuf.Root.fromJSON(JSON.parse(fs.readFileSync(descriptor, 'utf8')));
  const received = { longs: String, enums: String, defaults: true, oneofs: true };
  return {
    decode: (name, bytes) => { const t = root.lookupType(name); return t.toObject(t.decode(bytes), received); },
    encode: (name, value) => { const t = root.lookupType(name); return t.encode(t.fromObject(value)).finish(); },
  };
}
export function postBuildRequest(routes) {
  return {
    out_dir: '/tmp/site/build', site_dir: '/tmp/site', site_config_json: Buffer.from('{"title":"Site"}'), options_json: Buffer.from('{}'),
    routes: Array.from({ length: routes }, (_, i) => ({
      path: `/docs/page-${i}`, file: `docs/page-${i}/index.html`, fingerprint: 'f'.repeat(16) + i,
      meta: { title: `Page ${i}`, description: 'What this page is about, in a sentence or two.', sidebar: 'docs', source_path: `docs/page-${i}.md` },
    })),
  };
}
export function loadBatches(routes) {
  const items = Array.from({ length: routes }, (_, i) => ({
    route: { path: `/docs/page-${i}`, component: 'DocPage', data_json: Buffer.from(JSON.stringify({ title: `Page ${i}`, toc: [{ id: 'a', depth: 2 }] })), content_html: '<p>Some text of the page.</p>'.repeat(150), shared_keys: ['sidebar'], meta: { title: `Page ${i}` } },
  }));
  const batches = [];
  for (let i = 0; i < items.length; i += 512) batches.push({ batch: { items: items.slice(i, i + 512) } });
  return batches;
}
JS

cat >"$work/hello/steady.mjs" <<'JS'
import { codec, postBuildRequest, loadBatches } from './codecs.mjs';
const [routes, runs] = process.argv.slice(2).map(Number);
const codecs = { 'protobufjs/light': await codec('protobufjs'), 'wire.js': await codec('wire.js') };
const request = codecs['protobufjs/light'].encode('folio.plugin.v1.PostBuildRequest', postBuildRequest(routes));
const batches = loadBatches(routes);
const jobs = {
  'decode PostBuild': (c) => c.decode('folio.plugin.v1.PostBuildRequest', request),
  'encode Load': (c) => { for (const b of batches) c.encode('folio.plugin.v1.LoadItem', b); },
};
const times = {};
for (const [job, run] of Object.entries(jobs)) for (const c of Object.values(codecs)) run(c); // warm-up
for (let r = 0; r < runs; r++) {
  for (const [job, run] of Object.entries(jobs)) {
    for (const [name, c] of Object.entries(codecs)) {
      const t = process.cpuUsage();
      run(c);
      const used = process.cpuUsage(t);
      (times[`${job}, ${name}`] ??= []).push((used.user + used.system) / 1e3);
    }
  }
}
console.log(`PostBuild request of ${routes} routes: ${(request.length / 1e6).toFixed(1)} MB`);
for (const [k, v] of Object.entries(times)) {
  v.sort((a, b) => a - b);
  console.log(`${k.padEnd(36)} median ${v[v.length >> 1].toFixed(1)} ms (${v[0].toFixed(1)}-${v[v.length - 1].toFixed(1)})`);
}
JS

cat >"$work/hello/first.mjs" <<'JS'
// One fresh process: load the encoding, build its types, decode one
// PostBuild request; prints the CPU milliseconds it took.
import fs from 'node:fs';
import { codec } from './codecs.mjs';
const [which, file] = process.argv.slice(2);
const bytes = fs.readFileSync(file);
const t = process.cpuUsage();
const c = await codec(which);
c.decode('folio.plugin.v1.PostBuildRequest', bytes);
const used = process.cpuUsage(t);
console.log(((used.user + used.system) / 1e3).toFixed(1));
JS

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd "$work/hello" && node steady.mjs "$routes" "$runs")
# The first use, on the PostBuild request of a site of 250 routes (the
# Lexical site's size), in fresh processes alternating.
(cd "$work/hello" && node --input-type=module -e "
import fs from 'node:fs';
import { codec, postBuildRequest } from './codecs.mjs';
const c = await codec('protobufjs');
fs.writeFileSync('request.bin', c.encode('folio.plugin.v1.PostBuildRequest', postBuildRequest(250)));")
declare -A first
for i in $(seq "$runs"); do
  for which in protobufjs wire.js; do
    first[$which]+=" $(cd "$work/hello" && node first.mjs "$which" request.bin)"
  done
done
for which in protobufjs wire.js; do
  printf 'first use in a fresh process, %-11s %s ms\n' "$which:" "$(tr ' ' '\n' <<<"${first[$which]}" | sed '/^$/d' | sort -n | awk '{a[NR]=$1} END {printf "median %s (%s-%s)", a[int((NR+1)/2)], a[1], a[NR]}')"
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
