package apiref

// The declarations shown in a symbol's code block, written the way
// TypeScript declares them, with every named type linked.

// modifiers writes the keywords before a member's name.
func modifiers(w *typeWriter, r *reflection) {
	if r.Flags.IsProtected {
		w.out.text("protected ")
	}
	if r.Flags.IsStatic {
		w.out.text("static ")
	}
	if r.Flags.IsAbstract {
		w.out.text("abstract ")
	}
	if r.Flags.IsReadonly {
		w.out.text("readonly ")
	}
}

// signatureDeclaration: name<T>(a: A, b?: B): R, with the parameters on
// their own lines when the line would be too long. Constructors read
// "new Name(…)", accessors "get name(): T" and "set name(value: T)".
func (g *generator) signatureDeclaration(owner, s *reflection) string {
	write := func(spread bool) *codeHTML {
		c := codeHTML{block: true}
		w := &typeWriter{p: g.p, out: &c, multiline: true}
		modifiers(w, owner)
		switch {
		case s.is(kindConstructorSig):
			w.out.text("new " + s.Name)
		case s.is(kindGetSignature):
			w.out.text("get " + owner.Name)
		case s.is(kindSetSignature):
			w.out.text("set " + owner.Name)
		default:
			w.out.text(s.Name)
		}
		w.typeParameters(s.TypeParameters)
		w.parameters(s.Parameters, spread)
		if s.Type != nil && !s.is(kindSetSignature) {
			w.out.text(": ")
			w.write(s.Type)
		}
		return &c
	}
	c := write(false)
	if c.width > maxWidth && len(s.Parameters) > 1 {
		c = write(true)
	}
	return c.String()
}

// aliasDeclaration: type Name<T> = …
func (g *generator) aliasDeclaration(r *reflection) string {
	c := codeHTML{block: true}
	w := &typeWriter{p: g.p, out: &c, multiline: true}
	w.out.text("type " + r.Name)
	w.typeParameters(r.TypeParameters)
	w.out.text(" = ")
	if r.Type == nil {
		w.declaration(r) // an object type converted with its members
	} else {
		w.write(r.Type)
	}
	return c.String()
}

// valueDeclaration: const NAME: T for a variable, name?: T for a
// property.
func (g *generator) valueDeclaration(r *reflection) string {
	c := codeHTML{block: true}
	w := &typeWriter{p: g.p, out: &c, multiline: true}
	if r.is(kindVariable) {
		if r.Flags.IsConst {
			w.out.text("const ")
		} else {
			w.out.text("let ")
		}
	} else {
		modifiers(w, r)
	}
	w.out.text(r.Name)
	if r.Flags.IsOptional {
		w.out.text("?")
	}
	w.out.text(": ")
	w.write(r.Type)
	return c.String()
}

// enumDeclaration: enum Name { A = 1, B = 2 }
func (g *generator) enumDeclaration(r *reflection) string {
	c := codeHTML{block: true}
	w := &typeWriter{p: g.p, out: &c, multiline: true}
	w.out.text("enum " + r.Name + " {")
	for _, m := range r.Children {
		w.out.newline(2)
		w.out.text(m.Name)
		if m.Type != nil {
			w.out.text(" = ")
			w.write(m.Type)
		}
		w.out.text(",")
	}
	w.out.newline(0)
	w.out.text("}")
	return c.String()
}
