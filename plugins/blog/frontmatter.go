package blog

import (
	"bytes"
	"fmt"
	"regexp"
	"time"

	"github.com/folio-docs/folio/core/diag"
)

// frontMatter is what a post's front matter may say. Other keys are left
// alone, so posts written for other tools still build.
type frontMatter struct {
	Title       string
	Description string
	Slug        string
	Date        *time.Time
	Tags        []tagRef
	Authors     []authorRef
	Image       string
	Unlisted    bool
	Draft       bool
}

// tagRef is a tag as a post names it: a label, with an optional permalink.
type tagRef struct {
	Label     string
	Permalink string
}

// authorRef is a key into authors.yml, or an author described inline.
type authorRef struct {
	Key    string
	Inline *Author
}

// postSource is a post file's text with what errors need to point into it.
type postSource struct {
	file   string // site-relative, for messages
	src    []byte
	values map[string]any
}

// line is the 1-based line of a top-level front matter key, or 1.
func (s postSource) line(key string) int {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(key) + `\s*:`)
	// Only the front matter: the same word may start a line of the body.
	head := s.src
	if end := closingFence.FindIndex(s.src[min(4, len(s.src)):]); end != nil {
		head = s.src[:end[0]+4]
	}
	if loc := re.FindIndex(head); loc != nil {
		return 1 + bytes.Count(head[:loc[0]], []byte("\n"))
	}
	return 1
}

var closingFence = regexp.MustCompile(`(?m)^---\r?$`)

func (s postSource) errorf(key, format string, args ...any) error {
	return &diag.Diagnostic{Severity: diag.Error, File: s.file, Line: s.line(key), Column: 1, Message: "front matter: " + key + ": " + fmt.Sprintf(format, args...)}
}

// decodeFrontMatter checks and converts the keys the blog knows.
func (s postSource) decodeFrontMatter() (frontMatter, error) {
	var fm frontMatter
	for _, k := range []struct {
		key string
		dst *string
	}{{"title", &fm.Title}, {"description", &fm.Description}, {"slug", &fm.Slug}, {"image", &fm.Image}} {
		v, ok := s.values[k.key]
		if !ok || v == nil {
			continue
		}
		str, isStr := v.(string)
		if !isStr {
			return fm, s.errorf(k.key, "must be a string, got %s", describe(v))
		}
		*k.dst = str
	}
	for _, k := range []struct {
		key string
		dst *bool
	}{{"unlisted", &fm.Unlisted}, {"draft", &fm.Draft}} {
		v, ok := s.values[k.key]
		if !ok || v == nil {
			continue
		}
		b, isBool := v.(bool)
		if !isBool {
			return fm, s.errorf(k.key, "must be true or false, got %s", describe(v))
		}
		*k.dst = b
	}
	if v, ok := s.values["date"]; ok && v != nil {
		d, err := parseDate(v)
		if err != nil {
			return fm, s.errorf("date", "%v", err)
		}
		fm.Date = &d
	}
	var err error
	if fm.Tags, err = s.decodeTags(); err != nil {
		return fm, err
	}
	if fm.Authors, err = s.decodeAuthors(); err != nil {
		return fm, err
	}
	return fm, nil
}

// dateLayouts are the forms a date may take in front matter; times are UTC
// unless they say otherwise.
var dateLayouts = []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02"}

func parseDate(v any) (time.Time, error) {
	switch t := v.(type) {
	case time.Time:
		return t.UTC(), nil
	case string:
		for _, layout := range dateLayouts {
			if d, err := time.Parse(layout, t); err == nil {
				return d.UTC(), nil
			}
		}
		return time.Time{}, fmt.Errorf("%q is not a date: write it as YYYY-MM-DD, optionally with a time (2021-08-26T10:00:00Z)", t)
	}
	return time.Time{}, fmt.Errorf("must be a date (YYYY-MM-DD), got %s", describe(v))
}

func (s postSource) decodeTags() ([]tagRef, error) {
	v, ok := s.values["tags"]
	if !ok || v == nil {
		return nil, nil
	}
	list, isList := v.([]any)
	if !isList {
		return nil, s.errorf("tags", "must be a list, got %s", describe(v))
	}
	var out []tagRef
	for _, item := range list {
		switch t := item.(type) {
		case string:
			out = append(out, tagRef{Label: t})
		case map[string]any:
			label, _ := t["label"].(string)
			permalink, _ := t["permalink"].(string)
			if label == "" {
				return nil, s.errorf("tags", "a tag written as a table needs a label")
			}
			out = append(out, tagRef{Label: label, Permalink: permalink})
		default:
			return nil, s.errorf("tags", "each tag must be a string or {label, permalink}, got %s", describe(item))
		}
	}
	return out, nil
}

func (s postSource) decodeAuthors() ([]authorRef, error) {
	v, ok := s.values["authors"]
	if !ok || v == nil {
		return nil, nil
	}
	items, isList := v.([]any)
	if !isList {
		items = []any{v} // `authors: endi` names one author
	}
	var out []authorRef
	for _, item := range items {
		switch t := item.(type) {
		case string:
			out = append(out, authorRef{Key: t})
		case map[string]any:
			a, err := inlineAuthor(t)
			if err != nil {
				return nil, s.errorf("authors", "%v", err)
			}
			out = append(out, authorRef{Inline: a})
		default:
			return nil, s.errorf("authors", "each author must be a key of the authors file or a table, got %s", describe(item))
		}
	}
	return out, nil
}

// describe names a YAML value's kind for error messages.
func describe(v any) string {
	switch t := v.(type) {
	case string:
		return fmt.Sprintf("the text %q", t)
	case bool:
		return fmt.Sprintf("%t", t)
	case int, float64:
		return fmt.Sprintf("the number %v", t)
	case []any:
		return "a list"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", v)
}
