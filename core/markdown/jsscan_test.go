package markdown

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/folio-docs/folio/core/jsscan"
)

// classes lists the non-blank tokens as "class:value", the way the
// stylesheet sees them ("-" for uncoloured text).
func classes(tokens []chroma.Token) string {
	var parts []string
	for _, t := range tokens {
		if strings.TrimSpace(t.Value) == "" {
			continue
		}
		class := tokenClass(t.Type)
		if class == "" {
			class = "-"
		}
		parts = append(parts, class+":"+strings.TrimSpace(t.Value))
	}
	return strings.Join(parts, " ")
}

func TestScanJS(t *testing.T) {
	cases := []struct {
		name, code string
		jsx, ts    bool
		want       string
	}{
		{"declaration", "const n = 42;", false, false, "kd:const nx:n o:= mi:42 p:;"},
		{"import", "import {$getRoot} from 'lexical';", false, false, "k:import p:{ nx:$getRoot p:} k:from s1:'lexical' p:;"},
		{"call and property", "editor.update(() => root.append(x));", false, false,
			"nx:editor p:. nf:update p:(() o:=> nx:root p:. nf:append p:( nx:x p:));"},
		{"keyword after a dot is a property", "x.default.delete()", false, false, "nx:x p:. nx:default p:. nf:delete p:()"},
		{"constants and classes", "if (x === null) throw new Error(MAX_SIZE);", false, false,
			"k:if p:( nx:x o:=== kc:null p:) k:throw k:new nf:Error p:( no:MAX_SIZE p:);"},
		{"builtin", "console.log(JSON)", false, false, "nb:console p:. nf:log p:( nb:JSON p:)"},
		{"comments", "a; // note\n/* block\nmore */ b", false, false, "nx:a p:; c1:// note cm:/* block\nmore */ nx:b"},
		{"regex after operator", "x = /a[/]b/gi.test(s)", false, false, "nx:x o:= sr:/a[/]b/gi p:. nf:test p:( nx:s p:)"},
		{"division after operand", "a / b / c", false, false, "nx:a o:/ nx:b o:/ nx:c"},
		{"template with expression", "`a ${b + `c`} d`", false, false, "sb:`a si:${ nx:b o:+ sb:`c` si:} sb:d`"},
		{"numbers", "0xff 1_000 3.14 1e-3 10n", false, false, "mh:0xff mi:1_000 mf:3.14 mf:1e-3 mi:10n"},
		{"strings with escapes", `"a\"b" 'c\'d'`, false, false, `s2:"a\"b" s1:'c\'d'`},
		{"typescript types", "function f(x: number): Promise<string> {}", false, true,
			"kd:function nf:f p:( nx:x o:: kt:number p:) o:: nb:Promise o:< kt:string o:> p:{}"},
		{"contextual keywords", "export type Props = {type: string};", false, true,
			"k:export kr:type nc:Props o:= p:{ nx:type o:: kt:string p:};"},
		{"generic call is not jsx", "useState<number>(0)", true, true, "nx:useState o:< kt:number o:> p:( mi:0 p:)"},
		{"jsx element", `return <div className="x" onClick={() => go(1)}>Hi {name}</div>;`, true, false,
			`k:return p:< nt:div na:className o:= s:"x" na:onClick o:= p:{() o:=> nf:go p:( mi:1 p:)}> -:Hi p:{ nx:name p:}</ nt:div p:>;`},
		{"jsx self-closing and fragment", "x = <><Foo.Bar {...p} /></>", true, false, "nx:x o:= p:<>< nt:Foo.Bar p:{ o:... nx:p p:} p:/></>"},
		{"less-than without jsx", "a = <b>c", false, false, "nx:a o:= o:< nx:b o:> nx:c"},
		{"decorator", "@Component class A {}", false, true, "nd:@Component kd:class nc:A p:{}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := classes(jsscan.Tokens(c.code, c.jsx, c.ts)); got != c.want {
				t.Errorf("\n got %s\nwant %s", got, c.want)
			}
		})
	}
}

// FuzzScanJS checks that the scanner never loses, duplicates or reorders
// a byte, whatever the input: the tokens always spell the source.
func FuzzScanJS(f *testing.F) {
	for _, seed := range []string{
		"const a = `x${`y${z}`}` / 2;",
		"<A b={<C>{d}</C>} e='f'>g</A>",
		"/* unclosed", "'unclosed\n", "`unclosed ${", "}}}{{{", "<div", "a</b>", "x = /unclosed\ny",
		"0x 1e 1e+ .5 ..", "é ü → 🎉 ident€", "@", "#private", "a?.b ?? c",
	} {
		f.Add(seed, true)
	}
	f.Fuzz(func(t *testing.T, src string, jsx bool) {
		var b strings.Builder
		for _, tok := range jsscan.Tokens(src, jsx, jsx) {
			if tok.Value == "" {
				t.Fatalf("empty token %v", tok.Type)
			}
			b.WriteString(tok.Value)
		}
		if b.String() != src {
			t.Fatalf("tokens spell %q, source is %q", b.String(), src)
		}
		if utf8.ValidString(src) && !utf8.ValidString(b.String()) {
			t.Fatal("a token split a character")
		}
	})
}

func TestDeepNestingStaysBounded(t *testing.T) {
	src := strings.Repeat("`${", 10000) + strings.Repeat("}`", 10000)
	var b strings.Builder
	for _, tok := range jsscan.Tokens(src, true, false) {
		b.WriteString(tok.Value)
	}
	if b.String() != src {
		t.Error("deeply nested input was not kept whole")
	}
}
