package apiref

import (
	"net/url"
	"strings"
)

// urlScheme turns doc ids into the URLs visitors see.
type urlScheme struct {
	// docsURL is the URL of the docs folder: "/docs/".
	docsURL string
	// siteURL is the site's public origin ("https://lexical.dev"), so that
	// absolute links to generated pages can be made local.
	siteURL string
}

func newURLScheme(docsURL, siteURL string) urlScheme {
	if docsURL == "" {
		docsURL = "/docs/"
	}
	if !strings.HasSuffix(docsURL, "/") {
		docsURL += "/"
	}
	return urlScheme{docsURL: docsURL, siteURL: strings.TrimSuffix(siteURL, "/")}
}

// doc is the URL of a doc id: an index doc is served at its folder.
func (u urlScheme) doc(id string) string {
	if id == "index" {
		return u.docsURL
	}
	if strings.HasSuffix(id, "/index") {
		return u.docsURL + strings.TrimSuffix(id, "index")
	}
	return u.docsURL + id
}

// urlOf is where the reflection is documented: its own page, or its
// heading (or its parent's) on a page. Empty when it is nowhere, as a
// type parameter is.
func (p *project) urlOf(id int) string {
	for hops := 0; hops < 8; hops++ {
		target, hidden := p.hiddenAs[id]
		if !hidden {
			break
		}
		id = target
	}
	r := p.byID[id]
	if r != nil && r.is(kindTypeParameter) {
		return ""
	}
	for ; r != nil; r = r.parent {
		if a, ok := p.anchorOf[r.ID]; ok {
			return p.urls.doc(a.page.DocID) + "#" + a.id
		}
		if pg, ok := p.pageOf[r.ID]; ok {
			return p.urls.doc(pg.DocID)
		}
		if target, ok := p.hiddenAs[r.ID]; ok && target != id {
			return p.urlOf(target)
		}
	}
	return ""
}

// moduleOf is the module page a reflection belongs to.
func (p *project) moduleOf(r *reflection) *module {
	for ; r != nil; r = r.parent {
		if pg, ok := p.pageOf[r.ID]; ok {
			return pg.Module
		}
	}
	return nil
}

// resolveName finds a symbol by the name a {@link} tag gives
// ("LexicalEditor.registerCommand", "$getRoot"), for tags TypeDoc left
// unresolved. The linking module's own symbols win.
func (p *project) resolveName(name string, from *reflection) *reflection {
	if i := strings.LastIndex(name, "!"); i >= 0 {
		name = name[i+1:]
	}
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '.' || r == '#' })
	if len(parts) == 0 {
		return nil
	}
	candidates := p.exported[parts[0]]
	if len(candidates) == 0 {
		return nil
	}
	home := p.moduleOf(from)
	found := candidates[0]
	for _, c := range candidates {
		if home != nil && p.moduleOf(c) == home {
			found = c
			break
		}
	}
	for _, part := range parts[1:] {
		var next *reflection
		for _, c := range found.Children {
			if c.Name == part {
				next = c
				break
			}
		}
		if next == nil {
			return found // link to the nearest thing that exists
		}
		found = next
	}
	return found
}

// mdnURL links a DOM type TypeDoc took from TypeScript's lib.dom to its
// MDN page.
func mdnURL(t symbolTarget) string {
	if t.PackageName != "typescript" || !strings.HasPrefix(t.PackagePath, "lib/lib.dom") || strings.Contains(t.QualifiedName, ".") {
		return ""
	}
	return "https://developer.mozilla.org/docs/Web/API/" + t.QualifiedName
}

// localize turns an absolute link to one of the generated pages
// ("https://lexical.dev/docs/api/modules/lexical_list") into a site link.
// Other links are left as they are. An anchor the page lacks is dropped
// rather than left to break the build.
func (g *generator) localize(href string) string {
	if g.urls.siteURL == "" || !strings.HasPrefix(href, g.urls.siteURL+"/") {
		return href
	}
	u, err := url.Parse(strings.TrimPrefix(href, g.urls.siteURL))
	if err != nil {
		return href
	}
	path := strings.TrimSuffix(u.Path, "/")
	anchors, ok := g.pageAnchors[path]
	if !ok {
		return href
	}
	local := g.pageURLs[path]
	if u.Fragment != "" && anchors[u.Fragment] {
		local += "#" + u.Fragment
	}
	return local
}
