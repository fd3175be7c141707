package build

import (
	"html"
	"sort"
	"strings"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// siteHeadTagsHTML renders site.toml's headTags, stylesheets and scripts
// for every page's <head>, ahead of the plugins' tags, as Docusaurus puts
// its config's tags ahead of its plugins'. config checked the names.
func siteHeadTagsHTML(site *config.Site) string {
	var b strings.Builder
	for _, t := range site.PageHeadTags() {
		writeHeadTag(&b, &pluginpb.HeadTag{Tag: t.TagName, Attributes: t.Attributes, InnerHtml: t.InnerHTML})
	}
	return b.String()
}

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
			if !config.IsHTMLName(t.Tag) {
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
		if config.IsHTMLName(k) {
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
