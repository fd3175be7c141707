package docs

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
)

// frontMatter is what the docs plugin reads from a doc's front matter.
// core/markdown reads title, description and the table of contents keys;
// other keys are allowed and left alone.
type frontMatter struct {
	ID               string
	SidebarLabel     string
	SidebarPosition  *float64
	SidebarClassName string
	Slug             *string
	PaginationPrev   optionalRef
	PaginationNext   optionalRef
	PaginationLabel  string
	Unlisted         bool
	Draft            bool
	CustomEditURL    optionalRef
}

// optionalRef is a front matter value that can be absent, null (switch the
// feature off) or a string.
type optionalRef struct {
	Set   bool
	Null  bool
	Value string
}

// rawFrontMatter is a doc's YAML front matter, decoded, with the text it
// came from so that errors can name the key's line.
type rawFrontMatter struct {
	file   string
	values map[string]any
	text   []byte
}

// readFrontMatter decodes a doc's leading "---" block. The full parse comes
// later; ids and URLs of every doc must be known first, so that each doc's
// relative links can be resolved while it is parsed.
func readFrontMatter(file string, src []byte) (rawFrontMatter, error) {
	raw := rawFrontMatter{file: file, values: map[string]any{}, text: frontMatterText(src)}
	if raw.text == nil {
		return raw, nil
	}
	if err := yaml.Unmarshal(raw.text, &raw.values); err != nil {
		// core/markdown owns the wording and position of front matter
		// errors; its parse of the same file reports this one.
		if _, mdErr := markdown.New().Parse(file, src); mdErr != nil {
			return raw, mdErr
		}
		return raw, &diag.Diagnostic{Severity: diag.Error, File: file, Line: 2, Column: 1, Message: "front matter: " + yamlErrPrefix.ReplaceAllString(err.Error(), "")}
	}
	if raw.values == nil {
		raw.values = map[string]any{}
	}
	return raw, nil
}

// frontMatterText is the YAML between a doc's leading "---" and its
// closing fence, nil when there is none (a "---" with no closing fence is
// a thematic break).
func frontMatterText(src []byte) []byte {
	if !bytes.HasPrefix(src, []byte("---\n")) && !bytes.HasPrefix(src, []byte("---\r\n")) {
		return nil
	}
	body := src[bytes.IndexByte(src, '\n')+1:]
	end := closingFence.FindIndex(body)
	if end == nil {
		return nil
	}
	// A copy: the doc's source need not stay in memory for its sake.
	return bytes.Clone(body[:end[0]])
}

var (
	closingFence  = regexp.MustCompile(`(?m)^---[ \t]*\r?$`)
	yamlErrPrefix = regexp.MustCompile(`^yaml: (line \d+: )?`)
)

// line is the line of key in the file (the YAML block starts on line 2).
func (r rawFrontMatter) line(key string) int {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(key) + `\s*:`)
	if loc := re.FindIndex(r.text); loc != nil {
		return 2 + bytes.Count(r.text[:loc[0]], []byte("\n"))
	}
	return 1
}

func (r rawFrontMatter) errorf(key, format string, args ...any) error {
	return &diag.Diagnostic{Severity: diag.Error, File: r.file, Line: r.line(key), Column: 1, Message: "front matter: " + key + ": " + fmt.Sprintf(format, args...)}
}

// decode checks the keys the plugin knows and converts them.
func (r rawFrontMatter) decode() (frontMatter, error) {
	var fm frontMatter
	var err error
	str := func(key string, dst *string) {
		if err != nil {
			return
		}
		v, ok := r.values[key]
		if !ok || v == nil {
			return
		}
		switch t := v.(type) {
		case string:
			*dst = t
		case int, float64:
			*dst = fmt.Sprint(t) // `id: 404` is meant as text
		default:
			err = r.errorf(key, "must be a string, got %s", describe(v))
		}
	}
	boolean := func(key string, dst *bool) {
		if err != nil {
			return
		}
		if v, ok := r.values[key]; ok && v != nil {
			b, isBool := v.(bool)
			if !isBool {
				err = r.errorf(key, "must be true or false, got %s", describe(v))
			}
			*dst = b
		}
	}
	ref := func(key string, dst *optionalRef) {
		if err != nil {
			return
		}
		v, ok := r.values[key]
		if !ok {
			return
		}
		dst.Set = true
		switch t := v.(type) {
		case nil:
			dst.Null = true
		case string:
			dst.Value = t
		default:
			err = r.errorf(key, "must be a string or null, got %s", describe(v))
		}
	}

	str("id", &fm.ID)
	str("sidebar_label", &fm.SidebarLabel)
	str("sidebar_class_name", &fm.SidebarClassName)
	str("pagination_label", &fm.PaginationLabel)
	boolean("unlisted", &fm.Unlisted)
	boolean("draft", &fm.Draft)
	ref("pagination_prev", &fm.PaginationPrev)
	ref("pagination_next", &fm.PaginationNext)
	ref("custom_edit_url", &fm.CustomEditURL)
	if err != nil {
		return fm, err
	}
	if v, ok := r.values["slug"]; ok && v != nil {
		s, isStr := v.(string)
		if !isStr || s == "" {
			return fm, r.errorf("slug", "must be a non-empty string, got %s", describe(v))
		}
		fm.Slug = &s
	}
	if v, ok := r.values["sidebar_position"]; ok && v != nil {
		switch n := v.(type) {
		case int:
			f := float64(n)
			fm.SidebarPosition = &f
		case float64:
			fm.SidebarPosition = &n
		default:
			return fm, r.errorf("sidebar_position", "must be a number, got %s", describe(v))
		}
	}
	if strings.Contains(fm.ID, "/") {
		return fm, r.errorf("id", "must not contain a slash, got %q (the folder is part of the id already)", fm.ID)
	}
	return fm, nil
}

func describe(v any) string {
	switch t := v.(type) {
	case string:
		return strconv.Quote(t)
	case []any:
		return "a list"
	case map[string]any:
		return "a mapping"
	default:
		return fmt.Sprint(t)
	}
}
