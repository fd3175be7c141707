package docs

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// The parse cache's disk copy: the site's cache folder
// (node_modules/.cache/folio, beside the core's build cache) holds a
// folder per docs folder, and in it the parses split by path into shards
// of about shardDocs docs each (at most maxShards), so that a build that
// parsed one doc again rewrites one shard and a build that reuses every
// parse reads a few files. A shard is two files: "shard-…" holds each
// doc's record (key, source stamp, title, table of contents, links,
// files, front matter, content hash), which every Load reads, and
// "body-…" the docs' HTML (most of the bytes), which a Load reads only for
// a doc whose route the core does not hold already. Each file names the
// folio binary that wrote it (another binary ignores it) and ends with a
// CRC of its bytes; a record names its body file by a hash of the docs'
// paths and content hashes, which the body file repeats, so a body file
// left from another write is not taken for this one's. A file that is
// missing, stale, truncated or corrupt only costs parsing its docs again.
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
// each shard by its record file's name (nil when it could not be used).
type storeState map[string]*shardState

type shardState struct {
	// held is what the record file holds by doc path; bodyID names the
	// body file it goes with (bodyIDOf).
	held   map[string]*parsedDoc
	bodyID [16]byte
	// bodyBad: the body file could not be read, so it is written anew
	// even if the records are unchanged.
	bodyBad bool
}

// bodyRef is where a doc's HTML lies: the index-th string of a body file
// whose id is id.
type bodyRef struct {
	file  string
	id    [16]byte
	index int
}

// bodyPlaced is a doc's HTML written to a body file, for the parse cache
// to record once the write is done.
type bodyPlaced struct {
	doc *parsedDoc
	at  *bodyRef
}

// bodyName is the body file that goes with a record file.
func bodyName(shard string) string { return "body-" + strings.TrimPrefix(shard, "shard-") }

// bodyIDOf names the bodies of docs (sorted by path): a body file with
// another id holds other HTML.
func bodyIDOf(docs []string, held map[string]*parsedDoc) [16]byte {
	h := sha256.New()
	for _, k := range docs {
		h.Write([]byte(k + "\x00"))
		h.Write(held[k].contentSum[:])
	}
	var id [16]byte
	copy(id[:], h.Sum(nil))
	return id
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

// parseShardName reads a name of shardName's.
func parseShardName(name string) (count, i int, ok bool) {
	rest, ok := strings.CutPrefix(name, "shard-")
	c, x, ok2 := strings.Cut(rest, "-")
	if !ok || !ok2 {
		return 0, 0, false
	}
	n, err1 := strconv.Atoi(c)
	s, err2 := strconv.ParseUint(x, 16, 16)
	if err1 != nil || err2 != nil || n < 1 || n > maxShards || int(s) >= n || shardName(n, int(s)) != name {
		return 0, 0, false
	}
	return n, int(s), true
}

// tool names the binary, so that another folio's parses are not used (a
// variable, so that a test can play another binary).
var tool = files.StoreID

// readStore reads the record file of every shard of dir (not its body).
func readStore(dir string) (map[string]*parsedDoc, storeState) {
	st := storeState{}
	entries := map[string]*parsedDoc{}
	if dir == "" {
		return entries, st
	}
	names, _ := os.ReadDir(dir)
	var shards []string
	for _, e := range names {
		name := e.Name()
		if body, ok := strings.CutPrefix(name, "body-"); ok {
			name = "shard-" + body // a body file alone is known, so that it is removed
		}
		if _, _, ok := parseShardName(name); ok {
			if name == e.Name() {
				shards = append(shards, name)
			}
			st[name] = nil
		} else if strings.HasSuffix(name, ".tmp") {
			// Left by a process stopped between writing and renaming.
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 10*time.Minute {
				os.Remove(filepath.Join(dir, name))
			}
		}
	}
	read := make([]*shardState, len(shards))
	parallel.ForEach(context.Background(), len(shards), func(i int) error {
		read[i], _ = readShard(dir, shards[i])
		return nil
	})
	n := 0
	for _, shard := range read {
		if shard != nil {
			n += len(shard.held)
		}
	}
	entries = make(map[string]*parsedDoc, n)
	for i, shard := range read {
		if shard != nil {
			st[shards[i]] = shard
			maps.Copy(entries, shard.held)
		}
	}
	return entries, st
}

var errCorrupt = errors.New("corrupt parse cache")

// readFile reads one of the store's files and checks its CRC and that
// this binary wrote it; it returns a reader past that header.
func readFile(dir, name string) (*reader, error) {
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	if len(b) < 4 || files.Checksum(b[:len(b)-4]) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, errCorrupt
	}
	r := &reader{b: b[:len(b)-4]}
	if r.str() != tool() {
		return nil, errCorrupt
	}
	return r, nil
}

func readShard(dir, name string) (*shardState, error) {
	count, shard, _ := parseShardName(name)
	r, err := readFile(dir, name)
	if err != nil {
		return nil, err
	}
	st := &shardState{}
	r.bytes(st.bodyID[:])
	n := r.count()
	if r.err != nil {
		return nil, errCorrupt
	}
	st.held = make(map[string]*parsedDoc, n)
	refs := make([]bodyRef, n)
	docs := make([]parsedDoc, n) // one allocation, not one a doc
	body := bodyName(name)
	for i := range n {
		display := r.str()
		p := &docs[i]
		r.entry(p)
		if r.err != nil || shardOf(display, count) != shard {
			return nil, errCorrupt
		}
		// Written sorted by path: the body file holds the HTML in that order.
		refs[i] = bodyRef{file: body, id: st.bodyID, index: i}
		p.body = &refs[i]
		st.held[display] = p
	}
	if r.err != nil || len(r.b) != 0 {
		return nil, errCorrupt
	}
	return st, nil
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
	id   [16]byte
	html []string // nil when the file could not be used
}

func newBodies(dir string) *bodies { return &bodies{dir: dir, files: map[string]*bodyFile{}} }

// html is a doc's HTML: in memory, else from the body file, unless that
// file is missing, corrupt or holds other HTML.
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
	f.once.Do(func() { f.id, f.html = readBody(b.dir, ref.file) })
	if f.html == nil || f.id != ref.id || ref.index >= len(f.html) {
		return "", false
	}
	return f.html[ref.index], true
}

var emptySum = sha256.Sum256(nil)

func readBody(dir, name string) (id [16]byte, html []string) {
	r, err := readFile(dir, name)
	if err != nil {
		return id, nil
	}
	r.bytes(id[:])
	html = make([]string, r.count())
	for i := range html {
		html[i] = r.str()
	}
	if r.err != nil || len(r.b) != 0 {
		return id, nil
	}
	return id, html
}

// writeStore brings dir up to date with entries: a shard whose docs or
// parses changed gets a new record file, and a new body file if their
// HTML changed too (each written to a temporary file, then renamed over
// the old one; the body first, so that a record file never names a body
// file that is not there yet); a shard no longer wanted is removed, the
// others are left alone. It returns what the disk holds after, and where
// it put HTML that was in memory.
func writeStore(dir string, entries map[string]*parsedDoc, st storeState) (storeState, []bodyPlaced) {
	if dir == "" {
		return st, nil
	}
	count := shardCount(len(entries))
	shards := make([]map[string]*parsedDoc, count) // named once each, not once a doc
	for k, p := range entries {
		i := shardOf(k, count)
		if shards[i] == nil {
			shards[i] = make(map[string]*parsedDoc, 2*len(entries)/count)
		}
		shards[i][k] = p
	}
	want := make(map[string]map[string]*parsedDoc, count)
	for i, held := range shards {
		if held != nil {
			want[shardName(count, i)] = held
		}
	}
	after := storeState{}
	// Shards no longer wanted go last: when the count changed, the new
	// shards take their docs' HTML from the old body files.
	defer func() {
		for name := range st {
			if want[name] != nil {
				continue
			}
			for _, f := range []string{name, bodyName(name)} {
				if err := os.Remove(filepath.Join(dir, f)); err != nil && !errors.Is(err, fs.ErrNotExist) {
					after[name] = nil // still there: try again next time
				}
			}
		}
	}()
	var names []string
	for name, held := range want {
		if old := st[name]; old != nil && !old.bodyBad && sameEntries(old.held, held) {
			after[name] = old
		} else {
			names = append(names, name)
		}
	}
	if len(names) == 0 || os.MkdirAll(dir, 0o755) != nil {
		return after, nil
	}
	var mu sync.Mutex
	var placed []bodyPlaced
	old := newBodies(dir)
	parallel.ForEach(context.Background(), len(names), func(i int) error {
		shard, at, err := writeShard(dir, names[i], want[names[i]], st[names[i]], old)
		mu.Lock()
		defer mu.Unlock()
		if err == nil {
			after[names[i]] = shard
			placed = append(placed, at...)
		} else if _, ok := st[names[i]]; ok {
			after[names[i]] = nil // an old file may be left
		}
		return nil
	})
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
func writeShard(dir, name string, held map[string]*parsedDoc, prev *shardState, old *bodies) (*shardState, []bodyPlaced, error) {
	docs := slices.Sorted(maps.Keys(held))
	st := &shardState{held: held, bodyID: bodyIDOf(docs, held)}
	body := bodyName(name)
	var placed []bodyPlaced
	if prev == nil || prev.bodyBad || prev.bodyID != st.bodyID {
		html := make([]string, 0, len(docs))
		kept := docs[:0:0]
		for _, k := range docs {
			if s, ok := old.html(held[k]); ok {
				html = append(html, s)
				kept = append(kept, k)
			}
		}
		if len(kept) < len(docs) {
			st.held = make(map[string]*parsedDoc, len(kept))
			for _, k := range kept {
				st.held[k] = held[k]
			}
			docs = kept
			st.bodyID = bodyIDOf(docs, held)
		}
		size := 64 + len(tool())
		for _, s := range html {
			size += len(s) + binary.MaxVarintLen64
		}
		w := newWriter(size, st.bodyID, len(html))
		for _, s := range html {
			w.str(s)
		}
		if err := w.write(dir, body); err != nil {
			return nil, nil, err
		}
	}
	for i, k := range docs {
		p := held[k]
		if at := (bodyRef{file: body, id: st.bodyID, index: i}); p.body == nil || *p.body != at {
			placed = append(placed, bodyPlaced{doc: p, at: &at})
		}
	}
	w := newWriter(64+len(tool())+len(docs)*512, st.bodyID, len(docs))
	for _, k := range docs {
		w.str(k)
		w.entry(held[k])
	}
	if err := w.write(dir, name); err != nil {
		return nil, nil, err
	}
	return st, placed, nil
}

// newWriter starts a file of about size bytes: the header readFile
// checks, the shard's body id and how many docs follow.
func newWriter(size int, bodyID [16]byte, docs int) *writer {
	w := &writer{b: make([]byte, 0, size)}
	w.str(tool())
	w.b = append(w.b, bodyID[:]...)
	w.uint(uint64(docs))
	return w
}

// write ends the file with its CRC and puts it in place.
func (w *writer) write(dir, name string) error {
	w.b = binary.LittleEndian.AppendUint32(w.b, files.Checksum(w.b))
	return files.WriteAtomic(filepath.Join(dir, name), w.b, 0o600)
}

// writer and reader are the shard format: unsigned varints, strings as a
// length and bytes.
type writer struct{ b []byte }

func (w *writer) uint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }
func (w *writer) int(v int)     { w.int64(int64(v)) }
func (w *writer) int64(v int64) { w.b = binary.AppendVarint(w.b, v) }
func (w *writer) str(s string)  { w.uint(uint64(len(s))); w.b = append(w.b, s...) }

func (w *writer) bool(v bool) {
	if v {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

func (w *writer) entry(p *parsedDoc) {
	w.b = append(w.b, p.key[:]...)
	w.b = append(w.b, p.srcSum[:]...)
	w.bool(p.stamp.ok)
	w.int64(p.stamp.size)
	w.int64(p.stamp.mtime)
	w.int64(p.stamp.ctime)
	w.str(p.title)
	w.bool(p.syntheticTitle)
	w.bool(p.hideTOC)
	w.str(p.description)
	w.b = append(w.b, p.contentSum[:]...)
	w.b = p.toc.appendTo(w.b)
	w.uint(uint64(len(p.brokenLinks)))
	for _, l := range p.brokenLinks {
		w.str(l.URL)
		w.int(l.Line)
		w.int(l.Column)
	}
	w.uint(uint64(len(p.links)))
	for _, l := range p.links {
		w.str(l.target)
		w.str(l.url)
		w.bool(l.ok)
	}
	w.uint(uint64(len(p.assets)))
	for _, a := range p.assets {
		w.str(a.file)
		w.str(a.url)
	}
	w.str(p.fmText)
	w.frontMatter(&p.fm)
	w.b = append(w.b, p.route.key[:]...)
	w.str(p.route.digest)
}

// frontMatter writes every field of frontMatter (a test fills each one
// and reads it back).
func (w *writer) frontMatter(fm *frontMatter) {
	w.str(fm.ID)
	w.str(fm.SidebarLabel)
	w.bool(fm.SidebarPosition != nil)
	if fm.SidebarPosition != nil {
		w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(*fm.SidebarPosition))
	}
	w.str(fm.SidebarClassName)
	w.bool(fm.Slug != nil)
	if fm.Slug != nil {
		w.str(*fm.Slug)
	}
	for _, r := range []optionalRef{fm.PaginationPrev, fm.PaginationNext, fm.CustomEditURL} {
		w.bool(r.Set)
		w.bool(r.Null)
		w.str(r.Value)
	}
	w.str(fm.PaginationLabel)
	w.bool(fm.Unlisted)
	w.bool(fm.Draft)
}

func (w *writer) toc(items []mdpage.TOCItem) {
	w.uint(uint64(len(items)))
	for _, it := range items {
		w.str(it.Value)
		w.str(it.ID)
		w.int(it.Level)
		w.toc(it.Children)
	}
}

type reader struct {
	b   []byte
	err error
}

func (r *reader) fail() { r.err, r.b = errCorrupt, nil }

func (r *reader) uint() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) int() int { return int(r.int64()) }

func (r *reader) int64() int64 {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return v
}

// bytes fills dst from the next len(dst) bytes.
func (r *reader) bytes(dst []byte) {
	if len(r.b) < len(dst) {
		r.fail()
		return
	}
	copy(dst, r.b)
	r.b = r.b[len(dst):]
}

// count reads a list's length, which cannot exceed the bytes left.
func (r *reader) count() int {
	n := r.uint()
	if n > uint64(len(r.b)) {
		r.fail()
		return 0
	}
	return int(n)
}

// str returns a string that shares the file's bytes: a body file's
// strings are most of its size, and copying its HTML would cost more than
// reading it. The bytes are never written again.
func (r *reader) str() string {
	n := r.count()
	if n == 0 {
		return ""
	}
	s := unsafe.String(&r.b[0], n)
	r.b = r.b[n:]
	return s
}

func (r *reader) bool() bool {
	if len(r.b) == 0 || r.b[0] > 1 {
		r.fail()
		return false
	}
	v := r.b[0] == 1
	r.b = r.b[1:]
	return v
}

func (r *reader) entry(p *parsedDoc) {
	r.bytes(p.key[:])
	r.bytes(p.srcSum[:])
	p.stamp.ok = r.bool()
	p.stamp.size, p.stamp.mtime, p.stamp.ctime = r.int64(), r.int64(), r.int64()
	p.title = r.str()
	p.syntheticTitle = r.bool()
	p.hideTOC = r.bool()
	p.description = r.str()
	r.bytes(p.contentSum[:])
	p.toc = r.encodedTOC()
	if n := r.count(); n > 0 {
		p.brokenLinks = make([]markdown.Link, n)
		for i := range p.brokenLinks {
			p.brokenLinks[i] = markdown.Link{URL: r.str(), Line: r.int(), Column: r.int()}
		}
	}
	if n := r.count(); n > 0 {
		p.links = make([]linkUse, n)
		for i := range p.links {
			p.links[i] = linkUse{target: r.str(), url: r.str(), ok: r.bool()}
		}
	}
	if n := r.count(); n > 0 {
		p.assets = make([]assetUse, n)
		for i := range p.assets {
			p.assets[i] = assetUse{file: r.str(), url: r.str()}
		}
	}
	p.fmText = r.str()
	r.frontMatter(&p.fm)
	r.bytes(p.route.key[:])
	p.route.digest = r.str()
}

func (r *reader) frontMatter(fm *frontMatter) {
	fm.ID = r.str()
	fm.SidebarLabel = r.str()
	if r.bool() {
		if len(r.b) < 8 {
			r.fail()
			return
		}
		f := math.Float64frombits(binary.LittleEndian.Uint64(r.b))
		r.b = r.b[8:]
		fm.SidebarPosition = &f
	}
	fm.SidebarClassName = r.str()
	if r.bool() {
		s := r.str()
		fm.Slug = &s
	}
	for _, ref := range []*optionalRef{&fm.PaginationPrev, &fm.PaginationNext, &fm.CustomEditURL} {
		ref.Set = r.bool()
		ref.Null = r.bool()
		ref.Value = r.str()
	}
	fm.PaginationLabel = r.str()
	fm.Unlisted = r.bool()
	fm.Draft = r.bool()
}

// toc reads a table of contents; an empty one is an empty list, as
// mdpage.TOC makes it.
func (r *reader) toc(depth int) []mdpage.TOCItem {
	n := r.count()
	if depth > 8 {
		r.fail()
		return nil
	}
	items := make([]mdpage.TOCItem, n)
	for i := range items {
		items[i] = mdpage.TOCItem{Value: r.str(), ID: r.str(), Level: r.int(), Children: r.toc(depth + 1)}
		if r.err != nil {
			return nil
		}
	}
	return items
}
