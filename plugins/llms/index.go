package llms

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/folio-docs/folio/core/route"
	"github.com/folio-docs/folio/plugins/docs"
	"github.com/folio-docs/folio/plugins/internal/twin"
)

// section is one "## " part of llms.txt.
type section struct {
	title string
	pages []*twinPage
}

// index orders the twins as llms.txt lists them: a section per sidebar
// (its top-level links) and per top-level category, in sidebar order;
// then docs in no sidebar, Markdown pages, and last the "Optional"
// section with the API reference and the blog.
type index struct {
	cfg      *siteConfig
	sections []section
	// docs are the docs' twins in sidebar order, for llms-full.txt.
	docs []*twinPage
}

// sidebarItem is an item of a docs sidebar as the theme receives it.
type sidebarItem struct {
	Type  string        `json:"type"`
	Label string        `json:"label"`
	Href  string        `json:"href"`
	Items []sidebarItem `json:"items"`
}

func newIndex(cfg *siteConfig, outDir string, pages []*twinPage) (*index, error) {
	sidebars, err := readSidebars(cfg, outDir, pages)
	if err != nil {
		return nil, err
	}
	byPath := map[string]*twinPage{}
	for _, pg := range pages {
		byPath[normalize(pg.route.Path)] = pg
	}
	idx := &index{cfg: cfg}
	placed := map[*twinPage]bool{}
	take := func(href string) *twinPage {
		pg := byPath[normalize(strings.TrimPrefix(href, strings.TrimSuffix(cfg.BaseURL, "/")))]
		if pg == nil || placed[pg] {
			return nil
		}
		placed[pg] = true
		if pg.kind != twin.API {
			idx.docs = append(idx.docs, pg) // in the sidebar's own order
		}
		return pg
	}
	var api []*twinPage
	for _, sb := range sidebars {
		top := section{title: sb.label}
		var cats []section
		for _, it := range sb.items {
			if it.Type == "category" {
				s := section{title: it.Label}
				walk(it, func(href string) {
					if pg := take(href); pg != nil {
						s.pages = append(s.pages, pg)
					}
				})
				cats = append(cats, s)
				continue
			}
			walk(it, func(href string) {
				if pg := take(href); pg != nil {
					top.pages = append(top.pages, pg)
				}
			})
		}
		for _, s := range append([]section{top}, cats...) {
			var kept section
			kept.title = s.title
			for _, pg := range s.pages {
				if pg.kind == twin.API {
					api = append(api, pg)
					continue
				}
				kept.pages = append(kept.pages, pg)
			}
			idx.add(kept)
		}
	}
	var otherDocs, mdPages, posts []*twinPage
	for _, pg := range pages {
		if placed[pg] {
			continue
		}
		switch pg.kind {
		case twin.API:
			api = append(api, pg)
		case twin.BlogPost:
			posts = append(posts, pg)
		case twin.Page:
			mdPages = append(mdPages, pg)
		default:
			otherDocs = append(otherDocs, pg)
			idx.docs = append(idx.docs, pg)
		}
	}
	idx.add(section{title: "Other docs", pages: otherDocs})
	idx.add(section{title: "Pages", pages: mdPages})
	idx.add(section{title: "Optional", pages: append(api, posts...)})
	return idx, nil
}

func (idx *index) add(s section) {
	if len(s.pages) > 0 {
		idx.sections = append(idx.sections, s)
	}
}

// walk calls f with the href of every link under it, in order: a
// category's own page first.
func walk(it sidebarItem, f func(href string)) {
	if it.Href != "" {
		f(it.Href)
	}
	for _, c := range it.Items {
		walk(c, f)
	}
}

// namedSidebar is a docs sidebar with the label llms.txt gives it.
type namedSidebar struct {
	label string
	items []sidebarItem
}

// readSidebars reads the docs sidebars the pages are in, from the shared
// data the build wrote (the route manifest names their files): those the
// navbar links to first, in its order, labelled as there; then the others
// by name.
func readSidebars(cfg *siteConfig, outDir string, pages []*twinPage) ([]namedSidebar, error) {
	used := map[string]bool{}
	for _, pg := range pages {
		if s := pg.route.GetMeta().GetSidebar(); s != "" {
			used[s] = true
		}
	}
	if len(used) == 0 {
		return nil, nil
	}
	var manifest struct {
		Shared map[string]string `json:"shared"`
	}
	raw, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(route.ManifestFile)))
	if err != nil {
		return nil, fmt.Errorf("the route manifest: %w", err)
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return nil, fmt.Errorf("the route manifest %s: %w", route.ManifestFile, err)
	}
	var ids []string
	labels := map[string]string{}
	for _, it := range cfg.Theme.Navbar.Items {
		if it.Type == "docSidebar" && used[it.SidebarID] && labels[it.SidebarID] == "" {
			ids = append(ids, it.SidebarID)
			labels[it.SidebarID] = it.Label
		}
	}
	var rest []string
	for id := range used {
		if labels[id] == "" {
			rest = append(rest, id)
		}
	}
	sort.Strings(rest)
	ids = append(ids, rest...)
	var out []namedSidebar
	for _, id := range ids {
		url, ok := manifest.Shared[docs.SharedSidebarKey(id)]
		if !ok {
			continue
		}
		file := strings.TrimPrefix(url, strings.TrimSuffix(cfg.BaseURL, "/"))
		raw, err := os.ReadFile(filepath.Join(outDir, filepath.FromSlash(strings.TrimPrefix(file, "/"))))
		if err != nil {
			return nil, fmt.Errorf("sidebar %q: %w", id, err)
		}
		var items []sidebarItem
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, fmt.Errorf("sidebar %q (%s): %w", id, file, err)
		}
		label := labels[id]
		switch {
		case label != "":
		case len(ids) == 1:
			label = "Docs" // the site's one sidebar, which the navbar does not name
		default:
			label = sidebarLabel(id)
		}
		out = append(out, namedSidebar{label: label, items: items})
	}
	return out, nil
}

// header starts both files: the site's title, and its tagline quoted.
func (idx *index) header(b *strings.Builder) {
	b.WriteString("# " + idx.cfg.Title + "\n")
	if t := strings.TrimSpace(idx.cfg.Tagline); t != "" {
		b.WriteString("\n> " + t + "\n")
	}
}

// sidebarLabel makes a sidebar's id a section title: "apiSidebar" →
// "Api sidebar", "user-guide" → "User guide".
func sidebarLabel(id string) string {
	var b strings.Builder
	for i, r := range id {
		switch {
		case r == '-' || r == '_':
			b.WriteRune(' ')
		case i > 0 && unicode.IsUpper(r):
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	out := b.String()
	return strings.ToUpper(out[:1]) + out[1:]
}

// llmsTxt is /llms.txt: the site's title and tagline, then a list of
// links to the twins per section.
func (idx *index) llmsTxt() string {
	var b strings.Builder
	idx.header(&b)
	for _, s := range idx.sections {
		b.WriteString("\n## " + s.title + "\n\n")
		for _, pg := range s.pages {
			b.WriteString("- [" + escapeLinkText(pg.page.Title) + "](" + pg.page.Twin + ")")
			if d := strings.TrimSpace(pg.page.Description); d != "" {
				b.WriteString(": " + strings.ReplaceAll(d, "\n", " "))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// llmsFullTxt is /llms-full.txt: every docs twin in sidebar order, each
// with the URL it was taken from.
func (idx *index) llmsFullTxt() string {
	var b strings.Builder
	idx.header(&b)
	for _, pg := range idx.docs {
		b.WriteString("\n---\n\nSource: " + pg.page.URL + "\n\n")
		b.WriteString(pg.text)
	}
	return b.String()
}

var linkTextEscaper = strings.NewReplacer("[", `\[`, "]", `\]`)

func escapeLinkText(s string) string { return linkTextEscaper.Replace(s) }
