package markdown

import (
	"regexp"
	"strings"
	"testing"
)

// svgs hides the icons, which are tested once, to keep expectations short.
var svgs = regexp.MustCompile(`<svg .*?</svg>`)

func stripIcons(html string) string { return svgs.ReplaceAllString(html, "SVG") }

func TestAdmonitionTypes(t *testing.T) {
	cases := []struct{ name, alert, title string }{
		{"note", "secondary", "Note"},
		{"tip", "success", "Tip"},
		{"info", "info", "Info"},
		{"warning", "warning", "Warning"},
		{"danger", "danger", "Danger"},
		{"caution", "warning", "Caution"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := stripIcons(parse(t, ":::"+c.name+"\nSome *text*.\n:::\n").HTML)
			want := `<div class="theme-admonition theme-admonition-` + c.name + ` admonition alert alert--` + c.alert + `">` +
				`<div class="admonition-heading"><span class="admonition-icon">SVG</span>` + c.title + `</div>` +
				`<div class="admonition-content"><p>Some <em>text</em>.</p>` + "\n</div></div>\n"
			if got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

func TestAdmonitionIconIsDecorative(t *testing.T) {
	html := parse(t, ":::tip\nx\n:::\n").HTML
	assertHTML(t, html, []string{`<span class="admonition-icon"><svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">`})
}

func TestAdmonitionTitles(t *testing.T) {
	cases := []struct{ src, heading string }{
		{":::tip Pro tip\nx\n:::", "Pro tip"},
		{":::tip[Pro *tip*]\nx\n:::", "Pro <em>tip</em>"},
		{":::note   Spaced   title  \nx\n:::", "Spaced   title"},
		{":::info[]\nx\n:::", "Info"},
	}
	for _, c := range cases {
		html := stripIcons(parse(t, c.src).HTML)
		if !strings.Contains(html, `<span class="admonition-icon">SVG</span>`+c.heading+`</div><div class="admonition-content">`) {
			t.Errorf("%q: heading is not %q:\n%s", c.src, c.heading, html)
		}
	}
}

func TestAdmonitionNesting(t *testing.T) {
	cases := []struct{ name, src string }{
		{"longer outer fence", "::::note\n:::tip\ninner\n:::\nouter\n::::\nafter\n"},
		{"same fences closed in order", ":::note\n:::tip\ninner\n:::\nouter\n:::\nafter\n"},
	}
	want := `<div class="theme-admonition theme-admonition-note admonition alert alert--secondary"><div class="admonition-heading"><span class="admonition-icon">SVG</span>Note</div><div class="admonition-content">` +
		`<div class="theme-admonition theme-admonition-tip admonition alert alert--success"><div class="admonition-heading"><span class="admonition-icon">SVG</span>Tip</div><div class="admonition-content"><p>inner</p>` + "\n</div></div>\n" +
		"<p>outer</p>\n</div></div>\n<p>after</p>\n"
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := stripIcons(parse(t, c.src).HTML); got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

func TestAdmonitionContent(t *testing.T) {
	src := ":::warning\n\n# Not a page title\n\n- a list\n\n```text\n:::\n```\n\n| a |\n|---|\n| 1 |\n:::\nafter\n"
	html := stripIcons(parse(t, src).HTML)
	assertHTML(t, html, []string{
		"<h1>Not a page title</h1>",
		"<li>a list</li>",
		// A fence line inside a code block is code, not the end.
		`<span class="token-line">:::`,
		"<table>",
		"</table>\n</div></div>\n<p>after</p>",
	})
}

func TestAdmonitionInListItem(t *testing.T) {
	html := stripIcons(parse(t, "- item\n\n  :::tip\n  inside\n  :::\n- next\n").HTML)
	assertHTML(t, html, []string{"<li>\n<p>item</p>\n<div class=\"theme-admonition theme-admonition-tip", "<p>inside</p>\n</div></div>\n</li>", "<p>next</p>"})
}

func TestNotAdmonitions(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"unknown type", ":::foo\ntext\n:::\n", "<p>:::foo\ntext\n:::</p>\n"},
		{"two colons", "::tip\ntext\n", "<p>::tip\ntext</p>\n"},
		{"upper case", ":::Tip\ntext\n:::\n", "<p>:::Tip\ntext\n:::</p>\n"},
		{"indented code", "    :::tip\n    x\n", `<span class="token-line">:::tip`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := parse(t, c.src).HTML; !strings.Contains(got, c.want) {
				t.Errorf("got %s, want it to hold %s", got, c.want)
			}
		})
	}
}

func TestUnclosedAdmonitionRunsToTheEnd(t *testing.T) {
	html := stripIcons(parse(t, ":::danger\nfirst\n\nsecond\n").HTML)
	assertHTML(t, html, []string{"<p>first</p>\n<p>second</p>\n</div></div>\n"})
}
