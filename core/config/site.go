package config

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// FormatTitle gives a page's <title>: "Page | Site", or the site title alone
// for a page without a title of its own (the home page usually).
func (s *Site) FormatTitle(pageTitle string) string {
	pageTitle = strings.TrimSpace(pageTitle)
	if pageTitle == "" || pageTitle == s.Title {
		return s.Title
	}
	return pageTitle + " " + s.TitleDelimiter + " " + s.Title
}

// Locale returns the default locale's configuration.
func (s *Site) Locale() LocaleConfig {
	return s.I18n.LocaleConfigs[s.I18n.DefaultLocale]
}

// ClientJSON is the site config as shipped to the browser. Plugins are left
// out: their options may hold build-time paths and secrets. The search
// apiKey stays in, because DocSearch needs it and it is search-only.
func (s *Site) ClientJSON() ([]byte, error) { return s.configJSON(false) }

// PluginJSON is the site config as the plugins receive it: the browser's,
// with the plugins list and their options, which a plugin could read in
// site.toml anyway. A plugin may act on another's options: the docs, blog
// and pages plugins give their pages Markdown twins when the llms plugin
// is listed.
func (s *Site) PluginJSON() ([]byte, error) { return s.configJSON(true) }

func (s *Site) configJSON(withPlugins bool) ([]byte, error) {
	c := *s
	if !withPlugins {
		c.Plugins = nil
	}
	if c.I18n.CurrentLocale == "" {
		c.I18n.CurrentLocale = c.I18n.DefaultLocale
	}
	b, err := json.Marshal(&c)
	if err != nil || s.tree["themeConfig"] == nil {
		return b, err
	}
	// The typed ThemeConfig knows the core's keys and the classic theme's,
	// with their defaults; any other key the theme's schema accepted must
	// reach the theme too.
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	raw, err := toJSONValue(s.tree["themeConfig"])
	if err != nil {
		return nil, err
	}
	out["themeConfig"] = mergeJSON(raw, out["themeConfig"])
	return json.Marshal(out)
}

// KeyError is a problem with a key of site.toml found after parsing (an
// unknown theme, a plugin program that does not exist), placed on the
// key's line like Parse's own errors. key is written as errors print it:
// "theme", "plugins[1].command".
func (s *Site) KeyError(key string, format string, args ...any) error {
	if s.source == nil {
		return fmt.Errorf("site.toml: %s: %s", key, fmt.Sprintf(format, args...))
	}
	r := &reporter{file: s.file, src: s.source}
	r.at(parseKeyPath(key), format, args...)
	return r.err()
}

// Written returns the value site.toml itself gives key (before defaults,
// and before a command-line flag replaced it), if it gives one.
func (s *Site) Written(key string) (any, bool) {
	return parseKeyPath(key).lookup(s.tree)
}

// parseKeyPath reads a key as keyPath.String writes it (bare keys only).
func parseKeyPath(key string) keyPath {
	var p keyPath
	for _, part := range strings.Split(key, ".") {
		name, rest, _ := strings.Cut(part, "[")
		p = p.key(name)
		for rest != "" {
			var idx string
			idx, rest, _ = strings.Cut(rest, "]")
			if i, err := strconv.Atoi(idx); err == nil {
				p = p.at(i)
			}
			rest = strings.TrimPrefix(rest, "[")
		}
	}
	return p
}

// toJSONValue turns a TOML value into the form encoding/json decodes to.
func toJSONValue(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var out any
	return out, json.Unmarshal(b, &out)
}

// mergeJSON lays over onto base: tables key by key, arrays of the same
// length element by element, and any other value of over replaces base's.
func mergeJSON(base, over any) any {
	switch o := over.(type) {
	case map[string]any:
		b, ok := base.(map[string]any)
		if !ok {
			return over
		}
		for k, v := range o {
			b[k] = mergeJSON(b[k], v)
		}
		return b
	case []any:
		b, ok := base.([]any)
		if !ok || len(b) != len(o) {
			return over
		}
		for i := range o {
			b[i] = mergeJSON(b[i], o[i])
		}
		return b
	case nil:
		return base
	}
	return over
}
