package config

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
)

// ThemeSchemaFile is the file in a theme's folder that says which
// themeConfig keys the theme accepts. The core validates site.toml's
// themeConfig against the schema of the theme in use, so each theme owns its
// keys and the core knows none of them but the few it reads itself
// (coreThemeKeys).
const ThemeSchemaFile = "theme.schema.json"

// Schema is the part of JSON Schema (draft 2020-12) that a theme schema may
// use. A keyword outside it is refused when the schema is read, so that a
// theme author never believes a rule is enforced when it is not.
//
// Two conventions give the errors their wording:
//   - a failing "not", "anyOf" or "oneOf" prints the description of its
//     subschema when there is one ("only \"dropdown\" items have items");
//   - a "oneOf" whose branches each require one key is a choice between keys
//     ("needs either \"to\" or \"href\"").
type Schema struct {
	Type                 string             `json:"type,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
	Required             []string           `json:"required,omitempty"`
	Enum                 []any              `json:"enum,omitempty"`
	Const                any                `json:"const,omitempty"`
	Pattern              string             `json:"pattern,omitempty"`
	Format               string             `json:"format,omitempty"`
	MinLength            *int               `json:"minLength,omitempty"`
	MinItems             *int               `json:"minItems,omitempty"`
	Minimum              *float64           `json:"minimum,omitempty"`
	Maximum              *float64           `json:"maximum,omitempty"`
	Items                *Schema            `json:"items,omitempty"`
	AllOf                []*Schema          `json:"allOf,omitempty"`
	AnyOf                []*Schema          `json:"anyOf,omitempty"`
	OneOf                []*Schema          `json:"oneOf,omitempty"`
	Not                  *Schema            `json:"not,omitempty"`
	If                   *Schema            `json:"if,omitempty"`
	Then                 *Schema            `json:"then,omitempty"`
	Else                 *Schema            `json:"else,omitempty"`
	Ref                  string             `json:"$ref,omitempty"`
	Defs                 map[string]*Schema `json:"$defs,omitempty"`

	// Annotations: read, and used only for wording or documentation.
	Description string `json:"description,omitempty"`
	Title       string `json:"title,omitempty"`
	Default     any    `json:"default,omitempty"`
	Examples    []any  `json:"examples,omitempty"`
	Comment     string `json:"$comment,omitempty"`
	SchemaURI   string `json:"$schema,omitempty"`
	ID          string `json:"$id,omitempty"`

	// falseSchema is the boolean schema false (nothing is valid); true is a
	// Schema with no keyword.
	falseSchema bool
	pattern     *regexp.Regexp
}

// UnmarshalJSON accepts the boolean schemas true and false besides objects,
// and refuses unknown keywords.
func (s *Schema) UnmarshalJSON(b []byte) error {
	switch string(bytes.TrimSpace(b)) {
	case "true":
		*s = Schema{}
		return nil
	case "false":
		*s = Schema{falseSchema: true}
		return nil
	}
	type plain Schema // no UnmarshalJSON: no recursion
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var p plain
	if err := dec.Decode(&p); err != nil {
		return err
	}
	*s = Schema(p)
	return nil
}

// ThemeSchema is a theme's themeConfig schema, read from File.
type ThemeSchema struct {
	File string
	Root *Schema
}

// LoadThemeSchema reads a theme's schema file. A mistake in it names the
// file: it is the theme author's to fix, not the site maintainer's.
func LoadThemeSchema(file string) (*ThemeSchema, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return ParseThemeSchema(file, data)
}

// ParseThemeSchema decodes a theme schema; file is used in its errors.
func ParseThemeSchema(file string, data []byte) (*ThemeSchema, error) {
	root := &Schema{}
	if err := json.Unmarshal(data, root); err != nil {
		return nil, fmt.Errorf("%s: not a theme schema: %w (the keywords a theme schema may use are listed in docs/themes.md)", file, err)
	}
	if root.Type != "" && root.Type != "object" {
		return nil, fmt.Errorf("%s: the schema of themeConfig must have type \"object\", got %q", file, root.Type)
	}
	ts := &ThemeSchema{File: file, Root: root}
	if err := ts.prepare(root, "#"); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return ts, nil
}

// prepare compiles patterns and checks types and references once, so that
// validating reports only site.toml's mistakes.
func (ts *ThemeSchema) prepare(s *Schema, at string) error {
	if s == nil {
		return nil
	}
	switch s.Type {
	case "", "string", "boolean", "integer", "number", "object", "array":
	default:
		return fmt.Errorf("%s: unknown type %q", at, s.Type)
	}
	if s.Pattern != "" {
		re, err := regexp.Compile(s.Pattern)
		if err != nil {
			return fmt.Errorf("%s: pattern: %w", at, err)
		}
		s.pattern = re
	}
	if s.Format != "" && s.Format != "uri" {
		return fmt.Errorf("%s: unsupported format %q (only \"uri\")", at, s.Format)
	}
	if s.Ref != "" {
		if _, err := ts.resolve(s.Ref); err != nil {
			return fmt.Errorf("%s: %w", at, err)
		}
	}
	for name, sub := range s.Properties {
		if err := ts.prepare(sub, at+"/properties/"+name); err != nil {
			return err
		}
	}
	for name, sub := range s.Defs {
		if err := ts.prepare(sub, at+"/$defs/"+name); err != nil {
			return err
		}
	}
	for _, sub := range []*Schema{s.AdditionalProperties, s.Items, s.Not, s.If, s.Then, s.Else} {
		if err := ts.prepare(sub, at); err != nil {
			return err
		}
	}
	for _, list := range [][]*Schema{s.AllOf, s.AnyOf, s.OneOf} {
		for _, sub := range list {
			if err := ts.prepare(sub, at); err != nil {
				return err
			}
		}
	}
	return nil
}

// resolve finds a "#/$defs/name" reference in the root schema.
func (ts *ThemeSchema) resolve(ref string) (*Schema, error) {
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	if !ok {
		return nil, fmt.Errorf("$ref %q: only references to \"#/$defs/<name>\" are supported", ref)
	}
	s, ok := ts.Root.Defs[name]
	if !ok {
		return nil, fmt.Errorf("$ref %q: no such definition", ref)
	}
	return s, nil
}
