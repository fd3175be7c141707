package docs

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// The parse cache's disk copy: the site's cache folder
// (node_modules/.cache/folio, beside the core's build cache) holds a store
// (core/files/store.go) per docs folder, in which the parses are
// split by path into shards of about shardDocs docs each (at most
// maxShards), so that a build that parsed one doc again rewrites one shard
// and a build that reuses every parse reads a few files. A shard is two
// protobuf files: "shard-<count>-<index>" (cachepb.DocShard: each doc's
// key, source stamp, title, table of contents, links, files, front matter
// and content hash), which every Load reads, and the body file it names
// (cachepb.DocBodies: the docs' HTML, most of the bytes), which a Load
// reads only for a doc whose route the core does not hold already. A body
// file is named by its docs' paths and content hashes, so a name holds one
// HTML. The store's manifest names the live files: the shards of another
// count and the bodies of older writes are garbage, removed by the write
// after them. A file that is missing, damaged or of another folio only
// costs parsing its docs again, and is written again by that Load.
const (
	shardDocs = 64
	maxShards = 256
)

// storeDir is where the parses of one docs folder are kept.
func storeDir(siteDir string, opts Options) string {
	sum := sha256.Sum256([]byte(opts.Path + "\x00" + opts.RouteBasePath))
	return filepath.Join(siteDir, "node_modules", ".cache", "folio", "docs-"+hex.EncodeToString(sum[:4]))
}

// storeState is what the disk copy holds, as far as this process knows:
// the shard count and each shard that could be read, by index.
type storeState struct {
	count  int
	shards map[int]*shardState
}

type shardState struct {
	// held is what the shard file holds by doc path; body names the body
	// file it goes with.
	held map[string]*parsedDoc
	body string
	// bodyBad: the body file could not be read, so it is written anew
	// even if the records are unchanged.
	bodyBad bool
}

// bodyRef is where a doc's HTML lies: the index-th HTML of a body file.
type bodyRef struct {
	file  string
	index int
}

// bodyPlaced is a doc's HTML written to a body file, for the parse cache
// to record once the write is done.
type bodyPlaced struct {
	doc *parsedDoc
	at  *bodyRef
}

// bodyName names the body file of docs (sorted by path) by their paths
// and content hashes.
func bodyName(docs []string, held map[string]*parsedDoc) string {
	h := sha256.New()
	for _, k := range docs {
		h.Write([]byte(k + "\x00"))
		h.Write(held[k].contentSum[:])
	}
	return "body-" + hex.EncodeToString(h.Sum(nil)[:16])
}

// shardCount is how many shards docs are split into: a power of two, so
// that a site growing past one changes it seldom (and then every shard is
// written anew once).
func shardCount(docs int) int {
	n := 1
	for n < maxShards && n*shardDocs < docs {
		n *= 2
	}
	return n
}

// shardOf is FNV-1a of the doc's path, modulo count.
func shardOf(display string, count int) int { return int(files.FNV32a(display) % uint32(count)) }

// shardName names shard i of count: "shard-16-0a".
func shardName(count, i int) string { return fmt.Sprintf("shard-%d-%02x", count, i) }

// readStore reads the shard files the store's manifest names (not their
// bodies), on every core.
func readStore(dir string) (map[string]*parsedDoc, storeState) {
	return readStoreOn(dir, parallel.ForEach)
}

// readStoreOn is readStore with each shard read by forEach.
func readStoreOn(dir string, forEach func(context.Context, int, func(int) error) error) (map[string]*parsedDoc, storeState) {
	st := storeState{shards: map[int]*shardState{}}
	if dir == "" {
		return map[string]*parsedDoc{}, st
	}
	var names []string
	for _, name := range files.StoreFiles(dir) {
		if strings.HasPrefix(name, "shard-") {
			names = append(names, name)
		}
	}
	read := make([]*cachepb.DocShard, len(names))
	held := make([]map[string]*parsedDoc, len(names))
	forEach(context.Background(), len(names), func(i int) error {
		read[i], held[i] = readShard(dir, names[i])
		return nil
	})
	n := 0
	for i, shard := range read {
		// One count is the store's: the first shard read says which.
		if shard == nil || st.count != 0 && int(shard.Count) != st.count {
			continue
		}
		st.count = int(shard.Count)
		st.shards[int(shard.Index)] = &shardState{held: held[i], body: shard.Body}
		n += len(held[i])
	}
	entries := make(map[string]*parsedDoc, n)
	for _, shard := range st.shards {
		maps.Copy(entries, shard.held)
	}
	return entries, st
}

// readShard reads one shard file; nil when it is missing, damaged, or
// not the shard its name says.
func readShard(dir, name string) (*cachepb.DocShard, map[string]*parsedDoc) {
	var shard cachepb.DocShard
	if files.ReadMessage(filepath.Join(dir, name), &shard) != nil {
		return nil, nil
	}
	count, index := int(shard.Count), int(shard.Index)
	if count < 1 || count > maxShards || index >= count || name != shardName(count, index) {
		return nil, nil
	}
	held := make(map[string]*parsedDoc, len(shard.Docs))
	docs := make([]parsedDoc, len(shard.Docs)) // one allocation, not one a doc
	refs := make([]bodyRef, len(shard.Docs))
	for i, m := range shard.Docs {
		p := &docs[i]
		if shardOf(m.Path, count) != index || !p.fromProto(m) {
			return nil, nil
		}
		// Written sorted by path: the body file holds the HTML in that order.
		refs[i] = bodyRef{file: shard.Body, index: i}
		p.body = &refs[i]
		held[m.Path] = p
	}
	return &shard, held
}

// bodies reads body files for the HTML that is not in memory, each file
// once.
type bodies struct {
	dir   string
	mu    sync.Mutex
	files map[string]*bodyFile
}

type bodyFile struct {
	once sync.Once
	html [][]byte // nil when the file could not be used
}

func newBodies(dir string) *bodies { return &bodies{dir: dir, files: map[string]*bodyFile{}} }

// html is a doc's HTML: in memory, else from the body file, unless that
// file is missing or damaged.
func (b *bodies) html(p *parsedDoc) (string, bool) {
	return b.at(p.html, p.contentSum, p.body)
}

func (b *bodies) at(html string, sum [sha256.Size]byte, ref *bodyRef) (string, bool) {
	if html != "" || sum == emptySum {
		return html, true
	}
	if ref == nil || b.dir == "" {
		return "", false
	}
	b.mu.Lock()
	f := b.files[ref.file]
	if f == nil {
		f = &bodyFile{}
		b.files[ref.file] = f
	}
	b.mu.Unlock()
	f.once.Do(func() { f.html = readBodies(filepath.Join(b.dir, ref.file)) })
	if ref.index >= len(f.html) {
		return "", false
	}
	// The HTML shares the decoded bytes, which nothing writes again:
	// copying a site's HTML would cost more than reading it.
	h := f.html[ref.index]
	return unsafe.String(unsafe.SliceData(h), len(h)), true
}

var emptySum = sha256.Sum256(nil)

// readBodies reads a body file (a cachepb.DocBodies): nil when it is
// missing or damaged. Its HTML fields are walked with protowire, which
// leaves them in the file's bytes: proto.Unmarshal would copy them, which
// cost a Load reading every body of 10,000 docs 40% more CPU (bench/caches).
func readBodies(file string) [][]byte {
	body, err := files.ReadSealed(file)
	if err != nil {
		return nil
	}
	var html [][]byte
	err = files.Messages(body, func(m []byte) error {
		for len(m) > 0 {
			num, typ, n := protowire.ConsumeTag(m)
			if n < 0 || num != 1 || typ != protowire.BytesType {
				return files.ErrDamaged
			}
			h, k := protowire.ConsumeBytes(m[n:])
			if k < 0 {
				return files.ErrDamaged
			}
			html = append(html, h)
			m = m[n+k:]
		}
		return nil
	})
	if err != nil {
		return nil
	}
	return html
}

// writeStore brings dir up to date with entries: a shard whose docs or
// parses changed gets a new shard file, and a new body file if their HTML
// changed too (the body first, so that a shard file never names a body
// file that is not there yet); then the manifest names the live files,
// and the others go. It returns what the disk holds after, and where it
// put HTML that was in memory.
func writeStore(dir string, entries map[string]*parsedDoc, st storeState) (storeState, []bodyPlaced) {
	if dir == "" {
		return st, nil
	}
	count := shardCount(len(entries))
	want := make([]map[string]*parsedDoc, count) // named once each, not once a doc
	for k, p := range entries {
		i := shardOf(k, count)
		if want[i] == nil {
			want[i] = make(map[string]*parsedDoc, 2*len(entries)/count)
		}
		want[i][k] = p
	}
	after := storeState{count: count, shards: map[int]*shardState{}}
	var changed []int
	for i, held := range want {
		old := st.shards[i]
		if held == nil {
			continue
		}
		if st.count == count && old != nil && !old.bodyBad && sameEntries(old.held, held) {
			after.shards[i] = old
		} else {
			changed = append(changed, i)
		}
	}
	if len(changed) == 0 && len(after.shards) == len(st.shards) && st.count == count {
		return after, nil // nothing to write, nothing gone
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return st, nil
	}
	var mu sync.Mutex
	var placed []bodyPlaced
	old := newBodies(dir)
	parallel.ForEach(context.Background(), len(changed), func(j int) error {
		i := changed[j]
		var prev *shardState
		if st.count == count {
			prev = st.shards[i]
		}
		shard, at, err := writeShard(dir, count, i, want[i], prev, old)
		mu.Lock()
		defer mu.Unlock()
		if err == nil {
			after.shards[i] = shard
			placed = append(placed, at...)
		}
		return nil
	})
	var live []string
	for i, shard := range after.shards {
		live = append(live, shardName(count, i), shard.body)
	}
	if files.CommitStore(dir, live) != nil {
		return storeState{}, placed
	}
	return after, placed
}

// sameEntries reports whether two shards hold the same parses (kept
// parses are shared, so comparing them by identity is enough).
func sameEntries(a, b map[string]*parsedDoc) bool {
	if len(a) != len(b) {
		return false
	}
	for k, p := range a {
		if b[k] != p {
			return false
		}
	}
	return true
}

// writeShard writes one shard's files: the body file only when its docs'
// HTML differs from what the old one holds. A doc whose HTML is neither
// in memory nor readable is left out (and parsed again next time).
func writeShard(dir string, count, index int, held map[string]*parsedDoc, prev *shardState, old *bodies) (*shardState, []bodyPlaced, error) {
	docs := slices.Sorted(maps.Keys(held))
	st := &shardState{held: held, body: bodyName(docs, held)}
	if prev == nil || prev.bodyBad || prev.body != st.body {
		bodies := &cachepb.DocBodies{Html: make([][]byte, 0, len(docs))}
		kept := docs[:0:0]
		for _, k := range docs {
			if s, ok := old.html(held[k]); ok {
				bodies.Html = append(bodies.Html, unsafe.Slice(unsafe.StringData(s), len(s)))
				kept = append(kept, k)
			}
		}
		if len(kept) < len(docs) {
			st.held = make(map[string]*parsedDoc, len(kept))
			for _, k := range kept {
				st.held[k] = held[k]
			}
			docs = kept
			st.body = bodyName(docs, held)
		}
		if err := files.WriteMessage(filepath.Join(dir, st.body), bodies, 0o600); err != nil {
			return nil, nil, err
		}
	}
	var placed []bodyPlaced
	shard := &cachepb.DocShard{Count: uint32(count), Index: uint32(index), Body: st.body, Docs: make([]*cachepb.DocParse, len(docs))}
	for i, k := range docs {
		p := held[k]
		if at := (bodyRef{file: st.body, index: i}); p.body == nil || *p.body != at {
			placed = append(placed, bodyPlaced{doc: p, at: &at})
		}
		shard.Docs[i] = p.toProto(k)
	}
	if err := files.WriteMessage(filepath.Join(dir, shardName(count, index)), shard, 0o600); err != nil {
		return nil, nil, err
	}
	return st, placed, nil
}
