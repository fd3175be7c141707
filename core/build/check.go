package build

import (
	"bytes"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
	"unique"

	"github.com/folio-docs/folio/core/build/storepb"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/route"
)

// pageLinks is what the check stage reads from one rendered page. Its
// strings are interned (unique.Handle, one copy per process): a sidebar's
// links and React's ids recur on every page, and with a copy of each per
// page (and a map of the ids) the scans were the most a cold build held,
// 154 MB of the core's heap at 10,000 pages (bench/README.md, "Peak
// memory").
type pageLinks struct {
	ids   []unique.Handle[string] // each once, in the page's order
	links []scannedLink           // internal links, each once, resolved at scan time
}

// scannedLink is a link as a page's scan holds it.
type scannedLink struct{ href, target, frag unique.Handle[string] }

func (l scannedLink) link() link { return link{l.href.Value(), l.target.Value(), l.frag.Value()} }

// link is an internal link resolved against its page: the normalised
// target path and the anchor.
type link struct {
	href, target, frag string
}

// newPageLinks makes a scan of the given ids and links, each once.
func newPageLinks(ids []string, links []link) *pageLinks {
	p := &pageLinks{}
	for _, id := range ids {
		if h := unique.Make(id); !slices.Contains(p.ids, h) {
			p.ids = append(p.ids, h)
		}
	}
	for _, l := range links {
		p.addLink(l)
	}
	return p
}

func (p *pageLinks) addLink(l link) {
	p.links = append(p.links, scannedLink{unique.Make(l.href), unique.Make(l.target), unique.Make(l.frag)})
}

// hasID says whether the page has an element with this id (or an <a> of
// this name). A page has a few hundred ids at most, and the check asks
// only for anchors that links name: a slice is smaller than a set.
func (p *pageLinks) hasID(id string) bool {
	return slices.Contains(p.ids, unique.Make(id))
}

// scanScratch is what scanPage needs only while it reads one page: what
// it has seen, and the scan as it grows, copied at its size at the end.
type scanScratch struct {
	seenIDs, seenHrefs map[string]bool
	scan               pageLinks
}

var scanScratches = sync.Pool{New: func() any { return &scanScratch{seenIDs: map[string]bool{}, seenHrefs: map[string]bool{}} }}

// scanPage collects the ids and the link targets of a rendered page.
// Interning copies what it keeps out of body: a page's scan outlives its
// HTML, and a substring would keep the render worker's whole reply alive
// (at 10,000 pages, 170 MB of HTML held for the check stage).
func scanPage(body, baseURL, pagePath string) pageLinks {
	w := scanScratches.Get().(*scanScratch)
	defer func() {
		clear(w.seenIDs)
		clear(w.seenHrefs)
		w.scan.ids, w.scan.links = w.scan.ids[:0], w.scan.links[:0]
		scanScratches.Put(w)
	}()
	s := tagScanner{src: body}
	for tag := s.next(); tag != ""; tag = s.next() {
		isLink := tag == "a"
		for k, v, ok := s.attr(); ok; k, v, ok = s.attr() {
			switch {
			case k == "id", k == "name" && isLink:
				if !w.seenIDs[v] {
					w.seenIDs[v] = true
					w.scan.ids = append(w.scan.ids, unique.Make(v))
				}
			case k == "href" && isLink && !w.seenHrefs[v]:
				w.seenHrefs[v] = true
				if target, frag, ok := internalTarget(baseURL, pagePath, v); ok {
					w.scan.addLink(link{href: v, target: target, frag: frag})
				}
			}
		}
	}
	return pageLinks{ids: exactCopy(w.scan.ids), links: exactCopy(w.scan.links)}
}

// exactCopy copies s into a slice of its length (nil when empty): a scan
// is kept for the whole build, the slack of a grown slice with it.
func exactCopy[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// checkLinks reports links to pages that do not exist (onBrokenLinks) and
// anchors that do not exist on their page (onBrokenAnchors), each as a
// diagnostic at the link in its page's source file. Links leaving the site
// are not checked; a link to a file of the output (an image, a feed) is
// fine. It returns each page's broken links, whatever the policies say,
// for the next build's check.
//
// since, when not nil, is the last build: which pages are byte for byte
// its pages, and what its check found. The links of a kept page can only
// have changed their fate if one leads to a page rendered again (its ids
// may have changed) or to an address that is no longer what it was (a
// page removed, a file deleted or added). Only kept pages with such a
// link are checked again, and only their scans are decoded; the others
// keep what the last check found. After a one-doc edit of a 10,000-page
// site the check reads the edited page, the pages that link to it, and
// indexes for the rest.
func checkLinks(site *config.Site, routes []route.Route, scans *pageScans, since *lastCheck, outDir string, warn func(*diag.Diagnostic)) ([][]*brokenRef, error) {
	pages := make(map[string]int, len(routes))
	for i, r := range routes {
		if r.Plugin != "core" {
			pages[route.Normalize(r.Path)] = i
		}
	}
	files := map[string]bool{}
	isFile := func(target string) bool {
		ok, seen := files[target]
		if !seen {
			ok = fileExists(outDir, site.BaseURL, target)
			files[target] = ok
		}
		return ok
	}
	broken := make([][]*brokenRef, len(routes))
	var brokenLinks, brokenAnchors []brokenLink
	for i, r := range routes {
		if r.Plugin == "core" {
			continue
		}
		if since != nil && since.kept[i] && !scans.anyTarget(i, func(target string) bool { return since.changed(target, pages, isFile) }) {
			broken[i] = since.last[r.Path].broken
		} else {
			broken[i] = brokenOn(scans, i, pages, isFile)
		}
		for _, b := range broken[i] {
			l := link{href: b.Href, target: b.Target, frag: b.Frag}
			switch {
			case b.Anchor && site.OnBrokenAnchors != config.SeverityIgnore:
				brokenAnchors = append(brokenAnchors, brokenLink{&routes[i], l, fmt.Sprintf("the page %s has no anchor %q", l.target, l.frag)})
			case !b.Anchor && site.OnBrokenLinks != config.SeverityIgnore:
				brokenLinks = append(brokenLinks, brokenLink{&routes[i], l, "no page or file has this address"})
			}
		}
	}
	var failed diag.List
	for _, c := range []struct {
		policy config.Severity
		found  []brokenLink
		what   string
	}{{site.OnBrokenLinks, brokenLinks, "broken link"}, {site.OnBrokenAnchors, brokenAnchors, "broken anchor"}} {
		if c.policy == config.SeverityIgnore || len(c.found) == 0 {
			continue
		}
		for _, d := range linkDiagnostics(site, c.found, c.what) {
			if c.policy == config.SeverityThrow {
				failed = append(failed, d)
			} else {
				d.Severity = diag.Warning
				warn(d)
			}
		}
	}
	return broken, failed.Err()
}

// brokenOn checks every link of page i.
func brokenOn(scans *pageScans, i int, pages map[string]int, isFile func(string) bool) []*brokenRef {
	var out []*brokenRef
	for _, sl := range scans.get(i).links {
		l := sl.link()
		j, isPage := pages[l.target]
		switch {
		case !isPage && !isFile(l.target):
			out = append(out, &brokenRef{Href: l.href, Target: l.target, Frag: l.frag})
		case isPage && l.frag != "" && !scans.get(j).hasID(l.frag):
			out = append(out, &brokenRef{Href: l.href, Target: l.target, Frag: l.frag, Anchor: true})
		}
	}
	return out
}

// brokenRef is one broken link of a page, kept for the next build's check
// (in the build cache too): a link to nothing, or an anchor its page lacks.
type brokenRef = storepb.BrokenLink

// lastCheck is what the check of a build needs of the last one.
type lastCheck struct {
	kept []bool               // by route index: the page is the last build's
	last map[string]builtPage // the last build's pages, with what its check found
	// removed are the addresses that were pages at the last build and are
	// none now (nil until first asked for), wasNothing those that were
	// neither a page nor a file.
	removed, wasNothing map[string]bool
}

func newLastCheck(kept []bool, last map[string]builtPage) *lastCheck {
	c := &lastCheck{kept: kept, last: last, wasNothing: map[string]bool{}}
	for _, p := range last {
		for _, b := range p.broken {
			if !b.Anchor {
				c.wasNothing[b.Target] = true
			}
		}
	}
	return c
}

// wasRemoved says whether target was a page at the last build, for a
// target that is none now. The removed pages are found once, by lookups
// in pages: a set of every last page, made at each check, cost a
// 10,000-page edit more than the lookups.
func (c *lastCheck) wasRemoved(target string, pages map[string]int) bool {
	if c.removed == nil {
		c.removed = map[string]bool{}
		for path, p := range c.last {
			if _, still := pages[route.Normalize(path)]; !still && p.plugin != "core" {
				c.removed[route.Normalize(path)] = true
			}
		}
	}
	return c.removed[target]
}

// changed reports whether a link to target can fare otherwise than at the
// last build, for a page that has not changed. A target no kept page linked
// to last time is never asked about: their links are the same.
func (c *lastCheck) changed(target string, pages map[string]int, isFile func(string) bool) bool {
	if j, isPage := pages[target]; isPage {
		return !c.kept[j] // a kept page was a page, with the same ids
	}
	switch {
	case c.wasRemoved(target, pages):
		return true
	case c.wasNothing[target]:
		return isFile(target)
	default:
		return !isFile(target)
	}
}

// pageScans gives the check each page's links and ids: decoded already
// (the pages rendered now, those the session holds), else decoded from the
// build cache when first asked for, else scanned from the page's file.
type pageScans struct {
	links   []*pageLinks
	stored  []*storedScan
	strings []string // the cache's, which stored scans index
	// dir, baseURL and routes find and scan a page's file.
	dir, baseURL string
	routes       []route.Route
	// suspect memoises the anyTarget callback by string index.
	suspect []int8
}

func (p *pageScans) get(i int) *pageLinks {
	if p.links[i] == nil {
		l := loadScan(p.strings, p.stored[i])
		if l == nil {
			body, _ := os.ReadFile(filepath.Join(p.dir, filepath.FromSlash(p.routes[i].File)))
			s := scanPage(string(body), p.baseURL, p.routes[i].Path)
			l = &s
		}
		p.links[i] = l
	}
	return p.links[i]
}

// anyTarget reports whether a link of page i leads to a target for which
// f holds. A stored scan is read as indexes, without decoding it; f is
// asked once per string. A scan it cannot read counts as a yes.
func (p *pageScans) anyTarget(i int, f func(target string) bool) bool {
	if l := p.links[i]; l != nil {
		for _, link := range l.links {
			if f(link.target.Value()) {
				return true
			}
		}
		return false
	}
	st := p.stored[i]
	if st == nil {
		return true
	}
	if p.suspect == nil {
		p.suspect = make([]int8, len(p.strings))
	}
	found := false
	whole := walkLinks(st, func(_, t, _ int64) bool {
		if t < 0 || t >= int64(len(p.strings)) {
			found = true // does not fit the strings: decoded, it is scanned anew
			return false
		}
		if p.suspect[t] == 0 {
			p.suspect[t] = 1
			if f(p.strings[t]) {
				p.suspect[t] = 2
			}
		}
		found = p.suspect[t] == 2
		return !found
	})
	return found || !whole
}

// brokenLink is a link the check found wrong, on the route it is on.
type brokenLink struct {
	from   *route.Route
	link   link
	reason string
}

// linkDiagnostics places each broken link in its page's source file. The
// rendered page says which href is wrong, not where it was written, so the
// source is searched for it: only when something is broken, so a good
// build never pays. A link written differently from its rendered href (a
// relative .md link) is found by its #anchor, else the diagnostic names
// the file alone.
func linkDiagnostics(site *config.Site, found []brokenLink, what string) diag.List {
	sources := map[string][]byte{}
	var out diag.List
	for _, b := range found {
		d := &diag.Diagnostic{Severity: diag.Error, Source: "check",
			Message: fmt.Sprintf("%s to %s on page %s: %s", what, b.link.href, b.from.Path, b.reason)}
		if file := b.from.Meta.SourcePath; file != "" {
			d.File = file
			src, ok := sources[file]
			if !ok {
				src, _ = os.ReadFile(filepath.Join(site.Dir, filepath.FromSlash(file)))
				sources[file] = src
			}
			if at := hrefInSource(src, b.link.href, site.BaseURL); at >= 0 {
				d.Line, d.Column = diag.Position(src, at)
				d.EndLine, d.EndColumn = d.Line, d.Column+utf8.RuneCountInString(b.link.href)
				d.WithSource(src)
			}
		}
		out = append(out, d)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Line < out[j].Line
	})
	return out
}

// hrefInSource returns the byte offset where href is written in src: as
// rendered, without the base URL, or, for a link whose path was rewritten,
// its #fragment. -1 when none is found.
func hrefInSource(src []byte, href, baseURL string) int {
	candidates := []string{href}
	if rest, ok := strings.CutPrefix(href, baseURL); ok && baseURL != "/" {
		candidates = append(candidates, "/"+rest)
	}
	if _, frag, ok := strings.Cut(href, "#"); ok && frag != "" {
		candidates = append(candidates, "#"+frag)
	}
	for _, c := range candidates {
		if at := bytes.Index(src, []byte(c)); at >= 0 {
			return at
		}
	}
	return -1
}

// internalTarget resolves href against the page it is on. It returns the
// normalised path and the decoded fragment, or ok=false for links that
// leave the site or point nowhere in particular.
func internalTarget(baseURL, pagePath, href string) (target, frag string, ok bool) {
	if href == "" || strings.HasPrefix(href, "//") {
		return "", "", false
	}
	u, err := url.Parse(href)
	if err != nil || u.Scheme != "" || u.Host != "" {
		return "", "", false
	}
	base, _ := url.Parse(pagePath)
	abs := base.ResolveReference(u)
	if !strings.HasPrefix(abs.Path, baseURL) && abs.Path+"/" != baseURL {
		return "", "", false
	}
	return route.Normalize(abs.Path), abs.Fragment, true
}

func fileExists(outDir, baseURL, p string) bool {
	rel := strings.TrimPrefix(p, strings.TrimSuffix(baseURL, "/"))
	st, err := os.Stat(filepath.Join(outDir, filepath.FromSlash(rel)))
	return err == nil && !st.IsDir()
}
