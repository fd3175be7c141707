package bundle

import (
	"bytes"
	"regexp"
	"strings"
)

// prepareMDX turns the Markdown conventions folio shares between .md and
// .mdx into what the MDX compiler understands, keeping every line where it
// was so that errors still point at the right line:
//   - YAML front matter becomes blank lines (the plugin has read it);
//   - a heading's explicit "{#id}" is escaped, or MDX would read it as an
//     expression; the compiler's heading plugin then takes it as the id;
//   - ":::type Title" admonition fences become <Admonition> elements.
func prepareMDX(src []byte) []byte {
	lines := strings.Split(string(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n"))), "\n")
	start := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "---" {
				for j := 0; j <= i; j++ {
					lines[j] = ""
				}
				start = i + 1
				break
			}
		}
	}
	var fence string // the open code fence, if any: nothing inside is touched
	var open []int   // lengths of the open admonition fences
	for i := start; i < len(lines); i++ {
		l := lines[i]
		trimmed := strings.TrimSpace(l)
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) && strings.Trim(trimmed, fence[:1]) == "" {
				fence = ""
			}
			continue
		}
		if m := codeFence.FindString(trimmed); m != "" {
			fence = m
			continue
		}
		if m := admonitionOpen.FindStringSubmatch(trimmed); m != nil {
			open = append(open, len(m[1]))
			title := strings.TrimSpace(m[3])
			attrs := `type="` + m[2] + `"`
			if title != "" {
				attrs += ` title="` + strings.ReplaceAll(title, `"`, "&quot;") + `"`
			}
			// MDX parses lines between block-level tags as Markdown.
			lines[i] = "<Admonition " + attrs + ">"
			continue
		}
		if len(open) > 0 && admonitionClose.MatchString(trimmed) && len(trimmed) >= open[len(open)-1] {
			open = open[:len(open)-1]
			lines[i] = "</Admonition>"
			continue
		}
		if strings.HasPrefix(trimmed, "#") {
			lines[i] = explicitID.ReplaceAllString(l, `\{#$1\}`)
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

var (
	codeFence       = regexp.MustCompile("^(```+|~~~+)")
	admonitionOpen  = regexp.MustCompile(`^(:::+)(note|tip|info|warning|danger|caution)(?:\s+(.*))?$`)
	admonitionClose = regexp.MustCompile(`^:::+$`)
	explicitID      = regexp.MustCompile(`\{#([^}\s]+)\}\s*$`)
)
