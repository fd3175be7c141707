// Relevance of folio's search next to MiniSearch and lunr, on the same
// records (a built site's search index) and the same query set: Success@1,
// Success@5 and MRR over the distinct pages each engine returns.
//
//   node bench/search/compare.mjs [--index build/search/lexical.index] [--queries bench/search/queries.json]
//
// folio is asked through its HTTP API (`bin/folio search serve`), with the
// parameters DocSearch sends. MiniSearch and lunr index one document per
// record in this process, configured the way documentation sites use
// them (VitePress's local search for MiniSearch, docusaurus-lunr-search's
// query for lunr). They are optional: install them with
//   npm install --no-save minisearch@7.2.0 lunr@2.3.9
// and the script includes them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const indexFile = path.resolve(arg('index', path.join(root, 'build/search/lexical.index')));
const queriesFile = path.resolve(arg('queries', path.join(root, 'bench/search/queries.json')));
const CUTOFF = 10;

// The index file: a JSON header line, then one record per line.
const lines = gunzipSync(readFileSync(indexFile)).toString('utf8').split('\n').filter(Boolean);
const header = JSON.parse(lines[0]);
const records = lines.slice(1).map((l) => JSON.parse(l));
const { queries } = JSON.parse(readFileSync(queriesFile, 'utf8'));

const pageOf = (url) => {
  const p = new URL(url, 'https://x.invalid').pathname;
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

// One document per record: its own heading (or page title, for text) as
// title, the headings above it as titles, its text.
const documents = records.map((r, id) => {
  const own = r.type === 'content' ? r.hierarchy.lvl1 : r.hierarchy[r.type];
  const above = LEVELS.filter((l) => l !== r.type && r.hierarchy[l]).map((l) => r.hierarchy[l]);
  return { id, page: pageOf(r.url), title: own ?? '', titles: above.join(' '), text: r.content ?? '' };
});

function distinctPages(pages) {
  const out = [];
  for (const p of pages) if (!out.includes(p)) out.push(p);
  return out;
}

function score(ranks) {
  const n = ranks.length;
  const s1 = ranks.filter((r) => r === 1).length / n;
  const s5 = ranks.filter((r) => r >= 1 && r <= 5).length / n;
  const mrr = ranks.reduce((a, r) => a + (r > 0 ? 1 / r : 0), 0) / n;
  return { s1, s5, mrr };
}

function rankOf(pages, expect) {
  const i = pages.slice(0, CUTOFF).findIndex((p) => expect.includes(p));
  return i + 1;
}

async function evaluate(name, search) {
  const ranks = [];
  const misses = [];
  for (const q of queries) {
    const pages = distinctPages(await search(q.query));
    const r = rankOf(pages, q.expect);
    ranks.push(r);
    if (r !== 1) misses.push(`    rank ${r || '-'}  ${JSON.stringify(q.query)}  top: ${pages.slice(0, 3).join(' ')}`);
  }
  return { name, ...score(ranks), misses };
}

// folio, over HTTP, as the modal asks it.
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startFolio() {
  const port = await freePort();
  const proc = spawn(path.join(root, 'bin/folio'), ['search', 'serve', '--index', indexFile, '--listen', `127.0.0.1:${port}`,
    '--app-id', 'COMPARE', '--search-key', 'compare-key', '--config', '/dev/null'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
      if (out.includes('Search API')) resolve();
    });
    proc.on('exit', (code) => reject(new Error(`folio search serve exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}/1/indexes/*/queries?x-algolia-application-id=COMPARE&x-algolia-api-key=compare-key`;
  return {
    stop: () => proc.kill('SIGINT'),
    async search(query) {
      const body = {
        requests: [{
          indexName: header.index, query, hitsPerPage: 20,
          attributesToRetrieve: ['url'], attributesToHighlight: [], attributesToSnippet: [],
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        }],
      };
      const res = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
      const { results } = await res.json();
      return results[0].hits.map((h) => pageOf(h.url));
    },
  };
}

async function optional(pkg) {
  try {
    return (await import(pkg)).default;
  } catch {
    return null;
  }
}

function miniSearchEngine(MiniSearch) {
  const ms = new MiniSearch({
    fields: ['title', 'titles', 'text'],
    storeFields: ['page'],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 4, text: 2, titles: 1 } },
  });
  ms.addAll(documents);
  return (q) => ms.search(q).slice(0, 50).map((r) => r.page);
}

function lunrEngine(lunr) {
  const idx = lunr(function build() {
    this.ref('id');
    this.field('title', { boost: 10 });
    this.field('titles', { boost: 5 });
    this.field('text');
    for (const d of documents) this.add(d);
  });
  return (q) => {
    const terms = lunr.tokenizer(q).map((t) => t.toString().replace(/[^\p{L}\p{N}_]/gu, '')).filter(Boolean);
    if (terms.length === 0) return [];
    const hits = idx.query((query) => {
      for (const term of terms) {
        query.term(term, { boost: 100 });
        query.term(term, { boost: 10, wildcard: lunr.Query.wildcard.TRAILING });
        if (term.length >= 4) query.term(term, { boost: 1, editDistance: 1 });
      }
    });
    return hits.slice(0, 50).map((h) => documents[Number(h.ref)].page);
  };
}

const rows = [];
const folio = await startFolio();
try {
  rows.push(await evaluate('folio', folio.search));
} finally {
  folio.stop();
}
const missing = [];
const MiniSearch = await optional('minisearch');
if (MiniSearch) rows.push(await evaluate('MiniSearch 7', miniSearchEngine(MiniSearch)));
else missing.push('minisearch@7.2.0');
const lunr = await optional('lunr');
if (lunr) rows.push(await evaluate('lunr 2', lunrEngine(lunr)));
else missing.push('lunr@2.3.9');

console.log(`Relevance on ${queries.length} queries over ${records.length} records of index "${header.index}" (page level, top ${CUTOFF}):\n`);
console.log('engine          Success@1  Success@5  MRR');
for (const r of rows) console.log(`${r.name.padEnd(15)} ${r.s1.toFixed(3).padStart(9)}  ${r.s5.toFixed(3).padStart(9)}  ${r.mrr.toFixed(3)}`);
for (const r of rows) {
  if (r.misses.length) console.log(`\n${r.name}, queries not answered first:\n${r.misses.join('\n')}`);
}
if (missing.length) console.log(`\nNot installed, left out: ${missing.join(', ')} (npm install --no-save ${missing.join(' ')})`);
