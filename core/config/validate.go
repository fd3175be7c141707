package config

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// validator checks values once they have the right shape and their defaults.
type validator struct {
	r       *reporter
	defined func(keyPath) bool
}

func validate(s *Site, defined func(keyPath) bool, r *reporter) {
	v := &validator{r: r, defined: defined}
	v.required(path("title"), s.Title)
	if v.required(path("url"), s.URL) {
		v.siteURL(path("url"), s.URL)
	}
	if !strings.HasPrefix(s.BaseURL, "/") || !strings.HasSuffix(s.BaseURL, "/") {
		r.at(path("baseUrl"), "must start and end with \"/\", got %q", s.BaseURL)
	}
	for i, dir := range s.StaticDirectories {
		v.notEmpty(path("staticDirectories").at(i), dir)
	}
	for i, file := range s.CustomCSS {
		if v.notEmpty(path("customCss").at(i), file) && !strings.HasSuffix(file, ".css") {
			r.at(path("customCss").at(i), "must be a .css file, got %q", file)
		}
	}
	for i, t := range s.HeadTags {
		p := path("headTags").at(i).key("tagName")
		if v.required(p, t.TagName) && !IsHTMLName(t.TagName) {
			r.at(p, "%q is not a tag name (letters, digits and \"-\")", t.TagName)
		}
	}
	severities := []string{"ignore", "log", "warn", "throw"}
	v.oneOf(path("onBrokenLinks"), string(s.OnBrokenLinks), severities...)
	v.oneOf(path("onBrokenAnchors"), string(s.OnBrokenAnchors), severities...)
	v.oneOf(path("onBrokenMarkdownLinks"), string(s.OnBrokenMarkdownLinks), severities...)
	v.oneOf(path("onDuplicateRoutes"), string(s.OnDuplicateRoutes), severities...)

	v.oneOf(path("markdown", "format"), s.Markdown.Format, "mdx", "md", "detect")
	v.i18n(&s.I18n)
	v.coreThemeConfig(&s.ThemeConfig)
	v.plugins(s.Plugins)
}

// required reports a key that is absent or blank; it returns whether the
// value is usable.
func (v *validator) required(p keyPath, val string) bool {
	if !v.defined(p) {
		v.r.missing(p)
		return false
	}
	return v.notEmpty(p, val)
}

func (v *validator) notEmpty(p keyPath, val string) bool {
	if strings.TrimSpace(val) == "" {
		v.r.at(p, "must not be empty")
		return false
	}
	return true
}

func (v *validator) oneOf(p keyPath, val string, allowed ...string) {
	if slices.Contains(allowed, val) {
		return
	}
	quoted := make([]string, len(allowed))
	for i, a := range allowed {
		quoted[i] = fmt.Sprintf("%q", a)
	}
	v.r.at(p, "must be one of %s; got %q", strings.Join(quoted, ", "), val)
}

// siteURL accepts an origin only: baseUrl carries the path.
func (v *validator) siteURL(p keyPath, raw string) {
	if !v.absoluteURL(p, raw) {
		return
	}
	u, _ := url.Parse(raw)
	if u.Path != "" || u.RawQuery != "" || u.Fragment != "" {
		v.r.at(p, "must not have a path, query or fragment (put the path in baseUrl), got %q", raw)
	}
}

func (v *validator) absoluteURL(p keyPath, raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		v.r.at(p, "must be an absolute http(s) URL, got %q", raw)
		return false
	}
	return true
}

func (v *validator) i18n(c *I18n) {
	p := path("i18n")
	v.notEmpty(p.key("defaultLocale"), c.DefaultLocale)
	if len(c.Locales) == 0 {
		v.r.at(p.key("locales"), "must list at least one locale")
	} else if !slices.Contains(c.Locales, c.DefaultLocale) {
		v.r.at(p.key("defaultLocale"), "%q is not one of i18n.locales", c.DefaultLocale)
	}
	for i, locale := range c.Locales {
		if v.notEmpty(p.key("locales").at(i), locale) && slices.Index(c.Locales, locale) < i {
			v.r.at(p.key("locales").at(i), "duplicate locale %q", locale)
		}
	}
	for locale, lc := range c.LocaleConfigs {
		lp := p.key("localeConfigs").key(locale)
		if !slices.Contains(c.Locales, locale) {
			v.r.at(lp, "locale %q is not one of i18n.locales", locale)
			continue
		}
		v.oneOf(lp.key("direction"), lc.Direction, "ltr", "rtl")
		v.notEmpty(lp.key("path"), lc.Path)
	}
}

func (v *validator) plugins(plugins []Plugin) {
	first := map[string]int{}
	for i, pl := range plugins {
		p := path("plugins").at(i)
		if v.required(p.key("name"), pl.Name) {
			if j, dup := first[pl.Name]; dup {
				v.r.at(p.key("name"), "duplicate plugin name %q (first at line %d)", pl.Name, v.r.lineOf(path("plugins").at(j).key("name")))
			} else {
				first[pl.Name] = i
			}
		}
		if v.defined(p.key("command")) {
			if len(pl.Command) == 0 {
				v.r.at(p.key("command"), "must name a program to run")
			} else {
				v.notEmpty(p.key("command").at(0), pl.Command[0])
			}
		}
	}
}
