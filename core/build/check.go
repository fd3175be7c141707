package build

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/parallel"
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

// scanPage collects the ids and the link targets of a rendered page.
func scanPage(body, baseURL, pagePath string) pageLinks {
	p := pageLinks{ids: map[string]bool{}}
	seen := map[string]bool{}
	s := tagScanner{src: body}
	for tag := s.next(); tag != ""; tag = s.next() {
		isLink := tag == "a"
		for k, v, ok := s.attr(); ok; k, v, ok = s.attr() {
			switch {
			case k == "id":
				p.ids[v] = true
			case k == "name" && isLink:
				p.ids[v] = true
			case k == "href" && isLink && !seen[v]:
				seen[v] = true
				if target, frag, ok := internalTarget(baseURL, pagePath, v); ok {
					p.links = append(p.links, link{href: v, target: target, frag: frag})
				}
			}
		}
	}
	return p
}

// scanAll scans rendered pages on every core; paths are the pages' URLs.
func scanAll(bodies []string, baseURL string, paths []string) []pageLinks {
	out := make([]pageLinks, len(bodies))
	_ = parallel.ForEach(context.Background(), len(bodies), func(i int) error {
		out[i] = scanPage(bodies[i], baseURL, paths[i])
		return nil
	})
	return out
}

// checkLinks reports links to pages that do not exist (onBrokenLinks) and
// anchors that do not exist on their page (onBrokenAnchors). Links leaving
// the site are not checked; a link to a file of the output (an image, a
// feed) is fine.
func checkLinks(site *config.Site, routes []route.Route, scans []pageLinks, outDir string, warn func(string)) error {
	pages := map[string]pageLinks{}
	for i, r := range routes {
		if r.Plugin == "core" {
			continue
		}
		pages[route.Normalize(r.Path)] = scans[i]
	}
	brokenLinks := map[string][]string{}
	brokenAnchors := map[string][]string{}
	for _, r := range routes {
		if r.Plugin == "core" {
			continue
		}
		from := route.Normalize(r.Path)
		for _, l := range pages[from].links {
			page, isPage := pages[l.target]
			if !isPage {
				if !fileExists(outDir, site.BaseURL, l.target) {
					brokenLinks[r.Path] = append(brokenLinks[r.Path], l.href)
				}
				continue
			}
			if l.frag != "" && !page.ids[l.frag] {
				brokenAnchors[r.Path] = append(brokenAnchors[r.Path], l.href)
			}
		}
	}
	if err := report(site.OnBrokenLinks, "Broken links found!", "linking to", brokenLinks, warn); err != nil {
		return err
	}
	return report(site.OnBrokenAnchors, "Broken anchors found!", "linking to", brokenAnchors, warn)
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

// report applies a severity to the problems found, listing each page and
// each of its broken targets.
func report(sev config.Severity, title, verb string, found map[string][]string, warn func(string)) error {
	if len(found) == 0 || sev == config.SeverityIgnore {
		return nil
	}
	pages := make([]string, 0, len(found))
	for p := range found {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	var b strings.Builder
	b.WriteString(title)
	for _, p := range pages {
		fmt.Fprintf(&b, "\n- On source page %s:", p)
		for _, t := range uniq(found[p]) {
			fmt.Fprintf(&b, "\n   -> %s %s", verb, t)
		}
	}
	if sev == config.SeverityThrow {
		return fmt.Errorf("%s", b.String())
	}
	warn(b.String())
	return nil
}
