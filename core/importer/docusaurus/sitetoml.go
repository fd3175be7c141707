package docusaurus

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/folio-docs/folio/core/config"
)

// siteTOML writes the mapped config as site.toml: scalars first, in the
// order of docs/site-toml.md, then the tables, then the plugins.
func (m *mapper) siteTOML(configName string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Made by `folio import docusaurus` from %s.\n# Every key is described in folio's docs/site-toml.md.\n\n", configName)
	enc := func(v obj) error {
		clean, _ := tomlValue(v)
		e := toml.NewEncoder(&b)
		e.Indent = ""
		return e.Encode(clean)
	}
	m.placeOptionalKeys()
	for _, key := range slices.Concat(topKeys, []string{"customCss"}) {
		if v, ok := m.top[key]; ok {
			if err := enc(obj{key: v}); err != nil {
				return nil, fmt.Errorf("%s: %w", key, err)
			}
		}
	}
	sections := []struct {
		key string
		v   obj
	}{{"markdown", m.markdown}, {"i18n", m.i18n}, {"customFields", m.customFields}, {"themeConfig", m.themeConfig}}
	for _, s := range sections {
		if len(s.v) == 0 {
			continue
		}
		b.WriteString("\n")
		if err := enc(obj{s.key: s.v}); err != nil {
			return nil, fmt.Errorf("%s: %w", s.key, err)
		}
	}
	for _, p := range m.plugins {
		b.WriteString("\n")
		entry := obj{"name": p.name}
		if len(p.options) > 0 {
			entry["options"] = p.options
		}
		if err := enc(obj{"plugins": []any{entry}}); err != nil {
			return nil, fmt.Errorf("plugins (%s): %w", p.name, err)
		}
	}
	return b.Bytes(), nil
}

// placeOptionalKeys writes the keys of features this folio may not have
// (Mermaid diagrams, customCss) only where its config has them, and
// otherwise says what is lost.
func (m *mapper) placeOptionalKeys() {
	if m.markdown["mermaid"] == true && !hasTOMLKey(reflect.TypeFor[config.Markdown](), "mermaid") {
		delete(m.markdown, "mermaid")
		m.notes.add("markdown.mermaid", "true", "this folio does not render Mermaid diagrams.", "They show as code blocks.")
	}
	if cb := asObj(m.themeConfig["codeBlock"]); cb != nil && cb["magicComments"] != nil && !hasTOMLKey(reflect.TypeFor[config.CodeBlock](), "magicComments") {
		m.notes.add("themeConfig.prism.magicComments", describe(cb["magicComments"]), "this folio does not highlight lines from magic comments.", "The comments show in the code.")
		delete(cb, "magicComments")
	}
	if len(m.customCSS) == 0 {
		return
	}
	switch {
	case hasTOMLKey(reflect.TypeFor[config.Site](), "customCss"):
		m.top["customCss"] = m.customCSS
	default:
		m.notes.add("presets[0].theme.customCss", describe(m.customCSS), "this folio has no setting that adds stylesheets to every page.", "Import the file from a swizzled theme component (src/theme/Layout).")
	}
}

// hasTOMLKey tells whether the struct t has a field for site.toml key k.
func hasTOMLKey(t reflect.Type, k string) bool {
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("toml"), ",")
		if name == k {
			return true
		}
	}
	return false
}
