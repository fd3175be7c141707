package blog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
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

// loadTagsFile reads the tags file; a missing file is nil (no tags file:
// every tag is inline, and onInlineTags does not apply). Unknown keys are
// errors naming the line.
func loadTagsFile(path, display string) (map[string]tagDefinition, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
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

// inlineTags checks a post's tags against the tags file, as onInlineTags
// says: the labels of the tags the file does not define (a tag written as
// {label, permalink} is inline too) make one diagnostic at the front
// matter's tags line, an error for "throw". Without a tags file nothing is
// checked.
func (l *loader) inlineTags(ps postSource, refs []tagRef) (*diag.Diagnostic, error) {
	if l.tags == nil || l.opts.OnInlineTags == "ignore" {
		return nil, nil
	}
	var inline []string
	for _, t := range refs {
		if _, ok := l.tags[t.Label]; !ok || t.Permalink != "" {
			inline = append(inline, t.Label)
		}
	}
	if len(inline) == 0 {
		return nil, nil
	}
	file := filepath.ToSlash(filepath.Join(l.opts.Path, l.opts.Tags))
	d := &diag.Diagnostic{
		Severity: diag.Warning, File: ps.file, Line: ps.line("tags"), Column: 1,
		Message: fmt.Sprintf("front matter: tags: %s not defined in %s: add %s to it, or set the blog's onInlineTags option (ignore, log, warn, throw)",
			quoteList(inline), file, map[bool]string{true: "it", false: "them"}[len(inline) == 1]),
	}
	if l.opts.OnInlineTags == "throw" {
		d.Severity = diag.Error
		return nil, d
	}
	return d, nil
}

func quoteList(labels []string) string {
	q := make([]string, len(labels))
	for i, l := range labels {
		q[i] = fmt.Sprintf("%q", l)
	}
	if len(q) == 1 {
		return q[0] + " is"
	}
	return strings.Join(q, ", ") + " are"
}
