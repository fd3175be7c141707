package build

import (
	"html"
	"sort"
	"strings"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// voidTags have no content and no closing tag.
var voidTags = map[string]bool{"link": true, "meta": true, "base": true}

// headTagsHTML renders the head tags plugins sent (a feed's alternate
// link, a verification meta tag) once, for every page's <head>. Tag and
// attribute names are limited to safe characters; values are escaped.
// inner_html is trusted: it comes from the site's own plugins.
func headTagsHTML(ps []*runningPlugin) string {
	var b strings.Builder
	for _, p := range ps {
		for _, t := range p.head {
			if !isTagName(t.Tag) || t.Tag == "" {
				continue
			}
			writeHeadTag(&b, t)
		}
	}
	return b.String()
}

func writeHeadTag(b *strings.Builder, t *pluginpb.HeadTag) {
	tag := strings.ToLower(t.Tag)
	b.WriteString("<" + tag)
	keys := make([]string, 0, len(t.Attributes))
	for k := range t.Attributes {
		if isTagName(k) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		b.WriteString(" " + k + `="` + html.EscapeString(t.Attributes[k]) + `"`)
	}
	b.WriteString(">")
	if !voidTags[tag] {
		b.WriteString(t.InnerHtml + "</" + tag + ">")
	}
	b.WriteString("\n")
}

// isTagName accepts tag and attribute names made of letters, digits, "-"
// and ":", nothing that could break out of the tag.
func isTagName(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == ':') {
			return false
		}
	}
	return true
}
