package apiref

import (
	"fmt"
	"strings"
)

// modulePage writes a module's page: the classes and interfaces it
// exports, linking to their pages, then its functions, variables and
// types, documented in place under their own anchors.
func (g *generator) modulePage(m *module, position int) []byte {
	var b strings.Builder
	frontMatter{Title: "Module: " + m.Name, Description: "API reference of " + m.Name + ": its exports with their signatures and documentation.", SidebarLabel: m.Name, SidebarPosition: position}.write(&b)
	fmt.Fprintf(&b, "# Module: %s\n\n", markdownName(m.Name))
	if url, ok := g.packagePageURL(m.Package); ok {
		fmt.Fprintf(&b, "From the [%s](%s) package.\n\n", CodeSpan(m.Package), url)
	}
	g.documentation(&b, m.Refl.Comment, m.Refl)
	ids := g.p.sectionIDs[m.Page]
	for i, s := range g.p.sectionsOf(m.Page) {
		fmt.Fprintf(&b, "## %s {#%s}\n\n", s.Title, ids[i])
		if s.Listed {
			g.linkList(&b, s.Members)
			continue
		}
		for _, member := range s.Members {
			g.member(&b, member, 3)
		}
	}
	return []byte(b.String())
}
