package config

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// CheckThemeConfig validates site.toml's themeConfig against the schema of
// the theme in use. Every problem names site.toml's line and the full key,
// as Parse's own errors do. A Site not read from a file has nothing to check.
func (s *Site) CheckThemeConfig(ts *ThemeSchema) error {
	if s.source == nil {
		return nil
	}
	r := &reporter{file: s.file, src: s.source}
	tc, ok := s.tree["themeConfig"]
	if !ok {
		tc = map[string]any{}
	}
	// As in Parse, unknown keys and wrong types come first and alone: a
	// value of the wrong shape would also show up as a missing or invalid one.
	schemaValidator{ts: ts, r: r, shapeOnly: true}.check(ts.Root, tc, path("themeConfig"))
	if err := r.err(); err != nil {
		return err
	}
	schemaValidator{ts: ts, r: r}.check(ts.Root, tc, path("themeConfig"))
	return r.err()
}

// schemaValidator walks a TOML value and its schema side by side.
type schemaValidator struct {
	ts *ThemeSchema
	r  *reporter
	// shapeOnly checks keys and types only: properties, additionalProperties,
	// items and type, through $ref and allOf, which always apply.
	shapeOnly bool
}

// matches says whether v passes s, reporting nothing: the test of "if",
// "anyOf", "oneOf" and "not".
func (sv schemaValidator) matches(s *Schema, v any, p keyPath) bool {
	scratch := &reporter{file: sv.r.file, src: sv.r.src, probe: true}
	schemaValidator{ts: sv.ts, r: scratch}.check(s, v, p)
	return len(scratch.errs) == 0
}

func (sv schemaValidator) check(s *Schema, v any, p keyPath) {
	if s == nil {
		return
	}
	if s.falseSchema {
		sv.r.at(p, "is not allowed here")
		return
	}
	if s.Ref != "" {
		ref, _ := sv.ts.resolve(s.Ref) // checked by prepare
		sv.check(ref, v, p)
	}
	if s.Type != "" && !hasSchemaType(v, s.Type) {
		sv.r.at(p, "expected %s, got %s", sv.describe(s), describeValue(v))
		return
	}
	if sv.shapeOnly {
		sv.shape(s, v, p)
		return
	}
	switch v := v.(type) {
	case map[string]any:
		sv.object(s, v, p)
	case string:
		sv.text(s, v, p)
	case int64:
		sv.number(s, float64(v), p)
	case float64:
		sv.number(s, v, p)
	default:
		if items, ok := asList(v); ok {
			sv.list(s, items, p)
		}
	}
	if len(s.Enum) > 0 && !slices.ContainsFunc(s.Enum, func(e any) bool { return sameValue(e, v) }) {
		allowed := make([]string, len(s.Enum))
		for i, e := range s.Enum {
			allowed[i] = formatValue(e)
		}
		sv.r.at(p, "must be one of %s; got %s", strings.Join(allowed, ", "), formatValue(v))
	}
	if s.Const != nil && !sameValue(s.Const, v) {
		sv.r.at(p, "must be %s; got %s", formatValue(s.Const), formatValue(v))
	}
	sv.combinators(s, v, p)
}

func (sv schemaValidator) shape(s *Schema, v any, p keyPath) {
	if tbl, ok := v.(map[string]any); ok {
		sv.object(s, tbl, p)
	} else if items, ok := asList(v); ok && s.Items != nil {
		for i, item := range items {
			sv.check(s.Items, item, p.at(i))
		}
	}
	for _, sub := range s.AllOf {
		sv.check(sub, v, p)
	}
}

func (sv schemaValidator) object(s *Schema, tbl map[string]any, p keyPath) {
	for _, name := range s.Required {
		if _, ok := tbl[name]; !ok && !sv.shapeOnly {
			sv.r.missing(p.key(name))
		}
	}
	names := make([]string, 0, len(tbl))
	for name := range tbl {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if sub, ok := s.Properties[name]; ok {
			sv.check(sub, tbl[name], p.key(name))
			continue
		}
		if extra := s.AdditionalProperties; extra != nil {
			if extra.falseSchema {
				sv.r.at(p.key(name), "%s", unknownKey(name, mapKeys(s.Properties)))
			} else {
				sv.check(extra, tbl[name], p.key(name))
			}
		}
	}
}

// text checks a string. minLength counts what is left after trimming
// spaces: a blank label is as useless as an empty one.
func (sv schemaValidator) text(s *Schema, v string, p keyPath) {
	if s.MinLength != nil && len([]rune(strings.TrimSpace(v))) < *s.MinLength {
		if *s.MinLength == 1 {
			sv.r.at(p, "must not be empty")
		} else {
			sv.r.at(p, "must have at least %d characters, got %q", *s.MinLength, v)
		}
	}
	if s.pattern != nil && !s.pattern.MatchString(v) {
		sv.r.at(p, "must match /%s/, got %q", s.Pattern, v)
	}
	if s.Format == "uri" {
		if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			sv.r.at(p, "must be an absolute http(s) URL, got %q", v)
		}
	}
}

func (sv schemaValidator) number(s *Schema, v float64, p keyPath) {
	below := s.Minimum != nil && v < *s.Minimum
	above := s.Maximum != nil && v > *s.Maximum
	switch {
	case (below || above) && s.Minimum != nil && s.Maximum != nil:
		sv.r.at(p, "must be between %v and %v, got %v", *s.Minimum, *s.Maximum, v)
	case below:
		sv.r.at(p, "must be at least %v, got %v", *s.Minimum, v)
	case above:
		sv.r.at(p, "must be at most %v, got %v", *s.Maximum, v)
	}
}

func (sv schemaValidator) list(s *Schema, items []any, p keyPath) {
	if s.MinItems != nil && len(items) < *s.MinItems {
		if *s.MinItems == 1 {
			sv.r.at(p, "must not be empty")
		} else {
			sv.r.at(p, "must have at least %d items, got %d", *s.MinItems, len(items))
		}
	}
	for i, item := range items {
		sv.check(s.Items, item, p.at(i))
	}
}

// combinators applies allOf, anyOf, oneOf, not and if/then/else. A failing
// anyOf, oneOf or not prints the description of the schema holding it.
func (sv schemaValidator) combinators(s *Schema, v any, p keyPath) {
	for _, sub := range s.AllOf {
		sv.check(sub, v, p)
	}
	if len(s.AnyOf) > 0 && !slices.ContainsFunc(s.AnyOf, func(b *Schema) bool { return sv.matches(b, v, p) }) {
		if s.Description != "" {
			sv.r.at(p, "%s", s.Description)
		} else {
			sv.check(s.AnyOf[0], v, p) // the first form's own complaints
		}
	}
	if len(s.OneOf) > 0 {
		sv.oneOf(s, v, p)
	}
	if s.Not != nil && sv.matches(s.Not, v, p) {
		at := p
		if tbl, ok := v.(map[string]any); ok && onlyRequired(s.Not) {
			// "not required: [items]" is about that key: point at it.
			for _, k := range s.Not.Required {
				if _, present := tbl[k]; present {
					at = p.key(k)
					break
				}
			}
		}
		sv.r.at(at, "%s", cmpOr(s.Description, "is not allowed here"))
	}
	if s.If != nil {
		if sv.matches(s.If, v, p) {
			sv.check(s.Then, v, p)
		} else {
			sv.check(s.Else, v, p)
		}
	}
}

// oneOf reports a value matching no branch, or more than one. When each
// branch requires a single key, the choice is between keys, and the errors
// say so in those words.
func (sv schemaValidator) oneOf(s *Schema, v any, p keyPath) {
	var matched []int
	for i, b := range s.OneOf {
		if sv.matches(b, v, p) {
			matched = append(matched, i)
		}
	}
	if len(matched) == 1 {
		return
	}
	keys := choiceKeys(s.OneOf)
	switch {
	case s.Description != "":
		sv.r.at(p, "%s", s.Description)
	case keys != nil && len(matched) == 0:
		sv.r.at(p, "needs either %s", joinQuoted(keys, "or"))
	case keys != nil:
		sv.r.at(p.key(keys[matched[1]]), "cannot be set together with %q", keys[matched[0]])
	case len(matched) == 0:
		sv.check(s.OneOf[0], v, p)
	default:
		sv.r.at(p, "matches more than one of the allowed forms")
	}
}

// choiceKeys returns the key each branch requires when every branch is
// {"required": [key]} and nothing else, else nil.
func choiceKeys(branches []*Schema) []string {
	keys := make([]string, len(branches))
	for i, b := range branches {
		if !onlyRequired(b) || len(b.Required) != 1 {
			return nil
		}
		keys[i] = b.Required[0]
	}
	return keys
}

// onlyRequired says whether s does nothing but require keys.
func onlyRequired(s *Schema) bool {
	return len(s.Required) > 0 && s.Type == "" && s.Properties == nil && s.AdditionalProperties == nil &&
		s.Enum == nil && s.Const == nil && s.Items == nil && s.AllOf == nil && s.AnyOf == nil &&
		s.OneOf == nil && s.Not == nil && s.If == nil && s.Ref == ""
}

func joinQuoted(keys []string, last string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = fmt.Sprintf("%q", k)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " " + last + " " + q[len(q)-1]
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func hasSchemaType(v any, typ string) bool {
	switch typ {
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "integer":
		_, ok := v.(int64)
		return ok
	case "number":
		switch v.(type) {
		case int64, float64:
			return true
		}
		return false
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := asList(v)
		return ok
	}
	return true
}

// describe names a schema's type as the shape check names Go types, so
// both kinds of error read alike ("expected an array of tables").
func (sv schemaValidator) describe(s *Schema) string {
	switch s.Type {
	case "string":
		return "a string"
	case "boolean":
		return "a boolean"
	case "integer":
		return "an integer"
	case "number":
		return "a number"
	case "object":
		return "a table"
	case "array":
		item := s.Items
		for item != nil && item.Ref != "" && item.Type == "" {
			item, _ = sv.ts.resolve(item.Ref)
		}
		if item == nil || item.Type == "" {
			return "an array"
		}
		if item.Type == "object" {
			return "an array of tables"
		}
		return "an array of " + strings.TrimPrefix(strings.TrimPrefix(sv.describe(item), "a "), "an ") + "s"
	}
	return s.Type
}

// sameValue compares a schema's JSON value with a TOML one: numbers by
// value, whatever their Go type.
func sameValue(schemaValue, v any) bool {
	if n, ok := v.(int64); ok {
		v = float64(n)
	}
	if f, ok := schemaValue.(float64); ok {
		g, isNum := v.(float64)
		return isNum && f == g
	}
	switch a := schemaValue.(type) {
	case string, bool:
		return a == v
	}
	return false
}

func formatValue(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("%q", v)
	case map[string]any:
		return "a table"
	}
	if _, ok := asList(v); ok {
		return "an array"
	}
	return fmt.Sprint(v)
}

// coreThemeConfig checks the themeConfig keys the core itself reads, whatever
// the theme: the page's colour mode (the data-theme attribute of every page)
// and the heading levels of the tables of contents the plugins build.
func (v *validator) coreThemeConfig(t *ThemeConfig) {
	tc := path("themeConfig")
	v.oneOf(tc.key("colorMode").key("defaultMode"), t.ColorMode.DefaultMode, "light", "dark")

	toc := tc.key("tableOfContents")
	minLevel, maxLevel := t.TableOfContents.MinHeadingLevel, t.TableOfContents.MaxHeadingLevel
	minOK := v.headingLevel(toc.key("minHeadingLevel"), minLevel)
	maxOK := v.headingLevel(toc.key("maxHeadingLevel"), maxLevel)
	if minOK && maxOK && minLevel > maxLevel {
		v.r.at(toc.key("minHeadingLevel"), "must not be greater than maxHeadingLevel (%d), got %d", maxLevel, minLevel)
	}
}

// headingLevel holds the TOC to h2..h6: h1 is the page title.
func (v *validator) headingLevel(p keyPath, level int) bool {
	if level < 2 || level > 6 {
		v.r.at(p, "must be between 2 and 6, got %d", level)
		return false
	}
	return true
}

// coreThemeKeys are the themeConfig tables the core and the built-in plugins
// read (see coreThemeConfig, core/bundle's code colours and the search
// plugin). Their known keys keep their Go types; any other key under
// themeConfig is the theme schema's to judge.
var coreThemeKeys = []string{"colorMode", "tableOfContents", "codeBlock", "search"}
