package markdown

import (
	"github.com/folio-docs/folio/core/diag"

	"reflect"
	"strings"
	"testing"
)

func TestCodeBlockMarkup(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{
			name: "no language is plain text",
			src:  "```\na < b && c\n```",
			want: `<div class="theme-code-block language-text"><pre tabindex="0" class="code-block"><code><span class="token-line">a &lt; b &amp;&amp; c` + "\n" + `</span></code></pre></div>` + "\n",
		},
		{
			name: "title bar",
			src:  "```text title=\"App <1>.tsx\"\nx\n```",
			want: `<div class="theme-code-block language-text"><div class="code-block-title">App &lt;1&gt;.tsx</div><pre tabindex="0" class="code-block"><code><span class="token-line">x` + "\n" + `</span></code></pre></div>` + "\n",
		},
		{
			name: "highlighted lines",
			src:  "```plain {1,3-4}\na\nb\nc\nd\ne\n```",
			want: `<div class="theme-code-block language-plain"><pre tabindex="0" class="code-block"><code>` +
				`<span class="theme-code-block-highlighted-line"><span class="token-line">a` + "\n</span></span>" +
				`<span class="token-line">b` + "\n</span>" +
				`<span class="theme-code-block-highlighted-line"><span class="token-line">c` + "\n</span></span>" +
				`<span class="theme-code-block-highlighted-line"><span class="token-line">d` + "\n</span></span>" +
				`<span class="token-line">e` + "\n</span>" +
				`</code></pre></div>` + "\n",
		},
		{
			name: "line numbers",
			src:  "```text showLineNumbers\na\n```",
			want: `<div class="theme-code-block language-text"><pre tabindex="0" class="code-block code-block-line-numbers"><code><span class="token-line">a` + "\n</span></code></pre></div>\n",
		},
		{
			name: "line numbers from 10",
			src:  "```text showLineNumbers=10\na\n```",
			want: `<div class="theme-code-block language-text"><pre tabindex="0" class="code-block code-block-line-numbers"><code style="counter-reset:line 9"><span class="token-line">a` + "\n</span></code></pre></div>\n",
		},
		{
			name: "blank lines are lines",
			src:  "```text\na\n\nb\n```",
			want: `<div class="theme-code-block language-text"><pre tabindex="0" class="code-block"><code><span class="token-line">a` + "\n</span>" + `<span class="token-line">` + "\n</span>" + `<span class="token-line">b` + "\n</span></code></pre></div>\n",
		},
		{
			name: "indented code block",
			src:  "    x = 1\n",
			want: `<div class="theme-code-block language-text"><pre tabindex="0" class="code-block"><code><span class="token-line">x = 1` + "\n</span></code></pre></div>\n",
		},
		{
			name: "highlighted tokens",
			src:  "```ts\nconst x = 'y';\n```",
			want: `<div class="theme-code-block language-ts"><pre tabindex="0" class="code-block"><code><span class="token-line"><span class="kd">const</span> <span class="nx">x</span> <span class="o">=</span> <span class="s1">'y'</span><span class="p">;</span>` + "\n</span></code></pre></div>\n",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := parse(t, c.src)
			if doc.HTML != c.want {
				t.Errorf("got  %s\nwant %s", doc.HTML, c.want)
			}
			if len(doc.Warnings) != 0 {
				t.Errorf("warnings = %v", doc.Warnings)
			}
		})
	}
}

func TestUnknownLanguageWarnsAndRendersPlain(t *testing.T) {
	src := "---\ntitle: x\n---\n\nText.\n\n```foo {1}\n<b>x</b>\n```\n\n```Foo\ny\n```\n"
	doc := parse(t, src)
	want := diag.List{
		diag.Warnf("docs/page.md", 7, 4, `The language "foo" has no grammar.`),
		diag.Warnf("docs/page.md", 11, 4, `The language "foo" has no grammar.`),
	}
	if !reflect.DeepEqual(doc.Warnings, want) {
		t.Errorf("warnings = %+v, want %+v", doc.Warnings, want)
	}
	assertHTML(t, doc.HTML, []string{`<div class="theme-code-block language-foo"><pre tabindex="0" class="code-block"><code><span class="theme-code-block-highlighted-line"><span class="token-line">&lt;b&gt;x&lt;/b&gt;`})
}

// Every language the guides use has a grammar, so none of them warns.
func TestGuideLanguagesHaveGrammars(t *testing.T) {
	for _, lang := range strings.Fields("ts tsx js jsx typescript javascript bash sh shell json html md markdown mdx css diff text plain") {
		if _, ok := grammarFor(lang); !ok {
			t.Errorf("%s has no grammar", lang)
		}
	}
}

func TestChromaLanguagesAreHighlighted(t *testing.T) {
	cases := []struct{ lang, code, want string }{
		{"bash", "echo \"hi\"\n", `<span class="nb">echo</span>`},
		{"json", `{"a": 1}` + "\n", `<span class="nt">&quot;a&quot;</span>`},
		{"css", "a { color: red; }\n", `<span class="nt">a</span>`},
		{"diff", "-old\n+new\n", `<span class="gd">-old`},
	}
	for _, c := range cases {
		html := parse(t, "```"+c.lang+"\n"+c.code+"```\n").HTML
		if !strings.Contains(html, c.want) {
			t.Errorf("%s: lacks %s:\n%s", c.lang, c.want, html)
		}
	}
}

func TestFenceInfo(t *testing.T) {
	cases := []struct {
		info string
		want fenceInfo
	}{
		{"", fenceInfo{}},
		{"TSX", fenceInfo{lang: "tsx"}},
		{`tsx title="App.tsx"`, fenceInfo{lang: "tsx", title: "App.tsx"}},
		{`js title='a {1} showLineNumbers'`, fenceInfo{lang: "js", title: "a {1} showLineNumbers"}},
		{"js {1,3-5}", fenceInfo{lang: "js", highlight: lineSet{1: true, 3: true, 4: true, 5: true}}},
		{"js{2}", fenceInfo{lang: "js", highlight: lineSet{2: true}}},
		{"js {5-3, 2}", fenceInfo{lang: "js", highlight: lineSet{2: true}}},
		{"{1} title=\"x\"", fenceInfo{title: "x", highlight: lineSet{1: true}}},
		{"bash showLineNumbers", fenceInfo{lang: "bash", firstLineNumber: 1}},
		{"bash showLineNumbers=42 {1}", fenceInfo{lang: "bash", firstLineNumber: 42, highlight: lineSet{1: true}}},
	}
	for _, c := range cases {
		if got := parseFenceInfo(c.info); !reflect.DeepEqual(got, c.want) {
			t.Errorf("parseFenceInfo(%q) = %+v, want %+v", c.info, got, c.want)
		}
	}
}

func TestHighlightCode(t *testing.T) {
	html, _, known := HighlightCode("ts {2}", "let a;\nlet b;\n", nil)
	want := `<span class="token-line"><span class="kd">let</span> <span class="nx">a</span><span class="p">;</span>` + "\n</span>" +
		`<span class="theme-code-block-highlighted-line"><span class="token-line"><span class="kd">let</span> <span class="nx">b</span><span class="p">;</span>` + "\n</span></span>"
	if !known || html != want {
		t.Errorf("known %v html\n got %s\nwant %s", known, html, want)
	}
	if html, _, known := HighlightCode("klingon", "<x>", nil); known || html != `<span class="token-line">&lt;x&gt;</span>` {
		t.Errorf("known %v html %s", known, html)
	}
}
