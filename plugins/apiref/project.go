package apiref

import (
	"fmt"
	"sort"
	"strings"
)

// project is TypeDoc's output indexed for writing pages: every reflection
// by id, the modules, the pages, and where each symbol's anchor is.
type project struct {
	byID     map[int]*reflection
	modules  []*module
	pages    []*page
	pageOf   map[int]*page  // a module, class or interface → its own page
	anchorOf map[int]anchor // a member or in-place symbol → its heading
	// listedAnchor is the id of a class's or interface's entry in its
	// module page's list.
	listedAnchor map[int]string
	// sectionIDs are the ids of each page's h2 headings, in order.
	sectionIDs map[*page][]string
	// hiddenAs sends links to a member left off a page (inherited from a
	// @noInheritDoc parent) to the member it was inherited from.
	hiddenAs map[int]int
	declared map[int]bool
	typeOnly map[int]bool // classes exported with `export type`
	// exported holds every top-level symbol by name, for {@link} tags
	// TypeDoc could not resolve.
	exported map[string][]*reflection
	urls     urlScheme
}

// module is one entry point of the reference.
type module struct {
	Name    string // "@lexical/react/LexicalComposer"
	Slug    string // "lexical_react_LexicalComposer"
	Package string // "@lexical/react"
	Refl    *reflection
	Page    *page
}

type pageKind int

const (
	pageModule pageKind = iota
	pageClass
	pageInterface
)

// page is one generated API page.
type page struct {
	Kind   pageKind
	DocID  string // "api/classes/lexical.LexicalEditor"
	Refl   *reflection
	Module *module
	// Name is the symbol's name, or the module's.
	Name string
}

// anchor is a heading id on a page.
type anchor struct {
	page *page
	id   string
}

// moduleSlug is a module's page name: the npm specifier without "@", with
// "/" as "_" (the names the Lexical site has always used).
func moduleSlug(name string) string {
	return strings.ReplaceAll(strings.TrimPrefix(name, "@"), "/", "_")
}

// packageOf is the npm package of a module specifier.
func packageOf(specifier string) string {
	parts := strings.Split(specifier, "/")
	if strings.HasPrefix(specifier, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// newProject indexes the runner's output. Modules come in the order of
// entries.
func newProject(out *runnerOutput, entries []entryPoint, urls urlScheme) (*project, error) {
	p := &project{
		byID: map[int]*reflection{}, pageOf: map[int]*page{}, anchorOf: map[int]anchor{}, listedAnchor: map[int]string{}, sectionIDs: map[*page][]string{},
		hiddenAs: map[int]int{}, declared: map[int]bool{}, typeOnly: map[int]bool{}, exported: map[string][]*reflection{}, urls: urls,
	}
	p.index(out.Project, nil)
	for _, id := range out.DeclaredClasses {
		p.declared[id] = true
		p.typeOnly[id] = true
	}
	for _, id := range out.TypeOnlyClasses {
		p.typeOnly[id] = true
	}
	byName := map[string]int{}
	for _, m := range out.Modules {
		byName[m.Module] = m.ID
	}
	for _, e := range entries {
		id, ok := byName[e.Module]
		refl := p.byID[id]
		if !ok || refl == nil {
			return nil, fmt.Errorf("typedoc produced no module for %s (%s)", e.Module, e.File)
		}
		m := &module{Name: e.Module, Slug: moduleSlug(e.Module), Package: packageOf(e.Module), Refl: refl}
		m.Page = &page{Kind: pageModule, DocID: "api/modules/" + m.Slug, Refl: refl, Module: m, Name: e.Module}
		p.modules = append(p.modules, m)
		p.pageOf[refl.ID] = m.Page
	}
	for _, m := range p.modules {
		p.collectPages(m, m.Refl)
	}
	pages := []*page{}
	for _, m := range p.modules {
		pages = append(pages, m.Page)
	}
	typePages := []*page{}
	for _, pg := range p.pageOf {
		if pg.Kind != pageModule {
			typePages = append(typePages, pg)
		}
	}
	sort.Slice(typePages, func(i, j int) bool { return typePages[i].DocID < typePages[j].DocID })
	p.pages = append(pages, typePages...)
	for _, pg := range p.pages {
		p.allocateAnchors(pg)
	}
	return p, nil
}

// index records every reflection by id with its parent, including those
// inside type literals.
func (p *project) index(r, parent *reflection) {
	if r == nil {
		return
	}
	r.parent = parent
	p.byID[r.ID] = r
	for _, list := range [][]*reflection{r.Children, r.Signatures, r.IndexSignatures, r.TypeParameters, r.Parameters} {
		for _, c := range list {
			p.index(c, r)
		}
	}
	p.index(r.GetSignature, r)
	p.index(r.SetSignature, r)
	p.indexType(r.Type, r)
}

func (p *project) indexType(t *typeExpr, owner *reflection) {
	if t == nil {
		return
	}
	if t.Declaration != nil {
		p.index(t.Declaration, owner)
	}
	for _, list := range [][]*typeExpr{t.TypeArguments, t.Types, t.Elements} {
		for _, x := range list {
			p.indexType(x, owner)
		}
	}
	for _, x := range []*typeExpr{t.ElementType, t.Element, t.QueryType, t.TargetType, t.ObjectType, t.IndexType,
		t.CheckType, t.ExtendsType, t.TrueType, t.FalseType, t.Constraint, t.ParameterType, t.TemplateType, t.NameType} {
		p.indexType(x, owner)
	}
}

// collectPages gives each class and interface of a module (or of a
// namespace inside it) its own page.
func (p *project) collectPages(m *module, container *reflection) {
	for _, c := range container.Children {
		p.exported[c.Name] = append(p.exported[c.Name], c)
		if c.is(kindNamespace) {
			p.collectPages(m, c)
			continue
		}
		switch k, ok := p.ownPage(c); {
		case ok && k == pageClass:
			p.pageOf[c.ID] = &page{Kind: pageClass, DocID: "api/classes/" + m.Slug + "." + c.Name, Refl: c, Module: m, Name: c.Name}
		case ok:
			p.pageOf[c.ID] = &page{Kind: pageInterface, DocID: "api/interfaces/" + m.Slug + "." + c.Name, Refl: c, Module: m, Name: c.Name}
		}
	}
}

// ownPage says whether a module member gets a page of its own, and
// which: classes, and interfaces whose declaration is a class, are
// classes; interfaces and object type aliases (TypeDoc's conversion with
// @interface) are interfaces. Anything else is documented in place.
func (p *project) ownPage(r *reflection) (pageKind, bool) {
	switch {
	case r.is(kindClass), r.is(kindInterface) && p.declared[r.ID]:
		return pageClass, true
	case r.is(kindInterface), isObjectAlias(r):
		return pageInterface, true
	}
	return 0, false
}

// isObjectAlias reports a type alias of an object type (`type X = {…}`),
// which TypeDoc converts with its members rather than a type.
func isObjectAlias(r *reflection) bool {
	return r.is(kindTypeAlias) && r.Type == nil && (len(r.Children) > 0 || len(r.IndexSignatures) > 0 || len(r.Signatures) > 0)
}

// hasNoInheritDoc reports a class or interface tagged @noInheritDoc: its
// members are documented on its own page only, not repeated on every
// page that inherits them.
func hasNoInheritDoc(r *reflection) bool {
	if r == nil || r.Comment == nil {
		return false
	}
	for _, t := range r.Comment.BlockTags {
		if t.Tag == "@noInheritDoc" {
			return true
		}
	}
	for _, t := range r.Comment.ModifierTags {
		if t == "@noInheritDoc" {
			return true
		}
	}
	return false
}

// inheritedFromHidden reports a member inherited from a @noInheritDoc
// class or interface, and the member it came from.
func (p *project) inheritedFromHidden(member *reflection) (int, bool) {
	if member.InheritedFrom == nil {
		return 0, false
	}
	id, ok := member.InheritedFrom.targetID()
	if !ok {
		return 0, false
	}
	source := p.byID[id]
	if source == nil {
		return 0, false
	}
	// The target is the parent's member or one of its signatures.
	owner := source.parent
	if owner != nil && owner.is(kindSignatureTarget|kindMethod|kindProperty|kindAccessor|kindConstructor) && !owner.is(kindClass|kindInterface) {
		owner = owner.parent
	}
	return id, hasNoInheritDoc(owner)
}
