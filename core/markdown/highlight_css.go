package markdown

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

// HighlightCSS returns the stylesheet that colours code blocks: the
// default palette, a dark Visual Studio style, in both colour modes.
func HighlightCSS() string {
	defaultCSS.once.Do(func() {
		defaultCSS.css, _ = HighlightCSSWith(DefaultPalette, DefaultPalette)
	})
	return defaultCSS.css
}

var defaultCSS struct {
	once sync.Once
	css  string
}

// HighlightCSSWith returns the stylesheet with one palette for the light
// colour mode and one for the dark mode. A palette is "vsdark", "vslight"
// or the name of a chroma style ("github", "dracula"…). The light palette
// also applies before a colour mode is set, so a page is never uncoloured.
func HighlightCSSWith(light, dark string) (string, error) {
	lightStyle, ok := palette(light)
	if !ok {
		return "", fmt.Errorf("unknown code palette %q", light)
	}
	darkStyle, ok := palette(dark)
	if !ok {
		return "", fmt.Errorf("unknown code palette %q", dark)
	}
	var b strings.Builder
	b.WriteString(layoutCSS)
	if lightStyle == darkStyle {
		writePaletteCSS(&b, "", lightStyle)
	} else {
		writePaletteCSS(&b, "html:not([data-theme='dark']) ", lightStyle)
		writePaletteCSS(&b, "html[data-theme='dark'] ", darkStyle)
	}
	return b.String(), nil
}

// layoutCSS is what any palette needs: highlighted lines span the block,
// and line numbers are a counter that copying the code leaves behind.
const layoutCSS = `.theme-code-block-highlighted-line{display:block}` +
	`.code-block-line-numbers code{counter-reset:line}` +
	`.code-block-line-numbers .token-line::before{counter-increment:line;content:counter(line);display:inline-block;min-width:2em;margin-right:1em;text-align:right;user-select:none}`

// writePaletteCSS writes one palette under scope. Token classes that look
// alike share one rule, which keeps the sheet small. A site sets the
// highlighted line's colour as Docusaurus sites do, with
// --docusaurus-highlighted-code-line-bg.
func writePaletteCSS(b *strings.Builder, scope string, style *chroma.Style) {
	base := style.Get(chroma.Background)
	fmt.Fprintf(b, "%s.theme-code-block,%s.code-block{%s}", scope, scope, declarations(base, chroma.StyleEntry{}))
	if hl := style.Get(chroma.LineHighlight); hl.Background.IsSet() {
		fmt.Fprintf(b, "%s.theme-code-block-highlighted-line{background-color:var(--docusaurus-highlighted-code-line-bg,%s)}", scope, hl.Background)
	}
	if ln := style.Get(chroma.LineNumbers); ln.Colour.IsSet() {
		fmt.Fprintf(b, "%s.code-block-line-numbers .token-line::before{color:%s}", scope, ln.Colour)
	}
	byRule := map[string][]string{}
	for t, class := range chroma.StandardTypes {
		if tokenClass(t) == "" || t < chroma.Keyword {
			// Text takes the block's colour; types below Keyword are
			// about the frame (line numbers, highlight), done above.
			continue
		}
		if rule := declarations(style.Get(t), base); rule != "" {
			byRule[rule] = append(byRule[rule], "."+class)
		}
	}
	rules := make([]string, 0, len(byRule))
	for rule := range byRule {
		rules = append(rules, rule)
	}
	sort.Strings(rules) // the same sheet on every build
	for _, rule := range rules {
		classes := byRule[rule]
		sort.Strings(classes)
		fmt.Fprintf(b, "%s.code-block :is(%s){%s}", scope, strings.Join(classes, ","), rule)
	}
}

// declarations is the CSS for entry where it differs from base.
func declarations(entry, base chroma.StyleEntry) string {
	var d []string
	if entry.Colour.IsSet() && entry.Colour != base.Colour {
		d = append(d, "color:"+entry.Colour.String())
	}
	if entry.Background.IsSet() && entry.Background != base.Background {
		d = append(d, "background-color:"+entry.Background.String())
	}
	if entry.Bold == chroma.Yes && base.Bold != chroma.Yes {
		d = append(d, "font-weight:bold")
	}
	if entry.Italic == chroma.Yes && base.Italic != chroma.Yes {
		d = append(d, "font-style:italic")
	}
	if entry.Underline == chroma.Yes && base.Underline != chroma.Yes {
		d = append(d, "text-decoration:underline")
	}
	return strings.Join(d, ";")
}
