package blog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/folio-docs/folio/core/diag"
)

// tagDefinition is one tag of the tags file (Docusaurus's tags.yml):
//
//	lexical:
//	  label: Lexical
//	  permalink: /lexical
//	  description: Posts about the editor.
//
// A post's tag that names a key takes its label, permalink and description.
type tagDefinition struct {
	Label       string `yaml:"label"`
	Permalink   string `yaml:"permalink"`
	Description string `yaml:"description"`
}

// loadTagsFile reads the tags file; a missing file defines no tags. Unknown
// keys are errors naming the line.
func loadTagsFile(path, display string) (map[string]tagDefinition, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]tagDefinition{}, nil
	}
	if err != nil {
		return nil, err
	}
	raw := map[string]*tagDefinition{}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil && !errors.Is(err, io.EOF) {
		return nil, yamlError(display, err)
	}
	out := make(map[string]tagDefinition, len(raw))
	for key, t := range raw {
		def := tagDefinition{}
		if t != nil {
			def = *t
		}
		if strings.TrimSpace(def.Label) == "" {
			def.Label = key
		}
		if strings.TrimSpace(def.Permalink) == "" {
			def.Permalink = "/" + slugify(key)
		}
		if !strings.HasPrefix(def.Permalink, "/") {
			return nil, &diag.Diagnostic{Severity: diag.Error, File: display, Line: keyLine(src, key), Column: 1,
				Message: fmt.Sprintf("tag %q: permalink must start with \"/\", got %q", key, def.Permalink)}
		}
		out[key] = def
	}
	return out, nil
}
