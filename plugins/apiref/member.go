package apiref

import (
	"fmt"
	"strings"
)

// member documents one symbol in place: a heading with its anchor, its
// signature(s) or declaration, and its comments.
func (g *generator) member(b *strings.Builder, m *reflection, level int) {
	heading := markdownName(m.Name)
	switch {
	case m.is(kindFunction | kindMethod | kindConstructor):
		heading += "()"
	}
	if m.Flags.IsStatic {
		heading = "static " + heading
	}
	fmt.Fprintf(b, "%s %s {#%s}\n\n", strings.Repeat("#", level), heading, g.p.anchorOf[m.ID].id)

	switch {
	case m.is(kindFunction | kindMethod | kindConstructor):
		g.notices(b, m.Comment, m)
		for _, s := range m.Signatures {
			g.signature(b, m, s)
		}
	case m.is(kindAccessor):
		for _, s := range []*reflection{m.GetSignature, m.SetSignature} {
			if s != nil {
				g.signature(b, m, s)
			}
		}
	case m.is(kindTypeAlias):
		g.codeBlock(b, g.aliasDeclaration(m))
		g.documentation(b, m.Comment, m)
		g.typeParameterList(b, m.TypeParameters, m)
	case m.is(kindReference):
		g.reference(b, m)
	case m.is(kindNamespace):
		g.documentation(b, m.Comment, m)
		g.namespace(b, m, level)
	case m.is(kindEnum):
		g.codeBlock(b, g.enumDeclaration(m))
		g.documentation(b, m.Comment, m)
	default: // properties, variables
		g.codeBlock(b, g.valueDeclaration(m))
		g.documentation(b, m.Comment, m)
	}
	g.inheritance(b, m)
}

// signature documents one call signature: the code, its comment, type
// parameters, parameters, return value and tags.
func (g *generator) signature(b *strings.Builder, owner, s *reflection) {
	g.codeBlock(b, g.signatureDeclaration(owner, s))
	c := s.Comment
	if c == nil && len(owner.Signatures) <= 1 {
		c = owner.Comment
	}
	g.notices(b, c, s)
	if text := g.summary(c, s); text != "" {
		b.WriteString(text + "\n\n")
	}
	g.typeParameterList(b, s.TypeParameters, s)
	g.parameterList(b, s.Parameters, s)
	if s.Type != nil && !s.is(kindConstructorSig|kindSetSignature) && !isVoid(s.Type) {
		fmt.Fprintf(b, "**Returns** <code>%s</code>\n\n", g.p.typeHTML(s.Type))
		if text := g.returnsText(c, s); text != "" {
			b.WriteString(text + "\n\n")
		}
	}
	if tags := g.blockTags(c, s); tags != "" {
		b.WriteString(tags + "\n\n")
	}
}

func isVoid(t *typeExpr) bool {
	return t.Type == "intrinsic" && t.Name == "void"
}

// documentation writes a declaration's notices, summary and tags.
func (g *generator) documentation(b *strings.Builder, c *comment, from *reflection) {
	g.notices(b, c, from)
	if text := g.summary(c, from); text != "" {
		b.WriteString(text + "\n\n")
	}
	if tags := g.blockTags(c, from); tags != "" {
		b.WriteString(tags + "\n\n")
	}
}

func (g *generator) notices(b *strings.Builder, c *comment, from *reflection) {
	if text := g.noticeText(c, from); text != "" {
		b.WriteString(text + "\n\n")
	}
}

// codeBlock writes a declaration as a block of linked code. Raw HTML
// rather than a fenced block, so that the types in it can link.
func (g *generator) codeBlock(b *strings.Builder, html string) {
	b.WriteString(`<pre tabindex="0" class="api-signature"><code>`)
	b.WriteString(html)
	b.WriteString("</code></pre>\n\n")
}

// parameterList lists parameters with their types and comments, and the
// documented properties of an options object.
func (g *generator) parameterList(b *strings.Builder, params []*reflection, from *reflection) {
	if len(params) == 0 {
		return
	}
	b.WriteString("**Parameters**\n\n")
	for _, prm := range params {
		name := prm.Name
		if prm.Flags.IsRest {
			name = "..." + name
		}
		fmt.Fprintf(b, "- `%s` <code>%s</code>", name, g.p.typeHTML(prm.Type))
		if prm.DefaultValue != "" {
			fmt.Fprintf(b, " (default %s)", CodeSpan(prm.DefaultValue))
		}
		b.WriteString("\n")
		if text := g.summary(prm.Comment, from); text != "" {
			b.WriteString("\n" + indent(text, "  ") + "\n")
		}
		g.optionProperties(b, prm)
		b.WriteString("\n")
	}
}

// optionProperties lists the documented properties of an object type
// parameter, whose comments would otherwise be lost.
func (g *generator) optionProperties(b *strings.Builder, prm *reflection) {
	if prm.Type == nil || prm.Type.Type != "reflection" || prm.Type.Declaration == nil {
		return
	}
	documented := false
	for _, c := range prm.Type.Declaration.Children {
		documented = documented || c.Comment != nil
	}
	if !documented {
		return
	}
	b.WriteString("\n")
	for _, c := range prm.Type.Declaration.Children {
		t := c.Type
		if t == nil && len(c.Signatures) > 0 {
			t = &typeExpr{Type: "reflection", Declaration: &reflection{Signatures: c.Signatures}}
		}
		fmt.Fprintf(b, "  - `%s.%s` <code>%s</code>", prm.Name, c.Name, g.p.typeHTML(t))
		if s := g.firstSentence(c.Comment, c); s != "" {
			b.WriteString(": " + s)
		}
		b.WriteString("\n")
	}
}

// typeParameterList lists type parameters that say more than their name,
// which the signature already shows.
func (g *generator) typeParameterList(b *strings.Builder, tps []*reflection, from *reflection) {
	var told []*reflection
	for _, tp := range tps {
		if tp.Type != nil || tp.Default != nil || tp.Comment != nil {
			told = append(told, tp)
		}
	}
	if len(told) == 0 {
		return
	}
	b.WriteString("**Type parameters**\n\n")
	for _, tp := range told {
		fmt.Fprintf(b, "- `%s`", tp.Name)
		if tp.Type != nil {
			fmt.Fprintf(b, " extends <code>%s</code>", g.p.typeHTML(tp.Type))
		}
		if tp.Default != nil {
			fmt.Fprintf(b, " = <code>%s</code>", g.p.typeHTML(tp.Default))
		}
		if s := g.firstSentence(tp.Comment, from); s != "" {
			b.WriteString(": " + s)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// inheritance says where a class member comes from.
func (g *generator) inheritance(b *strings.Builder, m *reflection) {
	for _, rel := range []struct {
		label string
		t     *typeExpr
	}{{"Inherited from", m.InheritedFrom}, {"Overrides", m.Overwrites}, {"Implementation of", m.ImplementationOf}} {
		if rel.t == nil {
			continue
		}
		fmt.Fprintf(b, "%s %s\n\n", rel.label, g.symbolLink(rel.t))
	}
}

// symbolLink links a reference type by its name ("ElementNode.append").
func (g *generator) symbolLink(t *typeExpr) string {
	name := CodeSpan(t.Name)
	if id, ok := t.targetID(); ok {
		if url := g.p.urlOf(id); url != "" {
			return "[" + name + "](" + markdownURL(url) + ")"
		}
	}
	return name
}

// reference documents a re-export.
func (g *generator) reference(b *strings.Builder, m *reflection) {
	target := g.p.byID[m.Target]
	url := g.p.urlOf(m.Target)
	if target == nil || url == "" {
		fmt.Fprintf(b, "Re-exports %s.\n\n", CodeSpan(m.Name))
		return
	}
	where := ""
	if mod := g.p.moduleOf(target); mod != nil {
		where = " from " + CodeSpan(mod.Name)
	}
	fmt.Fprintf(b, "Re-exports [%s](%s)%s.\n\n", CodeSpan(target.Name), markdownURL(url), where)
}

// namespace documents a namespace's members under it, one level down.
func (g *generator) namespace(b *strings.Builder, ns *reflection, level int) {
	for _, s := range g.p.moduleSections(ns) {
		if s.Listed {
			g.linkList(b, s.Members)
			continue
		}
		for _, m := range s.Members {
			g.member(b, m, min(level+1, 6))
		}
	}
}

// linkList lists symbols that have pages of their own, each item the
// target of the symbol's anchor on this page.
func (g *generator) linkList(b *strings.Builder, members []*reflection) {
	for _, m := range members {
		b.WriteString("- ")
		if id, ok := g.p.listedAnchor[m.ID]; ok {
			fmt.Fprintf(b, `<span id="%s"></span>`, id)
		}
		fmt.Fprintf(b, "[%s](%s)", CodeSpan(m.Name), markdownURL(g.p.urlOf(m.ID)))
		if s := g.firstSentence(g.commentOf(m), m); s != "" {
			b.WriteString(": " + s)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// commentOf is a symbol's comment, or its first signature's.
func (g *generator) commentOf(m *reflection) *comment {
	if m.Comment != nil {
		return m.Comment
	}
	if len(m.Signatures) > 0 {
		return m.Signatures[0].Comment
	}
	return nil
}

func indent(text, prefix string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}
