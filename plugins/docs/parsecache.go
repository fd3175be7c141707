package docs

import (
	"crypto/sha256"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"

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

	mu   sync.Mutex
	next map[string]*parsedDoc // this Load's
	// reused counts the docs of this Load whose kept parse was used.
	reused atomic.Int64
}

type parsedDoc struct {
	key            [sha256.Size]byte
	title          string
	syntheticTitle bool
	hideTOC        bool
	description    string
	html           string
	toc            []mdpage.TOCItem
	brokenLinks    []markdown.Link
	// links are the parse's calls to the link resolver, in order.
	links []linkUse
	// assets are the files the doc references with the URL each got.
	assets []assetUse
	// fmText is the doc's front matter as written, fm what it decodes to.
	fmText string
	fm     frontMatter
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

// parseCacheVersion changes whenever what a kept parse means changes.
const parseCacheVersion = "folio-docs-parse-2"

// settingsKey hashes every setting a doc's parse depends on besides its
// own source and path, its links and its files.
func settingsKey(siteDir, baseURL string, tocMin, tocMax int) [sha256.Size]byte {
	if abs, err := filepath.Abs(siteDir); err == nil {
		siteDir = abs
	}
	return sha256.Sum256([]byte(parseCacheVersion + "\x00" + siteDir + "\x00" + baseURL + "\x00" +
		strconv.Itoa(tocMin) + "\x00" + strconv.Itoa(tocMax)))
}

func docKey(d *doc, settings [sha256.Size]byte) [sha256.Size]byte {
	h := sha256.New()
	h.Write(settings[:])
	h.Write([]byte(d.Display + "\x00"))
	h.Write(d.Src)
	var key [sha256.Size]byte
	h.Sum(key[:0])
	return key
}

// begin starts a Load whose disk copy lives in dir: the first Load of a
// process (or one with another folder) takes the entries from there.
func (c *parseCache) begin(dir string) {
	c.wait()
	if c.entries == nil || c.dir != dir {
		c.dir = dir
		c.entries, c.disk = readStore(dir)
	}
	c.next = make(map[string]*parsedDoc, len(c.entries))
	c.reused.Store(0)
}

// frontMatter returns the decoded front matter of the doc's kept parse
// when its text is the same.
func (c *parseCache) frontMatter(display string, text []byte) (frontMatter, bool) {
	if p := c.entries[display]; p != nil && p.fmText == string(text) {
		return p.fm, true
	}
	return frontMatter{}, false
}

// parse fills in d's parse, from the cache when a kept parse is still
// what parsing would give.
func (c *parseCache) parse(d *doc, env *parseEnv) error {
	key := docKey(d, env.settings)
	if p := c.entries[d.Display]; p != nil && p.key == key && p.stillValid(d, env) {
		d.Title, d.SyntheticTitle, d.Description, d.HTML = p.title, p.syntheticTitle, p.description, p.html
		d.TOC, d.HideTOC, d.BrokenLinks, d.Warnings = p.toc, p.hideTOC, p.brokenLinks, nil
		for _, a := range p.assets {
			env.assets.URL(a.file)
		}
		d.Src = nil
		c.keep(d.Display, p)
		c.reused.Add(1)
		return nil
	}
	var used []string
	err := parseDoc(d, env.md, &used)
	links := env.used.take(d.Display)
	if err != nil || len(d.Warnings) > 0 {
		return err
	}
	p := &parsedDoc{
		key: key, title: d.Title, syntheticTitle: d.SyntheticTitle, description: d.Description, html: d.HTML,
		toc: d.TOC, hideTOC: d.HideTOC, brokenLinks: d.BrokenLinks, links: links,
		fmText: string(d.rawFM.text), fm: d.FM,
	}
	for _, f := range used {
		p.assets = append(p.assets, assetUse{file: f, url: env.assets.URL(f)})
	}
	c.keep(d.Display, p)
	return nil
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
		if env.check.URL(a.file) != a.url {
			return false
		}
	}
	return true
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
		c.disk = writeStore(dir, entries, disk)
	}()
}

// wait returns once the last Load's parses are on disk.
func (c *parseCache) wait() {
	if c.writing != nil {
		<-c.writing
		c.writing = nil
	}
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
