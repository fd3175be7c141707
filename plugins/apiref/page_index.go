package apiref

import (
	"fmt"
	"strings"
)

// indexPage is /docs/api/: what the reference covers, and every module
// grouped by package.
func (g *generator) indexPage() []byte {
	var b strings.Builder
	frontMatter{Title: "API Reference", Description: "The API of every Lexical package: modules, classes, interfaces, functions and types, generated from their TypeScript declarations.", SidebarLabel: "Overview", SidebarPosition: 1, HideTOC: true}.write(&b)
	b.WriteString("# API Reference\n\n")
	b.WriteString("This reference is generated at build time from the TypeScript declarations the packages ship")
	if v := g.version(); v != "" {
		fmt.Fprintf(&b, " (version %s)", v)
	}
	b.WriteString(". Each module has a page that lists its classes and interfaces, which have pages of their own, and documents its functions, variables and types in place.\n\n")
	fmt.Fprintf(&b, "The [module index](%s) lists every class and interface by module.\n\n", g.urls.doc("api/modules"))
	for _, pkg := range g.packages {
		mods := g.modulesOf[pkg.Name]
		if len(mods) == 0 {
			continue
		}
		if len(mods) == 1 && mods[0].Name == pkg.Name {
			fmt.Fprintf(&b, "- [%s](%s)", CodeSpan(pkg.Name), g.urls.doc(mods[0].Page.DocID))
		} else {
			fmt.Fprintf(&b, "- %s", CodeSpan(pkg.Name))
		}
		if d := strings.TrimSpace(pkg.JSON.Description); d != "" {
			b.WriteString(": " + markdownEscaper.Replace(d))
		}
		b.WriteString("\n")
		if len(mods) > 1 || mods[0].Name != pkg.Name {
			for _, m := range mods {
				fmt.Fprintf(&b, "  - [%s](%s)\n", CodeSpan(m.Name), g.urls.doc(m.Page.DocID))
			}
		}
	}
	b.WriteString("\n")
	return []byte(b.String())
}

// modulesPage is /docs/api/modules: every module with its classes and
// interfaces.
func (g *generator) modulesPage() []byte {
	var b strings.Builder
	frontMatter{Title: "Modules", Description: "Every module of the Lexical packages, with a link to its API reference.", SidebarLabel: "Module index", SidebarPosition: 2, HideTOC: true}.write(&b)
	b.WriteString("# Modules\n\n")
	b.WriteString("Every module of the reference, with the classes and interfaces it exports.\n\n")
	for _, m := range g.p.modules {
		fmt.Fprintf(&b, "- [%s](%s)", CodeSpan(m.Name), g.urls.doc(m.Page.DocID))
		if counts := g.counts(m); counts != "" {
			b.WriteString(": " + counts)
		}
		b.WriteString("\n")
		for _, s := range g.p.sectionsOf(m.Page) {
			if !s.Listed {
				continue
			}
			links := make([]string, len(s.Members))
			for i, c := range s.Members {
				links[i] = fmt.Sprintf("[%s](%s)", CodeSpan(c.Name), markdownURL(g.p.urlOf(c.ID)))
			}
			fmt.Fprintf(&b, "  - %s: %s\n", s.Title, strings.Join(links, ", "))
		}
	}
	b.WriteString("\n")
	return []byte(b.String())
}

// counts summarises a module: "3 classes, 12 functions".
func (g *generator) counts(m *module) string {
	var parts []string
	for _, s := range g.p.sectionsOf(m.Page) {
		n := len(s.Members)
		word := strings.ToLower(s.Title)
		if n == 1 {
			word = singular[word]
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, word))
	}
	return strings.Join(parts, ", ")
}

var singular = map[string]string{
	"classes": "class", "interfaces": "interface", "namespaces": "namespace", "enumerations": "enumeration",
	"type aliases": "type alias", "variables": "variable", "functions": "function", "references": "reference",
}
