package config

import "strings"

// applyDefaults fills what site.toml left out, with Docusaurus's defaults.
// defined tells an absent key from one set to its zero value, for the keys
// where the two mean different things (isCloseable = false, locales = []).
func applyDefaults(s *Site, defined func(keyPath) bool) {
	// A trailing slash on url would double up with baseUrl's leading one.
	s.URL = strings.TrimSuffix(s.URL, "/")
	orDefault(&s.BaseURL, "/")
	orDefault(&s.TitleDelimiter, "|")
	orDefault(&s.Theme, "classic")
	if !defined(path("staticDirectories")) {
		s.StaticDirectories = []string{"static"}
	}
	orDefault(&s.OnBrokenLinks, SeverityIgnore)
	orDefault(&s.OnBrokenAnchors, SeverityThrow)
	orDefault(&s.OnBrokenMarkdownLinks, SeverityThrow)
	orDefault(&s.OnDuplicateRoutes, SeverityWarn)

	orDefault(&s.Markdown.Format, "detect")
	i18nDefaults(&s.I18n, defined)
	themeDefaults(&s.ThemeConfig, defined)

	for i := range s.Plugins {
		if s.Plugins[i].Options == nil {
			s.Plugins[i].Options = map[string]any{}
		}
	}
}

func orDefault[T ~string](v *T, def T) {
	if *v == "" {
		*v = def
	}
}

func i18nDefaults(c *I18n, defined func(keyPath) bool) {
	orDefault(&c.DefaultLocale, "en")
	if !defined(path("i18n", "locales")) {
		c.Locales = []string{c.DefaultLocale}
	}
	if c.LocaleConfigs == nil {
		c.LocaleConfigs = map[string]LocaleConfig{}
	}
	for _, locale := range c.Locales {
		lc := c.LocaleConfigs[locale]
		orDefault(&lc.Label, localeLabel(locale))
		orDefault(&lc.Direction, localeDirection(locale))
		orDefault(&lc.HTMLLang, locale)
		orDefault(&lc.Calendar, "gregory")
		orDefault(&lc.Path, locale)
		c.LocaleConfigs[locale] = lc
	}
	c.CurrentLocale = c.DefaultLocale
}

// Docusaurus asks Intl.DisplayNames for a locale's name in its own language.
// Go's standard library has no such table, so the common ones are listed;
// other locales show their code until localeConfigs gives a label.
var localeLabels = map[string]string{
	"ar": "العربية", "de": "Deutsch", "en": "English", "es": "Español",
	"fa": "فارسی", "fr": "Français", "he": "עברית", "hi": "हिन्दी",
	"id": "Indonesia", "it": "Italiano", "ja": "日本語", "ko": "한국어",
	"nl": "Nederlands", "pl": "Polski", "pt": "Português",
	"pt-BR": "Português (Brasil)", "ru": "Русский", "tr": "Türkçe",
	"uk": "Українська", "vi": "Tiếng Việt", "zh": "中文",
	"zh-CN": "中文（中国）", "zh-Hans": "简体中文", "zh-Hant": "繁體中文",
	"zh-TW": "中文（台灣）",
}

func localeLabel(locale string) string {
	if l, ok := localeLabels[locale]; ok {
		return l
	}
	return locale
}

// rtlLanguages are the languages written right to left, by ISO 639 code.
var rtlLanguages = map[string]bool{
	"ar": true, "arc": true, "ckb": true, "dv": true, "fa": true, "ha": true,
	"he": true, "khw": true, "ks": true, "ps": true, "sd": true, "ur": true, "yi": true,
}

func localeDirection(locale string) string {
	lang, _, _ := strings.Cut(locale, "-")
	if rtlLanguages[strings.ToLower(lang)] {
		return "rtl"
	}
	return "ltr"
}

func themeDefaults(t *ThemeConfig, defined func(keyPath) bool) {
	tc := path("themeConfig")
	orDefault(&t.Docs.VersionPersistence, "localStorage")
	orDefault(&t.CodeBlock.Theme, "vsdark")
	orDefault(&t.CodeBlock.DarkTheme, "vsdark")

	if t.Navbar.Logo != nil {
		orDefault(&t.Navbar.Logo.Href, "/")
	}
	for i := range t.Navbar.Items {
		item := &t.Navbar.Items[i]
		orDefault(&item.Position, "left")
		navbarItemDefaults(item)
	}

	orDefault(&t.Footer.Style, "light")

	if b := t.AnnouncementBar; b != nil {
		orDefault(&b.ID, "announcement-bar")
		orDefault(&b.BackgroundColor, "#fff")
		orDefault(&b.TextColor, "#000")
		if !defined(tc.key("announcementBar").key("isCloseable")) {
			b.IsCloseable = true
		}
	}

	orDefault(&t.ColorMode.DefaultMode, "light")

	if s := t.Search; s != nil {
		orDefault(&s.SearchPagePath, "search")
		if !defined(tc.key("search").key("contextualSearch")) {
			s.ContextualSearch = true
		}
	}

	toc := tc.key("tableOfContents")
	if !defined(toc.key("minHeadingLevel")) {
		t.TableOfContents.MinHeadingLevel = 2
	}
	if !defined(toc.key("maxHeadingLevel")) {
		t.TableOfContents.MaxHeadingLevel = 3
	}
}

// navbarItemDefaults sets the type of an item and of those nested in it.
// Position is left alone below the top level: it means nothing in a dropdown.
func navbarItemDefaults(item *NavbarItem) {
	orDefault(&item.Type, "default")
	for _, list := range [][]NavbarItem{item.Items, item.DropdownItemsBefore, item.DropdownItemsAfter} {
		for i := range list {
			navbarItemDefaults(&list[i])
		}
	}
}
