package docs

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
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
// folder per docs folder, and in it the parses split by path into shard
// files of about shardDocs docs each (at most maxShards files), so that a
// build that parsed one doc again rewrites one small file and a build that
// reuses every parse reads a few files. Each file names the folio binary
// that wrote it (another binary ignores it) and ends with a CRC of its
// bytes; a file that is missing, stale, truncated or corrupt only costs
// parsing its docs again.
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
// each shard file by name, with what it holds by doc path (nil when it
// could not be used).
type storeState map[string]map[string]*parsedDoc

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

func shardOf(display string, count int) int {
	h := fnv.New32a()
	h.Write([]byte(display))
	return int(h.Sum32() % uint32(count))
}

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
var tool = sync.OnceValue(files.ExecutableStamp)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// readStore reads every usable shard of dir.
func readStore(dir string) (map[string]*parsedDoc, storeState) {
	st := storeState{}
	entries := map[string]*parsedDoc{}
	if dir == "" {
		return entries, st
	}
	names, _ := os.ReadDir(dir)
	var shards []string
	for _, e := range names {
		if _, _, ok := parseShardName(e.Name()); ok {
			st[e.Name()] = nil
			shards = append(shards, e.Name())
		} else if strings.HasSuffix(e.Name(), ".tmp") {
			// Left by a process stopped between writing and renaming.
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 10*time.Minute {
				os.Remove(filepath.Join(dir, e.Name()))
			}
		}
	}
	var mu sync.Mutex
	parallel.ForEach(context.Background(), len(shards), func(i int) error {
		held, err := readShard(dir, shards[i])
		if err != nil {
			return nil
		}
		mu.Lock()
		defer mu.Unlock()
		st[shards[i]] = held
		for k, p := range held {
			entries[k] = p
		}
		return nil
	})
	return entries, st
}

var errCorrupt = errors.New("corrupt parse cache")

func readShard(dir, name string) (map[string]*parsedDoc, error) {
	count, shard, _ := parseShardName(name)
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	if len(b) < 4 || crc32.Checksum(b[:len(b)-4], castagnoli) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, errCorrupt
	}
	r := &reader{b: b[:len(b)-4]}
	if r.str() != parseCacheVersion || r.str() != tool() {
		return nil, errCorrupt
	}
	n := r.uint()
	if r.err != nil || n > uint64(len(r.b)) {
		return nil, errCorrupt
	}
	held := make(map[string]*parsedDoc, n)
	for range n {
		display := r.str()
		p := r.entry()
		if r.err != nil || shardOf(display, count) != shard {
			return nil, errCorrupt
		}
		held[display] = p
	}
	if r.err != nil || len(r.b) != 0 {
		return nil, errCorrupt
	}
	return held, nil
}

// writeStore brings dir up to date with entries: a shard whose docs or
// parses changed is written anew (to a temporary file, then renamed over
// the old one), a shard file no longer wanted is removed, the others are
// left alone. It returns what the disk holds after.
func writeStore(dir string, entries map[string]*parsedDoc, st storeState) storeState {
	if dir == "" {
		return st
	}
	count := shardCount(len(entries))
	want := map[string]map[string]*parsedDoc{}
	for k, p := range entries {
		name := shardName(count, shardOf(k, count))
		if want[name] == nil {
			want[name] = map[string]*parsedDoc{}
		}
		want[name][k] = p
	}
	after := storeState{}
	for name := range st {
		if want[name] == nil {
			if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				after[name] = nil // still there: try again next time
			}
		}
	}
	var names []string
	for name, held := range want {
		if old, ok := st[name]; ok && old != nil && sameEntries(old, held) {
			after[name] = old
		} else {
			names = append(names, name)
		}
	}
	if len(names) == 0 || os.MkdirAll(dir, 0o755) != nil {
		return after
	}
	var mu sync.Mutex
	parallel.ForEach(context.Background(), len(names), func(i int) error {
		err := writeShard(dir, names[i], want[names[i]])
		mu.Lock()
		defer mu.Unlock()
		if err == nil {
			after[names[i]] = want[names[i]]
		} else if _, ok := st[names[i]]; ok {
			after[names[i]] = nil // an old file may be left
		}
		return nil
	})
	return after
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

func writeShard(dir, name string, held map[string]*parsedDoc) error {
	size := 64 + len(parseCacheVersion) + len(tool())
	for k, p := range held {
		size += len(k) + len(p.html) + len(p.title) + len(p.description) + 256
	}
	w := &writer{b: make([]byte, 0, size)}
	w.str(parseCacheVersion)
	w.str(tool())
	w.uint(uint64(len(held)))
	for _, k := range slices.Sorted(maps.Keys(held)) {
		w.str(k)
		w.entry(held[k])
	}
	w.b = binary.LittleEndian.AppendUint32(w.b, crc32.Checksum(w.b, castagnoli))
	return files.WriteAtomic(filepath.Join(dir, name), w.b, 0o600)
}

// writer and reader are the shard format: unsigned varints, strings as a
// length and bytes.
type writer struct{ b []byte }

func (w *writer) uint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }
func (w *writer) int(v int)     { w.b = binary.AppendVarint(w.b, int64(v)) }
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
	w.str(p.title)
	w.bool(p.syntheticTitle)
	w.bool(p.hideTOC)
	w.str(p.description)
	w.str(p.html)
	w.toc(p.toc)
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

func (r *reader) int() int {
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return int(v)
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

// str returns a string that shares the file's bytes: a shard's strings
// are most of its size, and copying 100 MB of HTML on a warm build of a
// large site would cost more than reading it. The bytes are never
// written again.
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

func (r *reader) entry() *parsedDoc {
	p := &parsedDoc{}
	if len(r.b) < len(p.key) {
		r.fail()
		return p
	}
	copy(p.key[:], r.b)
	r.b = r.b[len(p.key):]
	p.title = r.str()
	p.syntheticTitle = r.bool()
	p.hideTOC = r.bool()
	p.description = r.str()
	p.html = r.str()
	p.toc = r.toc(0)
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
	return p
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
