package apiref

import (
	"sort"
	"strconv"
	"strings"
)

// section is one h2 part of a page: the symbols it lists (linking to their
// own pages) or documents in place (each under its own heading).
type section struct {
	Title   string
	Members []*reflection
	// Listed sections link to each member's page instead of documenting it.
	Listed bool
	// Hidden counts members left out because they are documented on the
	// page they are inherited from.
	Hidden []*reflection
}

// moduleSections lays out a module page (or a namespace inside one): its
// classes and interfaces as lists, then everything else in place.
func (p *project) moduleSections(container *reflection) []section {
	var classes, interfaces, namespaces, enums, aliases, variables, functions, references []*reflection
	for _, c := range container.Children {
		kind, paged := p.ownPage(c)
		switch {
		case paged && kind == pageClass:
			classes = append(classes, c)
		case paged:
			interfaces = append(interfaces, c)
		case c.is(kindNamespace):
			namespaces = append(namespaces, c)
		case c.is(kindEnum):
			enums = append(enums, c)
		case c.is(kindTypeAlias):
			aliases = append(aliases, c)
		case c.is(kindVariable):
			variables = append(variables, c)
		case c.is(kindFunction):
			functions = append(functions, c)
		case c.is(kindReference):
			references = append(references, c)
		}
	}
	sortByName(classes)
	sortByName(interfaces)
	return nonEmpty([]section{
		{Title: "Classes", Members: classes, Listed: true},
		{Title: "Interfaces", Members: interfaces, Listed: true},
		{Title: "Namespaces", Members: namespaces},
		{Title: "Enumerations", Members: enums},
		{Title: "Type Aliases", Members: aliases},
		{Title: "Variables", Members: variables},
		{Title: "Functions", Members: functions},
		{Title: "References", Members: references},
	})
}

// typeSections lays out a class or interface page by member kind, instance
// members first as TypeDoc sorts them.
func (p *project) typeSections(r *reflection) []section {
	var ctors, props, accessors, methods, hidden []*reflection
	for _, c := range r.Children {
		if _, hide := p.inheritedFromHidden(c); hide {
			hidden = append(hidden, c)
			continue
		}
		switch {
		case c.is(kindConstructor):
			ctors = append(ctors, c)
		case c.is(kindProperty):
			props = append(props, c)
		case c.is(kindAccessor):
			accessors = append(accessors, c)
		case c.is(kindMethod):
			methods = append(methods, c)
		}
	}
	sections := nonEmpty([]section{
		{Title: "Constructors", Members: ctors},
		{Title: "Properties", Members: props},
		{Title: "Accessors", Members: accessors},
		{Title: "Methods", Members: methods},
	})
	if len(hidden) > 0 {
		sections = append(sections, section{Title: "Inherited members", Hidden: hidden})
	}
	return sections
}

// sortByName orders listed classes and interfaces: TypeDoc puts those it
// converted as interfaces (declared classes) apart from the others.
func sortByName(rs []*reflection) {
	sort.SliceStable(rs, func(i, j int) bool { return strings.ToLower(rs[i].Name) < strings.ToLower(rs[j].Name) })
}

func nonEmpty(in []section) []section {
	out := in[:0]
	for _, s := range in {
		if len(s.Members) > 0 || len(s.Hidden) > 0 {
			out = append(out, s)
		}
	}
	return out
}

// anchorSet hands out the heading ids of one page: a member's name in
// lower case without "$" (so #registercommand and #getroot), with "-1",
// "-2" … for a name already taken.
type anchorSet map[string]bool

func (s anchorSet) take(name string) string {
	base := anchorBase(name)
	id := base
	for n := 1; s[id]; n++ {
		id = base + "-" + strconv.Itoa(n)
	}
	s[id] = true
	return id
}

// anchorBase keeps the characters the {#id} heading syntax accepts:
// letters, digits, "_" and "-"; a space (in section titles) becomes "-".
func anchorBase(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-':
			b.WriteRune(r)
		case r == ' ':
			b.WriteRune('-')
		}
	}
	if b.Len() == 0 {
		return "member"
	}
	return b.String()
}

// allocateAnchors gives every heading of a page its id and records where
// each documented symbol's anchor is. It runs before any page is written,
// so links can point at anchors of pages not yet written. Members come
// first, so a member keeps its name even when a section title matches it;
// then the listed classes and interfaces; the section ids come last, in
// order.
func (p *project) allocateAnchors(pg *page) {
	ids := anchorSet{}
	var walk func(sections []section)
	walk = func(sections []section) {
		for _, s := range sections {
			if s.Listed {
				continue
			}
			for _, m := range s.Members {
				p.anchorOf[m.ID] = anchor{page: pg, id: ids.take(m.Name)}
				if m.is(kindNamespace) {
					walk(p.moduleSections(m))
				}
			}
			for _, h := range s.Hidden {
				if target, ok := p.inheritedFromHidden(h); ok {
					p.hiddenAs[h.ID] = target
				}
			}
		}
	}
	sections := p.sectionsOf(pg)
	walk(sections)
	// Classes and interfaces listed on a module page get an anchor there
	// too, so a link to the module's #textnode lands on the link to the
	// class's page.
	var listed func(sections []section)
	listed = func(sections []section) {
		for _, s := range sections {
			for _, m := range s.Members {
				switch {
				case s.Listed:
					p.listedAnchor[m.ID] = ids.take(m.Name)
				case m.is(kindNamespace):
					listed(p.moduleSections(m))
				}
			}
		}
	}
	listed(sections)
	for _, s := range sections {
		p.sectionIDs[pg] = append(p.sectionIDs[pg], ids.take(s.Title))
	}
}

// sectionsOf lays out any page.
func (p *project) sectionsOf(pg *page) []section {
	if pg.Kind == pageModule {
		return p.moduleSections(pg.Refl)
	}
	return p.typeSections(pg.Refl)
}
