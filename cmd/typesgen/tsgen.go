package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
)

// modulePath is the prefix that maps an import path to a folder of this
// repository.
const modulePath = "github.com/folio-docs/folio"

// Root is one Go type of the contract and the name TypeScript knows it by.
type Root struct {
	Dir    string // package folder, relative to the repository root
	GoName string
	TSName string
}

// generator turns Go struct declarations into TypeScript interfaces. It
// reads the source with go/parser rather than importing the packages, so
// that it can name the plugins' unexported route-data types and needs no
// code of theirs at run time.
type generator struct {
	root     string // the repository root
	fset     *token.FileSet
	packages map[string]*goPackage // folder → parsed package
	names    map[string]string     // "dir.GoName" → TS name
}

type goPackage struct {
	dir   string
	types map[string]*ast.TypeSpec
	// imports maps each type to its file's imports (name → path), to
	// resolve the qualified types its fields use.
	imports map[string]map[string]string
	docs    map[string]*ast.CommentGroup
}

func newGenerator(root string, roots []Root) *generator {
	g := &generator{root: root, fset: token.NewFileSet(), packages: map[string]*goPackage{}, names: map[string]string{}}
	for _, r := range roots {
		g.names[r.Dir+"."+r.GoName] = r.TSName
	}
	return g
}

func (g *generator) load(dir string) (*goPackage, error) {
	if p, ok := g.packages[dir]; ok {
		return p, nil
	}
	entries, err := os.ReadDir(filepath.Join(g.root, dir))
	if err != nil {
		return nil, err
	}
	p := &goPackage{dir: dir, types: map[string]*ast.TypeSpec{}, imports: map[string]map[string]string{}, docs: map[string]*ast.CommentGroup{}}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(g.fset, filepath.Join(g.root, dir, name), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		imports := map[string]string{}
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			alias := path.Base(ip)
			if imp.Name != nil {
				alias = imp.Name.Name
			}
			imports[alias] = ip
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				p.types[ts.Name.Name] = ts
				p.imports[ts.Name.Name] = imports
				p.docs[ts.Name.Name] = ts.Doc
				if ts.Doc == nil && len(gd.Specs) == 1 {
					p.docs[ts.Name.Name] = gd.Doc
				}
			}
		}
	}
	g.packages[dir] = p
	return p, nil
}

// Generate writes one interface per root, in the roots' order.
func (g *generator) Generate(roots []Root) (string, error) {
	var b strings.Builder
	for _, r := range roots {
		p, err := g.load(r.Dir)
		if err != nil {
			return "", err
		}
		spec, ok := p.types[r.GoName]
		if !ok {
			return "", fmt.Errorf("%s: no type %s", r.Dir, r.GoName)
		}
		st, ok := spec.Type.(*ast.StructType)
		if !ok {
			return "", fmt.Errorf("%s.%s: only struct types can be contract roots", r.Dir, r.GoName)
		}
		b.WriteString("\n")
		writeDoc(&b, p.docs[r.GoName], "")
		var extends []string
		var body strings.Builder
		if err := g.fields(&body, p, r.GoName, st, "  ", &extends); err != nil {
			return "", fmt.Errorf("%s.%s: %w", r.Dir, r.GoName, err)
		}
		fmt.Fprintf(&b, "export interface %s", r.TSName)
		if len(extends) > 0 {
			fmt.Fprintf(&b, " extends %s", strings.Join(extends, ", "))
		}
		b.WriteString(" {\n")
		b.WriteString(body.String())
		b.WriteString("}\n")
	}
	return b.String(), nil
}

// fields writes a struct's JSON fields; embedded structs become the
// interfaces it extends, as encoding/json lifts their fields.
func (g *generator) fields(b *strings.Builder, p *goPackage, owner string, st *ast.StructType, indent string, extends *[]string) error {
	for _, f := range st.Fields.List {
		tag := reflect.StructTag("")
		if f.Tag != nil {
			raw, _ := strconv.Unquote(f.Tag.Value)
			tag = reflect.StructTag(raw)
		}
		name, opts, _ := strings.Cut(tag.Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		if len(f.Names) == 0 && name == "" {
			if extends == nil {
				return fmt.Errorf("an embedded field in an inline struct")
			}
			ts, err := g.tsType(p, owner, f.Type)
			if err != nil {
				return err
			}
			*extends = append(*extends, ts)
			continue
		}
		for _, id := range f.Names {
			if !id.IsExported() {
				continue
			}
			key := name
			if key == "" {
				key = id.Name
			}
			// ts:"TYPE,required": TYPE replaces the generated type; required
			// marks a key always present (set or defaulted by the core)
			// despite omitempty.
			ts, required := strings.CutSuffix(tag.Get("ts"), ",required")
			if ts == "" {
				var err error
				if ts, err = g.tsType(p, owner, f.Type); err != nil {
					return fmt.Errorf("field %s: %w", id.Name, err)
				}
			}
			optional := strings.Contains(","+opts+",", ",omitempty,") && !required
			if _, isPtr := f.Type.(*ast.StarExpr); isPtr && !optional {
				ts += " | null"
			}
			writeDoc(b, f.Doc, indent)
			q := ""
			if optional {
				q = "?"
			}
			fmt.Fprintf(b, "%s%s%s: %s;\n", indent, tsKey(key), q, ts)
		}
	}
	return nil
}

// tsType names the TypeScript type of a Go type expression of package p.
func (g *generator) tsType(p *goPackage, owner string, expr ast.Expr) (string, error) {
	switch t := expr.(type) {
	case *ast.StarExpr:
		return g.tsType(p, owner, t.X)
	case *ast.ArrayType:
		elem, err := g.tsType(p, owner, t.Elt)
		if err != nil {
			return "", err
		}
		if t.Len != nil {
			lit, ok := t.Len.(*ast.BasicLit)
			n, err := strconv.Atoi(fmt.Sprint(lit.Value))
			if !ok || err != nil {
				return "", fmt.Errorf("array length %v: write the type in a ts tag", t.Len)
			}
			return "[" + strings.TrimSuffix(strings.Repeat(elem+", ", n), ", ") + "]", nil
		}
		if strings.ContainsAny(elem, " |&") {
			elem = "(" + elem + ")"
		}
		return elem + "[]", nil
	case *ast.MapType:
		key, err := g.tsType(p, owner, t.Key)
		if err != nil {
			return "", err
		}
		val, err := g.tsType(p, owner, t.Value)
		if err != nil {
			return "", err
		}
		return "Record<" + key + ", " + val + ">", nil
	case *ast.InterfaceType:
		return "unknown", nil
	case *ast.StructType:
		var b strings.Builder
		if err := g.fields(&b, p, owner, t, "", nil); err != nil {
			return "", err
		}
		return "{ " + strings.ReplaceAll(strings.TrimSpace(b.String()), "\n", " ") + " }", nil
	case *ast.SelectorExpr:
		pkg := t.X.(*ast.Ident).Name
		ip := p.imports[owner][pkg]
		switch ip + "." + t.Sel.Name {
		case "time.Time":
			return "string", nil
		case "encoding/json.RawMessage":
			return "unknown", nil
		}
		dir, ok := strings.CutPrefix(ip, modulePath+"/")
		if !ok {
			return "", fmt.Errorf("%s.%s is outside the repository: write its type in a ts tag", pkg, t.Sel.Name)
		}
		return g.named(dir, t.Sel.Name)
	case *ast.Ident:
		switch t.Name {
		case "string":
			return "string", nil
		case "bool":
			return "boolean", nil
		case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64":
			return "number", nil
		case "any":
			return "unknown", nil
		}
		return g.named(p.dir, t.Name)
	}
	return "", fmt.Errorf("no TypeScript form for %T", expr)
}

// named resolves a declared type: a struct must be a root (it has a name
// in TypeScript); any other declared type stands for its underlying type.
func (g *generator) named(dir, name string) (string, error) {
	if ts, ok := g.names[dir+"."+name]; ok {
		return ts, nil
	}
	p, err := g.load(dir)
	if err != nil {
		return "", err
	}
	spec, ok := p.types[name]
	if !ok {
		return "", fmt.Errorf("%s: no type %s", dir, name)
	}
	if _, isStruct := spec.Type.(*ast.StructType); isStruct {
		return "", fmt.Errorf("struct %s.%s is part of the contract: add it to the roots in cmd/typesgen", dir, name)
	}
	return g.tsType(p, name, spec.Type)
}

func tsKey(k string) string {
	for _, r := range k {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return strconv.Quote(k)
		}
	}
	return k
}

// writeDoc carries a Go doc comment over as JSDoc.
func writeDoc(b *strings.Builder, doc *ast.CommentGroup, indent string) {
	if doc == nil {
		return
	}
	text := strings.TrimSpace(doc.Text())
	if text == "" {
		return
	}
	lines := strings.Split(text, "\n")
	fmt.Fprintf(b, "%s/**\n", indent)
	for _, l := range lines {
		fmt.Fprintf(b, "%s * %s\n", indent, strings.TrimRight(strings.ReplaceAll(l, "*/", "*\\/"), " "))
	}
	fmt.Fprintf(b, "%s */\n", indent)
}
