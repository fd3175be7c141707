package blog

import (
	"encoding/json"
	"fmt"
	"strings"
)

// siteConfig is the part of site.toml the feeds need.
type siteConfig struct {
	Title         string `json:"title"`
	Tagline       string `json:"tagline"`
	URL           string `json:"url"`
	BaseURL       string `json:"baseUrl"`
	TrailingSlash *bool  `json:"trailingSlash"`
	Favicon       string `json:"favicon"`
	I18n          struct {
		DefaultLocale string `json:"defaultLocale"`
		LocaleConfigs map[string]struct {
			HTMLLang string `json:"htmlLang"`
		} `json:"localeConfigs"`
	} `json:"i18n"`
}

func readSiteConfig(raw []byte) (siteConfig, error) {
	var c siteConfig
	if err := json.Unmarshal(raw, &c); err != nil {
		return c, fmt.Errorf("site config: %w", err)
	}
	if c.BaseURL == "" {
		c.BaseURL = "/"
	}
	return c, nil
}

// language is the feeds' language tag, "en".
func (c siteConfig) language() string {
	if lc, ok := c.I18n.LocaleConfigs[c.I18n.DefaultLocale]; ok && lc.HTMLLang != "" {
		return lc.HTMLLang
	}
	return c.I18n.DefaultLocale
}

// path puts a site path under the base URL and applies trailingSlash, the
// way the core places routes.
func (c siteConfig) path(p string) string {
	full := strings.TrimSuffix(c.BaseURL, "/") + "/" + strings.TrimPrefix(p, "/")
	if c.TrailingSlash != nil && !strings.HasSuffix(full, ".xml") && !strings.HasSuffix(full, ".json") {
		if *c.TrailingSlash && !strings.HasSuffix(full, "/") {
			full += "/"
		} else if !*c.TrailingSlash && len(full) > 1 {
			full = strings.TrimRight(full, "/")
		}
	}
	return full
}

// absolute is a site path as a full URL, from site.toml's url.
func (c siteConfig) absolute(p string) string {
	return strings.TrimSuffix(c.URL, "/") + c.path(p)
}
