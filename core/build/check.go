package build

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/route"
)

// pageLinks is what the check stage reads from one rendered page.
type pageLinks struct {
	ids   map[string]bool
	links []link // internal links, each once, resolved at scan time
}

// link is an internal link resolved against its page: the normalised
// target path and the anchor.
type link struct {
	href, target, frag string
}

// scanPage collects the ids and the link targets of a rendered page. What
// it keeps is copied out of body: a page's scan outlives its HTML, and a
// substring would keep the render worker's whole reply alive (at 10,000
// pages, 170 MB of HTML held for the check stage).
func scanPage(body, baseURL, pagePath string) pageLinks {
	p := pageLinks{ids: map[string]bool{}}
	seen := map[string]bool{}
	s := tagScanner{src: body}
	for tag := s.next(); tag != ""; tag = s.next() {
		isLink := tag == "a"
		for k, v, ok := s.attr(); ok; k, v, ok = s.attr() {
			switch {
			case k == "id", k == "name" && isLink:
				if !p.ids[v] {
					p.ids[strings.Clone(v)] = true
				}
			case k == "href" && isLink && !seen[v]:
				v = strings.Clone(v)
				seen[v] = true
				if target, frag, ok := internalTarget(baseURL, pagePath, v); ok {
					p.links = append(p.links, link{href: v, target: target, frag: frag})
				}
			}
		}
	}
	return p
}

// checkLinks reports links to pages that do not exist (onBrokenLinks) and
// anchors that do not exist on their page (onBrokenAnchors), each as a
// diagnostic at the link in its page's source file. Links leaving the site
// are not checked; a link to a file of the output (an image, a feed) is
// fine. It reports whether nothing was broken, whatever the policies say.
//
// kept, when not nil, says which pages are byte for byte those of the
// last build, whose check found nothing broken: a link of a kept page can
// only have broken if it leads to a page rendered again (its ids may have
// changed) or to no page and no file (a page removed, a file deleted).
// Only kept pages with such a link are checked again, and only their scans
// are decoded: after a one-doc edit of a 10,000-page site, the check reads
// the edited page's links, those of its neighbours, and indexes for the
// rest.
func checkLinks(site *config.Site, routes []route.Route, scans *pageScans, kept []bool, outDir string, warn func(*diag.Diagnostic)) (clean bool, err error) {
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
	suspect := func(target string) bool {
		if i, isPage := pages[target]; isPage {
			return !kept[i]
		}
		return !isFile(target)
	}
	var brokenLinks, brokenAnchors []brokenLink
	for i, r := range routes {
		if r.Plugin == "core" {
			continue
		}
		if kept != nil && kept[i] && !scans.anyTarget(i, suspect) {
			continue
		}
		for _, l := range scans.get(i).links {
			j, isPage := pages[l.target]
			if !isPage {
				if !isFile(l.target) {
					brokenLinks = append(brokenLinks, brokenLink{r, l, "no page or file has this address"})
				}
				continue
			}
			if l.frag != "" && !scans.get(j).ids[l.frag] {
				brokenAnchors = append(brokenAnchors, brokenLink{r, l, fmt.Sprintf("the page %s has no anchor %q", l.target, l.frag)})
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
	return len(brokenLinks)+len(brokenAnchors) == 0, failed.Err()
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
			if f(link.target) {
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
	b := st.Links
	var href int64
	for k := 0; len(b) > 0; k++ {
		v, n := binary.Varint(b)
		if n <= 0 {
			return true
		}
		b = b[n:]
		switch k % 3 {
		case 0:
			href += v
		case 1:
			t := href + v
			if t < 0 || t >= int64(len(p.strings)) {
				return true
			}
			if p.suspect[t] == 0 {
				p.suspect[t] = 1
				if f(p.strings[t]) {
					p.suspect[t] = 2
				}
			}
			if p.suspect[t] == 2 {
				return true
			}
		}
	}
	return false
}

// brokenLink is a link the check found wrong, on the route it is on.
type brokenLink struct {
	from   route.Route
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
