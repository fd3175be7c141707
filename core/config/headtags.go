package config

import (
	"fmt"
	"sort"
	"strconv"
)

// Docusaurus's config puts tags into every page's <head> three ways:
// headTags ({tagName, attributes}), stylesheets and scripts (a URL or a
// table of the tag's attributes). site.toml takes the same three keys, in
// the same shapes, so `folio import docusaurus` carries them over as they
// are; the build writes them before the plugins' head tags, in Docusaurus's
// order: headTags, then stylesheets, then scripts.

// HeadTag is one element of headTags.
type HeadTag struct {
	TagName    string        `toml:"tagName" json:"-"`
	Attributes TagAttributes `toml:"attributes" json:"-"`
	// InnerHTML is the element's content (an inline script or style),
	// written as is.
	InnerHTML string `toml:"innerHTML" json:"-"`
}

// TagAttributes are a tag's attributes: string, integer or boolean values,
// as in Docusaurus. true writes the attribute with no value; false leaves
// it out.
type TagAttributes map[string]string

// Script is one element of scripts: its <script>'s attributes; in site.toml
// either the URL or a table with at least src.
type Script map[string]string

// Stylesheet is one element of stylesheets: its <link rel="stylesheet">'s
// attributes; in site.toml either the URL or a table with at least href.
type Stylesheet map[string]string

// tomlShape is a config type that accepts more than one TOML shape (a
// string or a table) and so checks its value itself (checkValue).
type tomlShape interface {
	shapeError(v any) string
}

func (TagAttributes) shapeError(v any) string { _, err := attributes(v, ""); return errText(err) }
func (Script) shapeError(v any) string        { _, err := attributes(v, "src"); return errText(err) }
func (Stylesheet) shapeError(v any) string    { _, err := attributes(v, "href"); return errText(err) }

func (a *TagAttributes) UnmarshalTOML(v any) error {
	m, err := attributes(v, "")
	*a = m
	return err
}

func (s *Script) UnmarshalTOML(v any) error {
	m, err := attributes(v, "src")
	*s = m
	return err
}

func (s *Stylesheet) UnmarshalTOML(v any) error {
	m, err := attributes(v, "href")
	*s = m
	return err
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// attributes reads a tag's attributes from a table, or, when urlKey is
// set, from a string that is the value of urlKey (src, href).
func attributes(v any, urlKey string) (map[string]string, error) {
	if s, ok := v.(string); ok && urlKey != "" {
		if s == "" {
			return nil, fmt.Errorf("must not be empty")
		}
		return map[string]string{urlKey: s}, nil
	}
	tbl, ok := v.(map[string]any)
	if !ok {
		if urlKey != "" {
			return nil, fmt.Errorf("expected a URL string or a table with %s, got %s", urlKey, describeValue(v))
		}
		return nil, fmt.Errorf("expected a table, got %s", describeValue(v))
	}
	out := make(map[string]string, len(tbl))
	names := make([]string, 0, len(tbl))
	for k := range tbl {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !IsHTMLName(k) {
			return nil, fmt.Errorf("%q is not an attribute name (letters, digits, \"-\" and \":\")", k)
		}
		switch x := tbl[k].(type) {
		case string:
			out[k] = x
		case int64:
			out[k] = strconv.FormatInt(x, 10)
		case bool:
			if x {
				out[k] = ""
			}
		default:
			return nil, fmt.Errorf("attribute %s: expected a string, an integer or a boolean, got %s", k, describeValue(x))
		}
	}
	if urlKey != "" && out[urlKey] == "" {
		return nil, fmt.Errorf("a table here needs %s (the URL)", urlKey)
	}
	return out, nil
}

// IsHTMLName accepts tag and attribute names made of letters, digits, "-"
// and ":", nothing that could break out of the tag.
func IsHTMLName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == ':') {
			return false
		}
	}
	return true
}

// PageHeadTags are the tags the config puts into every page's <head>, in
// Docusaurus's order: headTags, stylesheets, scripts.
func (s *Site) PageHeadTags() []HeadTag {
	out := make([]HeadTag, 0, len(s.HeadTags)+len(s.Stylesheets)+len(s.Scripts))
	out = append(out, s.HeadTags...)
	for _, css := range s.Stylesheets {
		attrs := TagAttributes{"rel": "stylesheet"}
		for k, v := range css {
			attrs[k] = v
		}
		out = append(out, HeadTag{TagName: "link", Attributes: attrs})
	}
	for _, js := range s.Scripts {
		out = append(out, HeadTag{TagName: "script", Attributes: TagAttributes(js)})
	}
	return out
}
