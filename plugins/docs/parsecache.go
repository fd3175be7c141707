package docs

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// parseCache keeps each doc's parse between Loads, in memory for the
// Loads of one plugin process (`folio dev`) and on disk for the next
// process (`folio build` is a new process each time; parsestore.go). A
// kept parse is used only when a fresh parse would give the same bytes:
//
//   - the key hashes the doc's source and path with every setting the
//     pipeline reads (the site folder, the base URL, the TOC levels);
//   - the parse's relative links to other docs are recorded with what
//     they resolved to, and resolved again against this Load's docs: a
//     doc is parsed again only when one of its own links now points
//     elsewhere (or starts or stops resolving), not whenever any doc of
//     the site was added, renamed or moved;
//   - the files it references are recorded with the URLs they got, which
//     carry a hash of their content: a changed image is a new parse;
//   - a parse that gave warnings is not kept, since a warning may be about
//     a file that is missing and can appear before the next Load.
//
// A kept parse also holds the digest its doc's route had, with a key of
// everything the route was made of (routeKey: the parse's fields and
// content hash, the doc's URL and front matter fields, its place in the
// sidebar, its previous/next links, its edit URL): a route whose key is
// unchanged takes that digest, and its data is not encoded unless the core
// lacks its body.
type parseCache struct {
	// dir is the folder the disk copy lives in ("" keeps none).
	dir string
	// entries are the parses the last Load kept (or the disk held), by
	// the doc's site-relative path. They are read, never changed, while a
	// Load parses.
	entries map[string]*parsedDoc
	// disk is what the disk copy holds, shard by shard (parsestore.go),
	// once writing (when not nil) is closed.
	disk    storeState
	writing chan struct{}
	// loaded is closed once begin's read of the disk copy is done: the
	// Load lists and stats the docs meanwhile.
	loaded chan struct{}
	// early is the disk copy read before the first Load (prefetch), for
	// the first begin to take if it is that Load's.
	early *earlyRead

	mu   sync.Mutex
	next map[string]*parsedDoc // this Load's
	// placed is where the last write put HTML that was in memory, to be
	// recorded once it is done (wait).
	placed []bodyPlaced
	// reused counts the docs of this Load whose kept parse was used, read
	// the source files it read.
	reused, read atomic.Int64
	// routesKept counts the routes whose digest was their memo's.
	routesKept atomic.Int64
}

type parsedDoc struct {
	key [sha256.Size]byte
	// srcSum and stamp are the source's hash and its file's stamp when it
	// was read: a doc whose file has the same stamp is not read again.
	srcSum         [sha256.Size]byte
	stamp          fileStamp
	title          string
	syntheticTitle bool
	hideTOC        bool
	description    string
	// contentSum is html's SHA-256, which the route's digest is made
	// with. html is in memory from the parse until the store holds it;
	// then body says where (a Load reads it only for a route the core does
	// not hold, and `folio dev` does not keep every doc's HTML in memory).
	contentSum  [sha256.Size]byte
	html        string
	body        *bodyRef
	toc         encodedTOC
	brokenLinks []markdown.Link
	// links are the parse's calls to the link resolver, in order.
	links []linkUse
	// assets are the files the doc references with the URL each got.
	assets []assetUse
	// fmText is the doc's front matter as written, fm what it decodes to.
	fmText string
	fm     frontMatter
	// route is the digest of the doc's route when it was last made, with
	// what it was made of.
	route routeMemo
}

// fmBytes is the front matter's text as frontMatterText gives it,
// sharing fmText's bytes (not copying them for each of 10,000 docs):
// front matter text is only ever read.
func (p *parsedDoc) fmBytes() []byte {
	if p.fmText == "" {
		return nil
	}
	return unsafe.Slice(unsafe.StringData(p.fmText), len(p.fmText))
}

type linkUse struct {
	target, url string
	ok          bool
}

type assetUse struct{ file, url string }

// parseEnv is what every doc's parse in one Load shares.
type parseEnv struct {
	md     *markdown.Pipeline
	links  *mdpage.FileLinks
	used   *linkLog
	assets *assetTable
	// check gives an asset's URL without recording the file for copying:
	// a kept parse that turns out stale must not add files to the output.
	check *assetTable
	// settings hashes the pipeline's settings (settingsKey).
	settings [sha256.Size]byte
}

// settingsKey hashes every setting a doc's parse depends on besides its
// own source and path, its links and its files.
func settingsKey(siteDir, baseURL string, tocMin, tocMax int, mdFormat string, magic []markdown.MagicComment) [sha256.Size]byte {
	if abs, err := filepath.Abs(siteDir); err == nil {
		siteDir = abs
	}
	magicJSON, _ := json.Marshal(magic)
	return sha256.Sum256([]byte(files.StoreID() + "\x00" + siteDir + "\x00" + baseURL + "\x00" +
		strconv.Itoa(tocMin) + "\x00" + strconv.Itoa(tocMax) + "\x00" + mdFormat + "\x00" + string(magicJSON)))
}

func docKey(d *doc, settings [sha256.Size]byte) [sha256.Size]byte {
	h := sha256.New()
	h.Write(settings[:])
	h.Write([]byte(d.Display + "\x00"))
	h.Write(d.srcSum[:])
	var key [sha256.Size]byte
	h.Sum(key[:0])
	return key
}

// begin starts a Load whose disk copy lives in dir: the first Load of a
// process (or one with another folder) takes the entries from there, read
// while the Load lists and stats its docs (ready waits for them; reading
// first cost a 10,000-doc Load the time of both).
func (c *parseCache) begin(dir string) {
	c.wait()
	loaded := make(chan struct{})
	c.loaded = loaded
	read := c.entries == nil || c.dir != dir
	c.dir = dir
	c.reused.Store(0)
	c.read.Store(0)
	c.routesKept.Store(0)
	if !read {
		c.next = make(map[string]*parsedDoc, len(c.entries))
		close(loaded)
		return
	}
	early := c.early
	c.early = nil
	go func() {
		defer close(loaded)
		if early.of(dir) {
			<-early.done
			c.entries, c.disk = early.entries, early.disk
		} else {
			c.entries, c.disk = readStore(dir)
		}
		c.next = make(map[string]*parsedDoc, len(c.entries))
	}()
}

// earlyRead is a disk copy read before a Load asked for it.
type earlyRead struct {
	dir     string // absolute
	done    chan struct{}
	entries map[string]*parsedDoc
	disk    storeState
}

// prefetch starts reading the disk copy that the first Load of a process
// started in siteDir will most likely read: the only store of docs parses
// in the site's cache. A `folio build` after an edit starts the plugin
// process and only then sends its Load (its request needs the core's
// record of the last build, read meanwhile): at 10,000 docs the store is 5
// MB, 30-40 ms of CPU to read, which this moves out of the Load. A site
// with two docs folders has two stores and gets no early read; a store
// that turns out not to be the Load's is dropped (begin reads its own).
func (c *parseCache) prefetch(siteDir string) {
	abs, err := filepath.Abs(siteDir)
	if err != nil {
		return
	}
	found, _ := filepath.Glob(filepath.Join(abs, "node_modules", ".cache", "folio", "docs-*"))
	if len(found) != 1 {
		return
	}
	e := &earlyRead{dir: found[0], done: make(chan struct{})}
	c.early = e
	go func() {
		defer close(e.done)
		// On one core: the process is starting, and its handshake and
		// the core's own start must not wait for the read.
		e.entries, e.disk = readStoreOn(e.dir, oneByOne)
	}()
}

// oneByOne calls fn for 0 to n-1 in order, in the calling goroutine.
func oneByOne(_ context.Context, n int, fn func(int) error) error {
	for i := range n {
		_ = fn(i) // readShard reports a bad shard by what it returns
	}
	return nil
}

// of reports whether the early read is of dir's store.
func (e *earlyRead) of(dir string) bool {
	if e == nil {
		return false
	}
	abs, err := filepath.Abs(dir)
	return err == nil && abs == e.dir
}

// ready returns once the entries begin reads are there.
func (c *parseCache) ready() {
	if c != nil && c.loaded != nil {
		<-c.loaded
	}
}

// unchanged returns the kept parse of a doc whose file has the stamp it
// had then: its source hash and front matter are the parse's.
func (c *parseCache) unchanged(display string, stamp fileStamp) *parsedDoc {
	if c == nil || !stamp.ok {
		return nil
	}
	if p := c.entries[display]; p != nil && p.stamp == stamp {
		return p
	}
	return nil
}

// readSource reads a doc's file, counting it.
func (c *parseCache) readSource(file string) ([]byte, error) {
	if c != nil {
		c.read.Add(1)
	}
	return os.ReadFile(file)
}

// frontMatter returns the decoded front matter of the doc's kept parse
// when its text is the same.
func (c *parseCache) frontMatter(display string, text []byte) (frontMatter, bool) {
	if c == nil {
		return frontMatter{}, false
	}
	if p := c.entries[display]; p != nil && p.fmText == string(text) {
		return p.fm, true
	}
	return frontMatter{}, false
}

// parse fills in d's parse, from the cache when a kept parse is still
// what parsing would give. It returns the parse to keep (nil for none),
// which the caller hands to keep.
func (c *parseCache) parse(d *doc, env *parseEnv) (*parsedDoc, error) {
	key := docKey(d, env.settings)
	p := c.entries[d.Display]
	if p != nil {
		// Its key says what it holds for, whatever the parse.
		d.route = p.route
	}
	if p != nil && p.key == key && p.stillValid(d, env) {
		d.Title, d.SyntheticTitle, d.Description = p.title, p.syntheticTitle, p.description
		d.HTML, d.contentSum, d.body = p.html, p.contentSum, p.body
		d.toc, d.HideTOC, d.BrokenLinks, d.Warnings = p.toc, p.hideTOC, p.brokenLinks, nil
		for _, a := range p.assets {
			if isReadMark(a.url) {
				env.assets.Read(a.file)
			} else {
				env.assets.URL(a.file)
			}
		}
		if d.stamp != (fileStamp{}) {
			d.Src = nil // read again should its HTML be lost; a generated doc's stays
		}
		if p.stamp != d.stamp {
			// The file was read (touched, or just written) and is the same:
			// the next Load need not read it.
			q := *p
			q.stamp = d.stamp
			p = &q
		}
		c.reused.Add(1)
		return p, nil
	}
	return c.fresh(d, env, key)
}

// fresh parses d and returns the parse to keep, when it may be used again.
func (c *parseCache) fresh(d *doc, env *parseEnv, key [sha256.Size]byte) (*parsedDoc, error) {
	same := true
	if d.Src == nil {
		// Its stamp said the file was unchanged, but the parse must be
		// made again (a link now resolves elsewhere, or its HTML is lost).
		src, err := c.readSource(d.File)
		if err != nil {
			return nil, err
		}
		// A file written since its stat: parse what is there now, but
		// keep nothing made from the front matter read before.
		same = sha256.Sum256(src) == d.srcSum
		d.Src = src
	}
	var used, read []string
	err := parseDoc(d, env.md, &used, &read)
	d.contentSum, d.body = sumString(d.HTML), nil
	links := env.used.take(d.Display)
	if err != nil || len(d.Warnings) > 0 || !same {
		return nil, err
	}
	p := &parsedDoc{
		key: key, srcSum: d.srcSum, stamp: d.stamp,
		title: d.Title, syntheticTitle: d.SyntheticTitle, description: d.Description,
		contentSum: d.contentSum, html: d.HTML,
		toc: d.toc, hideTOC: d.HideTOC, brokenLinks: d.BrokenLinks, links: links,
		fmText: string(d.rawFM.text), fm: d.FM,
		route: d.route,
	}
	for _, f := range used {
		p.assets = append(p.assets, assetUse{file: f, url: env.assets.URL(f)})
	}
	for _, f := range read {
		p.assets = append(p.assets, assetUse{file: f, url: readMark(f)})
	}
	return p, nil
}

// reparse parses d again, when its kept parse's HTML cannot be read.
func (c *parseCache) reparse(d *doc, env *parseEnv) error {
	p, err := c.fresh(d, env, docKey(d, env.settings))
	if p != nil {
		c.keep(d.Display, p)
	}
	return err
}

// bodyLost records that a body file could not be read, so that the next
// write puts its shard's HTML there again.
func (c *parseCache) bodyLost(file string) {
	for _, st := range c.disk.shards {
		if st.body == file {
			st.bodyBad = true
		}
	}
}

// sumString is the SHA-256 of s, without copying it.
func sumString(s string) [sha256.Size]byte {
	return sha256.Sum256(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// stillValid reports whether the parse's links resolve as they did and
// its files have the URLs they had.
func (p *parsedDoc) stillValid(d *doc, env *parseEnv) bool {
	for _, l := range p.links {
		if url, ok := env.links.Resolve(d.Display, l.target); ok != l.ok || url != l.url {
			return false
		}
	}
	for _, a := range p.assets {
		if isReadMark(a.url) {
			if readMark(a.file) != a.url {
				return false
			}
		} else if env.check.URL(a.file) != a.url {
			return false
		}
	}
	return true
}

// A file a parse read without publishing it (a static image whose size
// the HTML holds, markdown.Document.ReadFiles) is kept among its assets
// with what the HTML took from it in place of a URL: the image's size, or
// that there was none to read. A parse whose files now give another is
// made again.
const readMarkPrefix = "read:"

func readMark(file string) string {
	if w, h, ok := markdown.ImageSize(file); ok {
		return fmt.Sprintf("%s%dx%d", readMarkPrefix, w, h)
	}
	return readMarkPrefix + "none"
}

func isReadMark(url string) bool { return strings.HasPrefix(url, readMarkPrefix) }

// remember records the memo of a doc's route in its kept parse, if it
// has one: a copy, as a kept parse is never changed (the disk copy's
// record of it is written anew).
func (c *parseCache) remember(display string, m routeMemo) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if p := c.next[display]; p != nil && p.route != m {
		q := *p
		q.route = m
		c.next[display] = &q
	}
}

func (c *parseCache) keep(display string, p *parsedDoc) {
	c.mu.Lock()
	c.next[display] = p
	c.mu.Unlock()
}

// end makes this Load's parses the kept ones and starts bringing the disk
// copy up to date (docs that are gone leave it), while the Load goes on to
// the sidebars and sends its routes; the Load waits for it before it
// returns. Failing to write costs the next build time, never its result,
// so it is not an error.
func (c *parseCache) end() {
	c.entries, c.next = c.next, nil
	dir, entries, disk := c.dir, c.entries, c.disk
	done := make(chan struct{})
	c.writing = done
	go func() {
		defer close(done)
		c.disk, c.placed = writeStore(dir, entries, disk)
	}()
}

// wait returns once the last Load's parses are on disk; HTML the disk now
// holds leaves memory (no Load is running, so nothing reads it).
func (c *parseCache) wait() {
	c.ready()
	if c.writing != nil {
		<-c.writing
		c.writing = nil
	}
	for _, pl := range c.placed {
		pl.doc.body, pl.doc.html = pl.at, ""
	}
	c.placed = nil
}

// linkLog records every call to the link resolver by the linking file,
// for the parse cache.
type linkLog struct {
	mu    sync.Mutex
	calls map[string][]linkUse
}

func newLinkLog() *linkLog { return &linkLog{calls: map[string][]linkUse{}} }

// wrap returns resolve, recording its answers.
func (l *linkLog) wrap(resolve func(from, target string) (string, bool)) func(from, target string) (string, bool) {
	return func(from, target string) (string, bool) {
		url, ok := resolve(from, target)
		l.mu.Lock()
		l.calls[from] = append(l.calls[from], linkUse{target: target, url: url, ok: ok})
		l.mu.Unlock()
		return url, ok
	}
}

// take returns and forgets the calls made from one file.
func (l *linkLog) take(from string) []linkUse {
	l.mu.Lock()
	defer l.mu.Unlock()
	calls := l.calls[from]
	delete(l.calls, from)
	return calls
}
