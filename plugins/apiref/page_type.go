package apiref

import (
	"fmt"
	"sort"
	"strings"
)

// typePage writes the page of a class or an interface: what it is, its
// place in the hierarchy, then its members by kind, each under its own
// anchor.
func (g *generator) typePage(pg *page, position int) []byte {
	r := pg.Refl
	word := "Interface"
	if pg.Kind == pageClass {
		word = "Class"
	}
	var b strings.Builder
	frontMatter{Title: word + ": " + r.Name, Description: word + " " + r.Name + " of " + pg.Module.Name + ": its members with their signatures and documentation.", SidebarLabel: r.Name, SidebarPosition: position}.write(&b)
	fmt.Fprintf(&b, "# %s: %s\n\n", word, markdownName(r.Name))
	fmt.Fprintf(&b, "Exported by [%s](%s).", CodeSpan(pg.Module.Name), markdownURL(g.urls.doc(pg.Module.Page.DocID)))
	switch {
	case g.p.typeOnly[r.ID]:
		b.WriteString(" The class is exported as a type only (`export type`): the module does not export it as a value.")
	case r.is(kindTypeAlias):
		b.WriteString(" Declared as an object type (`type " + r.Name + typeParameterNames(r.TypeParameters) + " = {…}`).")
	}
	b.WriteString("\n\n")
	g.documentation(&b, r.Comment, r)
	g.hierarchy(&b, r)
	g.typeParameterList(&b, r.TypeParameters, r)
	for _, s := range r.Signatures {
		b.WriteString("**Call signature**\n\n")
		g.signature(&b, r, s)
	}
	if len(r.IndexSignatures) > 0 {
		b.WriteString("**Index signature**\n\n")
		for _, s := range r.IndexSignatures {
			c := codeHTML{block: true}
			(&typeWriter{p: g.p, out: &c}).indexSignature(s)
			g.codeBlock(&b, c.String())
			g.documentation(&b, s.Comment, s)
		}
	}
	ids := g.p.sectionIDs[pg]
	for i, s := range g.p.sectionsOf(pg) {
		fmt.Fprintf(&b, "## %s {#%s}\n\n", s.Title, ids[i])
		if len(s.Hidden) > 0 {
			g.hiddenMembers(&b, s.Hidden)
			continue
		}
		for _, m := range s.Members {
			g.member(&b, m, 3)
		}
	}
	return []byte(b.String())
}

// hierarchy lists what a class or interface extends and implements, and
// what extends it.
func (g *generator) hierarchy(b *strings.Builder, r *reflection) {
	for _, rel := range []struct {
		label string
		types []*typeExpr
	}{{"Extends", r.ExtendedTypes}, {"Implements", r.ImplementedTypes}, {"Extended by", r.ExtendedBy}, {"Implemented by", r.ImplementedBy}} {
		if len(rel.types) == 0 {
			continue
		}
		parts := make([]string, len(rel.types))
		for i, t := range rel.types {
			parts[i] = "<code>" + g.p.typeHTML(t) + "</code>"
		}
		fmt.Fprintf(b, "**%s** %s\n\n", rel.label, strings.Join(parts, ", "))
	}
}

// hiddenMembers links the members a @noInheritDoc parent documents,
// grouped by that parent, instead of repeating them.
func (g *generator) hiddenMembers(b *strings.Builder, hidden []*reflection) {
	byOwner := map[string][]string{}
	ownerURL := map[string]string{}
	for _, h := range hidden {
		target, _ := g.p.inheritedFromHidden(h)
		owner := g.p.byID[target]
		for owner != nil && !owner.is(kindClass|kindInterface) {
			owner = owner.parent
		}
		if owner == nil {
			continue
		}
		byOwner[owner.Name] = append(byOwner[owner.Name], fmt.Sprintf("[%s](%s)", CodeSpan(h.Name), markdownURL(g.p.urlOf(h.ID))))
		ownerURL[owner.Name] = g.p.urlOf(owner.ID)
	}
	owners := make([]string, 0, len(byOwner))
	for o := range byOwner {
		owners = append(owners, o)
	}
	sort.Strings(owners)
	for _, o := range owners {
		fmt.Fprintf(b, "Documented on [%s](%s): %s.\n\n", CodeSpan(o), markdownURL(ownerURL[o]), strings.Join(byOwner[o], ", "))
	}
}

// typeParameterNames is "<T, U>", or "" without type parameters.
func typeParameterNames(tps []*reflection) string {
	if len(tps) == 0 {
		return ""
	}
	names := make([]string, len(tps))
	for i, tp := range tps {
		names[i] = tp.Name
	}
	return "<" + strings.Join(names, ", ") + ">"
}
