package apiref

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// typeWriter writes TypeScript types as linked HTML code. In multi-line
// mode (signature blocks) object types and long unions spread over lines;
// otherwise everything stays on one line, as inline code must.
type typeWriter struct {
	p         *project
	out       *codeHTML
	multiline bool
	indent    int
}

// maxWidth is where a signature block starts wrapping.
const maxWidth = 90

// typeHTML renders a type on one line.
func (p *project) typeHTML(t *typeExpr) string {
	var c codeHTML
	w := typeWriter{p: p, out: &c}
	w.write(t)
	return c.String()
}

// width is how wide t is on one line.
func (w *typeWriter) width(t *typeExpr) int {
	var c codeHTML
	(&typeWriter{p: w.p, out: &c}).write(t)
	return c.width
}

// needsParens reports types that bind looser than array brackets and
// union bars.
func needsParens(t *typeExpr) bool {
	switch t.Type {
	case "union", "intersection", "conditional":
		return true
	case "reflection":
		d := t.Declaration
		return d != nil && len(d.Signatures) > 0 && len(d.Children) == 0
	}
	return false
}

func (w *typeWriter) wrapped(t *typeExpr) {
	if needsParens(t) {
		w.out.text("(")
		w.write(t)
		w.out.text(")")
		return
	}
	w.write(t)
}

func (w *typeWriter) write(t *typeExpr) {
	if t == nil {
		w.out.text("unknown")
		return
	}
	switch t.Type {
	case "intrinsic", "unknown":
		w.out.text(t.Name)
	case "reference":
		w.reference(t)
	case "union", "intersection":
		w.list(t)
	case "array":
		w.wrapped(t.ElementType)
		w.out.text("[]")
	case "tuple":
		w.out.text("[")
		for i, e := range t.Elements {
			if i > 0 {
				w.out.text(", ")
			}
			w.write(e)
		}
		w.out.text("]")
	case "namedTupleMember":
		w.out.text(t.Name)
		if t.IsOptional {
			w.out.text("?")
		}
		w.out.text(": ")
		w.write(t.Element)
	case "optional":
		w.wrapped(t.ElementType)
		w.out.text("?")
	case "rest":
		w.out.text("...")
		w.wrapped(t.ElementType)
	case "literal":
		w.out.text(literalText(t.Value))
	case "query":
		w.out.text("typeof ")
		w.write(t.QueryType)
	case "predicate":
		if t.Asserts {
			w.out.text("asserts ")
		}
		w.out.text(t.Name)
		if t.TargetType != nil {
			w.out.text(" is ")
			w.write(t.TargetType)
		}
	case "typeOperator":
		w.out.text(t.Operator + " ")
		w.wrapped(t.operand())
	case "indexedAccess":
		w.wrapped(t.ObjectType)
		w.out.text("[")
		w.write(t.IndexType)
		w.out.text("]")
	case "conditional":
		w.wrapped(t.CheckType)
		w.out.text(" extends ")
		w.write(t.ExtendsType)
		w.out.text(" ? ")
		w.write(t.TrueType)
		w.out.text(" : ")
		w.write(t.FalseType)
	case "inferred":
		w.out.text("infer " + t.Name)
		if t.Constraint != nil {
			w.out.text(" extends ")
			w.write(t.Constraint)
		}
	case "mapped":
		w.mapped(t)
	case "templateLiteral":
		w.templateLiteral(t)
	case "reflection":
		w.declaration(t.Declaration)
	default:
		if t.Name != "" {
			w.out.text(t.Name)
		} else {
			w.out.text("unknown")
		}
	}
}

func (w *typeWriter) reference(t *typeExpr) {
	url := ""
	if id, ok := t.targetID(); ok && !t.RefersToTypeParameter {
		url = w.p.urlOf(id)
	} else if sym, ok := t.symbolTarget(); ok {
		url = mdnURL(sym)
	}
	w.out.link(url, t.Name)
	w.typeArguments(t.TypeArguments)
}

func (w *typeWriter) typeArguments(args []*typeExpr) {
	if len(args) == 0 {
		return
	}
	w.out.text("<")
	for i, a := range args {
		if i > 0 {
			w.out.text(", ")
		}
		w.write(a)
	}
	w.out.text(">")
}

// list writes a union or intersection; a long one in a signature block
// puts each member on its own line.
func (w *typeWriter) list(t *typeExpr) {
	sep := " | "
	if t.Type == "intersection" {
		sep = " & "
	}
	spread := w.multiline && len(t.Types) > 2 && w.out.width+w.width(t) > maxWidth
	for i, x := range t.Types {
		if spread {
			w.out.newline(w.indent + 2)
			w.out.text(strings.TrimLeft(sep, " "))
		} else if i > 0 {
			w.out.text(sep)
		}
		w.wrapped(x)
	}
}

func (w *typeWriter) mapped(t *typeExpr) {
	w.out.text("{ ")
	switch t.ReadonlyModifier {
	case "+":
		w.out.text("readonly ")
	case "-":
		w.out.text("-readonly ")
	}
	w.out.text("[" + t.Parameter + " in ")
	w.write(t.ParameterType)
	if t.NameType != nil {
		w.out.text(" as ")
		w.write(t.NameType)
	}
	w.out.text("]")
	switch t.OptionalModifier {
	case "+":
		w.out.text("?")
	case "-":
		w.out.text("-?")
	}
	w.out.text(": ")
	w.write(t.TemplateType)
	w.out.text(" }")
}

func (w *typeWriter) templateLiteral(t *typeExpr) {
	w.out.text("`" + t.Head)
	for _, pair := range t.Tail {
		if len(pair) != 2 {
			continue
		}
		var part typeExpr
		var text string
		_ = json.Unmarshal(pair[0], &part)
		_ = json.Unmarshal(pair[1], &text)
		w.out.text("${")
		w.write(&part)
		w.out.text("}" + text)
	}
	w.out.text("`")
}

// declaration writes an anonymous type: a function type, or an object
// type with its properties, methods and signatures.
func (w *typeWriter) declaration(d *reflection) {
	if d == nil {
		w.out.text("object")
		return
	}
	if len(d.Children) == 0 && len(d.IndexSignatures) == 0 && len(d.Signatures) == 1 {
		w.signatureType(d.Signatures[0], " => ")
		return
	}
	var members []func()
	for _, s := range d.Signatures {
		members = append(members, func() { w.signatureType(s, ": ") })
	}
	for _, s := range d.IndexSignatures {
		members = append(members, func() { w.indexSignature(s) })
	}
	for _, c := range d.Children {
		members = append(members, func() { w.member(c) })
	}
	if len(members) == 0 {
		w.out.text("{}")
		return
	}
	spread := w.multiline && len(members) > 1
	w.out.text("{")
	w.indent += 2
	for i, m := range members {
		if spread {
			w.out.newline(w.indent)
		} else if i > 0 {
			w.out.text("; ")
		} else {
			w.out.text(" ")
		}
		m()
		if spread {
			w.out.text(";")
		}
	}
	w.indent -= 2
	if spread {
		w.out.newline(w.indent)
	} else {
		w.out.text(" ")
	}
	w.out.text("}")
}

// member writes one property or method of an object type.
func (w *typeWriter) member(c *reflection) {
	if c.Flags.IsReadonly {
		w.out.text("readonly ")
	}
	name := propertyName(c.Name)
	if c.is(kindMethod) && len(c.Signatures) > 0 {
		for i, s := range c.Signatures {
			if i > 0 {
				w.out.text("; ")
			}
			w.out.text(name)
			w.signatureType(s, ": ")
		}
		return
	}
	w.out.text(name)
	if c.Flags.IsOptional {
		w.out.text("?")
	}
	w.out.text(": ")
	if c.is(kindAccessor) && c.GetSignature != nil {
		w.write(c.GetSignature.Type)
		return
	}
	w.write(c.Type)
}

func (w *typeWriter) indexSignature(s *reflection) {
	w.out.text("[")
	for i, prm := range s.Parameters {
		if i > 0 {
			w.out.text(", ")
		}
		w.out.text(prm.Name + ": ")
		w.write(prm.Type)
	}
	w.out.text("]: ")
	w.write(s.Type)
}

// signatureType writes a call signature: (a: A) => R for a function type,
// (a: A): R inside an object type. A constructor signature gets "new".
func (w *typeWriter) signatureType(s *reflection, arrow string) {
	if s.is(kindConstructorSig) {
		w.out.text("new ")
	}
	w.typeParameters(s.TypeParameters)
	w.parameters(s.Parameters, false)
	w.out.text(arrow)
	w.write(s.Type)
}

// typeParameters writes <T extends X = Y, …>.
func (w *typeWriter) typeParameters(tps []*reflection) {
	if len(tps) == 0 {
		return
	}
	w.out.text("<")
	for i, tp := range tps {
		if i > 0 {
			w.out.text(", ")
		}
		w.out.text(tp.Name)
		if tp.Type != nil {
			w.out.text(" extends ")
			w.write(tp.Type)
		}
		if tp.Default != nil {
			w.out.text(" = ")
			w.write(tp.Default)
		}
	}
	w.out.text(">")
}

// parameters writes (a: A, b?: B); in a signature block a long list puts
// each parameter on its own line.
func (w *typeWriter) parameters(params []*reflection, spread bool) {
	w.out.text("(")
	for i, prm := range params {
		if spread {
			w.out.newline(w.indent + 2)
		} else if i > 0 {
			w.out.text(", ")
		}
		if prm.Flags.IsRest {
			w.out.text("...")
		}
		w.out.text(prm.Name)
		if prm.Flags.IsOptional || prm.DefaultValue != "" {
			w.out.text("?")
		}
		w.out.text(": ")
		w.write(prm.Type)
		if spread {
			w.out.text(",")
		}
	}
	if spread {
		w.out.newline(w.indent)
	}
	w.out.text(")")
}

var identifier = regexp.MustCompile(`^[\p{L}_$][\p{L}\p{N}_$]*$`)

// propertyName quotes a property name that is not an identifier, as
// TypeScript requires ("@lexical/rules-of-lexical"). Symbol keys
// ("[iterator]") and numbers stay as they are.
func propertyName(name string) string {
	if identifier.MatchString(name) || strings.HasPrefix(name, "[") {
		return name
	}
	if _, err := strconv.ParseFloat(name, 64); err == nil {
		return name
	}
	q, _ := json.Marshal(name)
	return string(q)
}

// literalText writes a literal type's value as TypeScript does.
func literalText(raw json.RawMessage) string {
	var big struct {
		Value    string `json:"value"`
		Negative bool   `json:"negative"`
	}
	if len(raw) > 0 && raw[0] == '{' && json.Unmarshal(raw, &big) == nil {
		if big.Negative {
			return "-" + big.Value + "n"
		}
		return big.Value + "n"
	}
	if len(raw) == 0 {
		return "null"
	}
	return string(raw) // strings keep their JSON quotes; numbers, booleans and null read the same
}
