package docusaurus

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
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
	// The head keys go in one encoding: one of them written as an array of
	// tables ([[scripts]]) would otherwise take in the next one's key.
	head := obj{}
	for _, key := range headKeys {
		if v, ok := m.top[key]; ok {
			head[key] = v
		}
	}
	if len(head) > 0 {
		if err := enc(head); err != nil {
			return nil, fmt.Errorf("%s: %w", strings.Join(headKeys, ", "), err)
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

// placeOptionalKeys writes the keys that have no place of their own in
// the mapping: customCss, at the top of site.toml.
func (m *mapper) placeOptionalKeys() {
	if len(m.customCSS) > 0 {
		m.top["customCss"] = m.customCSS
	}
}
