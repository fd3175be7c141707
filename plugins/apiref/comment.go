package apiref

import (
	"regexp"
	"strings"
)

// commentParts renders a comment's parts as Markdown. from is the
// reflection the comment documents: {@link} names resolve from its module.
func (g *generator) commentParts(parts []commentPart, from *reflection) string {
	var b strings.Builder
	for _, part := range parts {
		switch part.Kind {
		case "inline-tag":
			b.WriteString(g.inlineTag(part, from))
		case "text":
			b.WriteString(g.localizeMarkdownLinks(part.Text))
		default: // "code" carries its own backticks
			b.WriteString(part.Text)
		}
	}
	return closeFences(strings.TrimSpace(b.String()))
}

// inlineTag renders {@link X}, {@linkcode X} and {@linkplain X}. A target
// that is documented nowhere is shown as code, never as a broken link.
func (g *generator) inlineTag(part commentPart, from *reflection) string {
	text := part.Text
	if part.TSLinkText != "" {
		text = part.TSLinkText
	}
	if i := strings.LastIndex(text, "!"); i >= 0 && !strings.ContainsAny(text[:i], " ") {
		text = text[i+1:] // "module!Name" reads as "Name"
	}
	if !strings.HasPrefix(part.Tag, "@link") {
		return markdownEscaper.Replace(text)
	}
	url := ""
	if id, ok := part.targetID(); ok {
		url = g.p.urlOf(id)
	} else if u, ok := part.targetURL(); ok {
		url = g.localize(u)
	}
	if url == "" {
		if r := g.p.resolveName(text, from); r != nil {
			url = g.p.urlOf(r.ID)
		}
	}
	label := markdownEscaper.Replace(text)
	if part.Tag == "@linkcode" || url == "" {
		label = CodeSpan(text)
	}
	if url == "" {
		return label
	}
	return "[" + label + "](" + markdownURL(url) + ")"
}

// CodeSpan wraps text in backticks, more of them when it holds some.
func CodeSpan(text string) string {
	fence := "`"
	for strings.Contains(text, fence) {
		fence += "`"
	}
	if strings.HasPrefix(text, "`") || strings.HasSuffix(text, "`") {
		return fence + " " + text + " " + fence
	}
	return fence + text + fence
}

// markdownURL makes a URL safe inside a Markdown link's parentheses.
func markdownURL(u string) string {
	return urlEscaper.Replace(u)
}

var urlEscaper = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E")

var absoluteMarkdownLink = regexp.MustCompile(`\]\((https?://[^)\s]+)\)`)

// localizeMarkdownLinks makes Markdown links to generated pages local.
func (g *generator) localizeMarkdownLinks(text string) string {
	if g.urls.siteURL == "" || !strings.Contains(text, g.urls.siteURL) {
		return text
	}
	return absoluteMarkdownLink.ReplaceAllStringFunc(text, func(m string) string {
		href := m[2 : len(m)-1]
		return "](" + markdownURL(g.localize(href)) + ")"
	})
}

// closeFences closes a code fence a comment left open, which would
// otherwise swallow the rest of the page, headings and anchors included.
func closeFences(md string) string {
	open := ""
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimLeft(line, " ")
		for _, f := range []string{"```", "~~~"} {
			if !strings.HasPrefix(t, f) {
				continue
			}
			switch {
			case open == "":
				open = f
			case open == f && strings.TrimSpace(strings.TrimLeft(t, f[:1])) == "":
				open = ""
			}
		}
	}
	if open != "" {
		md += "\n" + open
	}
	return md
}

// summary is a comment's summary as Markdown, or "".
func (g *generator) summary(c *comment, from *reflection) string {
	if c == nil {
		return ""
	}
	return g.commentParts(c.Summary, from)
}

// firstSentence is a one-line description for lists: the summary's first
// paragraph, without line breaks.
func (g *generator) firstSentence(c *comment, from *reflection) string {
	s := g.summary(c, from)
	if i := strings.Index(s, "\n\n"); i >= 0 {
		s = s[:i]
	}
	if strings.Contains(s, "```") {
		return ""
	}
	return strings.Join(strings.Fields(s), " ")
}

// blockTagTitles are the block tags shown under a heading of their own,
// in our words.
var blockTagTitles = map[string]string{
	"@example":      "Example",
	"@see":          "See also",
	"@throws":       "Throws",
	"@defaultValue": "Default value",
	"@default":      "Default value",
	"@since":        "Since",
	"@remarks":      "",
}

// skippedBlockTags are shown elsewhere (@returns, @param) or are
// directives, not documentation.
var skippedBlockTags = map[string]bool{
	"@returns": true, "@return": true, "@param": true, "@typeParam": true, "@template": true,
	"@noInheritDoc": true, "@inheritDoc": true, "@internal": true, "@privateRemarks": true,
	"@deprecated": true, "@module": true, "@packageDocumentation": true, "@category": true, "@group": true,
}

// noticeText renders @deprecated and stability modifiers as quotes at the
// top of a symbol's documentation.
func (g *generator) noticeText(c *comment, from *reflection) string {
	if c == nil {
		return ""
	}
	var out []string
	for _, t := range c.BlockTags {
		if t.Tag == "@deprecated" {
			text := g.commentParts(t.Content, from)
			out = append(out, quote("**Deprecated.** "+text))
		}
	}
	for _, m := range c.ModifierTags {
		switch m {
		case "@experimental", "@beta", "@alpha":
			out = append(out, quote("**Experimental.** This API may change in a minor release."))
		}
	}
	return strings.Join(out, "\n\n")
}

// blockTags renders the remaining block tags (examples, see-also …).
func (g *generator) blockTags(c *comment, from *reflection) string {
	if c == nil {
		return ""
	}
	var out []string
	for _, t := range c.BlockTags {
		if skippedBlockTags[t.Tag] {
			continue
		}
		body := g.commentParts(t.Content, from)
		title, known := blockTagTitles[t.Tag]
		if !known {
			title = tagTitle(t.Tag)
		}
		switch {
		case title == "":
			out = append(out, body)
		case body == "":
			out = append(out, "**"+title+"**")
		default:
			out = append(out, "**"+title+"**\n\n"+body)
		}
	}
	return strings.Join(out, "\n\n")
}

// returnsText is a signature's @returns description.
func (g *generator) returnsText(c *comment, from *reflection) string {
	if c == nil {
		return ""
	}
	for _, t := range c.BlockTags {
		if t.Tag == "@returns" || t.Tag == "@return" {
			return g.commentParts(t.Content, from)
		}
	}
	return ""
}

func quote(md string) string {
	return "> " + strings.ReplaceAll(md, "\n", "\n> ")
}

// tagTitle is an unknown block tag's name as a title: "@remark" → "Remark".
func tagTitle(tag string) string {
	name := strings.TrimPrefix(tag, "@")
	if name == "" {
		return "Note"
	}
	return strings.ToUpper(name[:1]) + name[1:]
}
