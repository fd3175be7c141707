package config

import (
	"encoding/json"
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
func (s *Site) ClientJSON() ([]byte, error) {
	c := *s
	c.Plugins = nil
	if c.I18n.CurrentLocale == "" {
		c.I18n.CurrentLocale = c.I18n.DefaultLocale
	}
	return json.Marshal(&c)
}
