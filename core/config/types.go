// Package config reads site.toml into typed structs, strictly: an unknown key,
// a wrong type or an invalid value is an error naming file, line and key.
//
// Keys are camelCase, as in Docusaurus's docusaurus.config.js, so that a
// maintainer moving a site over can carry the names across unchanged.
package config

// Severity says what the build does when it finds a problem of one kind
// (onBrokenLinks, onDuplicateRoutes, ...).
type Severity string

const (
	SeverityIgnore Severity = "ignore"
	SeverityLog    Severity = "log"
	SeverityWarn   Severity = "warn"
	SeverityThrow  Severity = "throw"
)

// Site is the whole of site.toml, with defaults filled in.
type Site struct {
	Title          string `toml:"title" json:"title,omitempty" ts:",required"`
	Tagline        string `toml:"tagline" json:"tagline,omitempty"`
	URL            string `toml:"url" json:"url,omitempty" ts:",required"`
	BaseURL        string `toml:"baseUrl" json:"baseUrl,omitempty" ts:",required"`
	TrailingSlash  *bool  `toml:"trailingSlash" json:"trailingSlash,omitempty"` // nil: leave paths as the plugins make them
	TitleDelimiter string `toml:"titleDelimiter" json:"titleDelimiter,omitempty" ts:",required"`
	Favicon        string `toml:"favicon" json:"favicon,omitempty"`
	// Theme is a theme name under themes/, an npm package name, or a path.
	Theme             string   `toml:"theme" json:"theme,omitempty" ts:",required"`
	StaticDirectories []string `toml:"staticDirectories" json:"staticDirectories,omitempty" ts:",required"`
	// CustomCSS are the site's stylesheets, relative to the site, bundled
	// after the theme's CSS so that their rules win (Docusaurus's
	// theme.customCss).
	CustomCSS []string `toml:"customCss" json:"customCss,omitempty"`
	// HeadTags, Stylesheets and Scripts go into every page's <head>, as
	// Docusaurus's keys of these names (headtags.go).
	HeadTags    []HeadTag    `toml:"headTags" json:"-"`
	Stylesheets []Stylesheet `toml:"stylesheets" json:"-"`
	Scripts     []Script     `toml:"scripts" json:"-"`

	OnBrokenLinks         Severity `toml:"onBrokenLinks" json:"onBrokenLinks,omitempty" ts:",required"`
	OnBrokenAnchors       Severity `toml:"onBrokenAnchors" json:"onBrokenAnchors,omitempty" ts:",required"`
	OnBrokenMarkdownLinks Severity `toml:"onBrokenMarkdownLinks" json:"onBrokenMarkdownLinks,omitempty" ts:",required"`
	OnDuplicateRoutes     Severity `toml:"onDuplicateRoutes" json:"onDuplicateRoutes,omitempty" ts:",required"`

	I18n     I18n     `toml:"i18n" json:"i18n"`
	Markdown Markdown `toml:"markdown" json:"markdown"`
	// ThemeConfig: what a theme reads besides the keys the core knows is
	// its own (ts: the TypeScript contract, cmd/typesgen).
	ThemeConfig  ThemeConfig    `toml:"themeConfig" json:"themeConfig" ts:"ThemeConfig & { [key: string]: unknown }"`
	Plugins      []Plugin       `toml:"plugins" json:"plugins,omitempty"`
	CustomFields map[string]any `toml:"customFields" json:"customFields,omitempty"`

	// Dir is the absolute directory of site.toml; relative paths in the
	// config are resolved against it.
	Dir string `toml:"-" json:"-"`

	// What Parse read, kept for the theme's schema check (CheckThemeConfig)
	// and for errors found after parsing (KeyError).
	file   string
	source []byte
	tree   map[string]any
}

type I18n struct {
	DefaultLocale string                  `toml:"defaultLocale" json:"defaultLocale,omitempty" ts:",required"`
	Locales       []string                `toml:"locales" json:"locales,omitempty" ts:",required"`
	LocaleConfigs map[string]LocaleConfig `toml:"localeConfigs" json:"localeConfigs,omitempty" ts:",required"`
	// CurrentLocale is the locale being built; not settable from site.toml.
	CurrentLocale string `toml:"-" json:"currentLocale,omitempty" ts:",required"`
}

// Markdown says how Markdown files are read, as Docusaurus's markdown key.
type Markdown struct {
	// Format is how .md and .mdx files are compiled: "mdx" (both as MDX,
	// Docusaurus 3's default, which folio import sets), "md" (both as
	// CommonMark) or "detect" (.mdx as MDX, .md as CommonMark; folio's
	// default, so that a .md page costs no JavaScript).
	Format string `toml:"format" json:"format,omitempty" ts:",required"`
	// Mermaid draws ```mermaid code blocks as diagrams with the site's npm
	// package mermaid, as Docusaurus's markdown.mermaid; off, they show
	// their source.
	Mermaid bool `toml:"mermaid" json:"mermaid,omitempty"`
}

type LocaleConfig struct {
	Label     string `toml:"label" json:"label,omitempty" ts:",required"`
	Direction string `toml:"direction" json:"direction,omitempty" ts:",required"` // ltr | rtl
	HTMLLang  string `toml:"htmlLang" json:"htmlLang,omitempty" ts:",required"`
	Calendar  string `toml:"calendar" json:"calendar,omitempty" ts:",required"`
	Path      string `toml:"path" json:"path,omitempty" ts:",required"`
}

// ThemeConfig holds the themeConfig keys the core and the built-in plugins
// read, with the keys the classic theme defines, and their defaults. Which
// keys a site may set is the theme's to say (its theme.schema.json); keys
// this struct does not know still reach the theme (Site.ClientJSON).
type ThemeConfig struct {
	Navbar          Navbar           `toml:"navbar" json:"navbar"`
	Footer          Footer           `toml:"footer" json:"footer"`
	AnnouncementBar *AnnouncementBar `toml:"announcementBar" json:"announcementBar,omitempty"`
	ColorMode       ColorMode        `toml:"colorMode" json:"colorMode"`
	Search          *Search          `toml:"search" json:"search,omitempty"`
	TableOfContents TableOfContents  `toml:"tableOfContents" json:"tableOfContents"`
	Docs            Docs             `toml:"docs" json:"docs"`
	CodeBlock       CodeBlock        `toml:"codeBlock" json:"codeBlock"`
	// Image is the social card (og:image, twitter:image), relative to the base URL.
	Image        string        `toml:"image" json:"image,omitempty"`
	Analytics    *Analytics    `toml:"analytics" json:"analytics,omitempty"`
	InternalDocs *InternalDocs `toml:"internalDocs" json:"internalDocs,omitempty"`
}

type Navbar struct {
	Title        string       `toml:"title" json:"title,omitempty"`
	HideOnScroll bool         `toml:"hideOnScroll" json:"hideOnScroll"`
	Style        string       `toml:"style" json:"style,omitempty"` // "" | primary | dark
	Logo         *Logo        `toml:"logo" json:"logo,omitempty"`
	Items        []NavbarItem `toml:"items" json:"items,omitempty"`
}

type Logo struct {
	Alt     string `toml:"alt" json:"alt,omitempty"`
	Src     string `toml:"src" json:"src,omitempty" ts:",required"`
	SrcDark string `toml:"srcDark" json:"srcDark,omitempty"`
	Href    string `toml:"href" json:"href,omitempty" ts:",required"`
	Width   int    `toml:"width" json:"width,omitempty"`
	Height  int    `toml:"height" json:"height,omitempty"`
}

// NavbarItem is one struct for every item type, as in Docusaurus's options;
// which fields matter depends on Type (see validateNavbarItem).
type NavbarItem struct {
	Type            string `toml:"type" json:"type,omitempty" ts:",required"`
	Label           string `toml:"label" json:"label,omitempty"`
	To              string `toml:"to" json:"to,omitempty"`
	Href            string `toml:"href" json:"href,omitempty"`
	Position        string `toml:"position" json:"position,omitempty"` // left | right
	ClassName       string `toml:"className" json:"className,omitempty"`
	AriaLabel       string `toml:"ariaLabel" json:"ariaLabel,omitempty"`
	ActiveBasePath  string `toml:"activeBasePath" json:"activeBasePath,omitempty"`
	ActiveBaseRegex string `toml:"activeBaseRegex" json:"activeBaseRegex,omitempty"`
	DocID           string `toml:"docId" json:"docId,omitempty"`
	SidebarID       string `toml:"sidebarId" json:"sidebarId,omitempty"`
	Value           string `toml:"value" json:"value,omitempty"`
	DocsPluginID    string `toml:"docsPluginId" json:"docsPluginId,omitempty"`
	QueryString     string `toml:"queryString" json:"queryString,omitempty"`
	Target          string `toml:"target" json:"target,omitempty"`
	Rel             string `toml:"rel" json:"rel,omitempty"`

	Items               []NavbarItem `toml:"items" json:"items,omitempty"`
	DropdownItemsBefore []NavbarItem `toml:"dropdownItemsBefore" json:"dropdownItemsBefore,omitempty"`
	DropdownItemsAfter  []NavbarItem `toml:"dropdownItemsAfter" json:"dropdownItemsAfter,omitempty"`
}

type Footer struct {
	Style     string            `toml:"style" json:"style,omitempty" ts:",required"` // light | dark
	Copyright string            `toml:"copyright" json:"copyright,omitempty"`
	Logo      *Logo             `toml:"logo" json:"logo,omitempty"`
	Links     []FooterLinkGroup `toml:"links" json:"links,omitempty"`
}

type FooterLinkGroup struct {
	Title string       `toml:"title" json:"title,omitempty"`
	Items []FooterLink `toml:"items" json:"items,omitempty"`
}

// FooterLink is an internal link (To), an external one (Href) or raw HTML.
type FooterLink struct {
	Label string `toml:"label" json:"label,omitempty"`
	To    string `toml:"to" json:"to,omitempty"`
	Href  string `toml:"href" json:"href,omitempty"`
	HTML  string `toml:"html" json:"html,omitempty"`
	// Target and Rel are the link's attributes, as Docusaurus passes them on.
	Target string `toml:"target" json:"target,omitempty"`
	Rel    string `toml:"rel" json:"rel,omitempty"`
}

type AnnouncementBar struct {
	ID              string `toml:"id" json:"id,omitempty"`
	Content         string `toml:"content" json:"content,omitempty"`
	BackgroundColor string `toml:"backgroundColor" json:"backgroundColor,omitempty"`
	TextColor       string `toml:"textColor" json:"textColor,omitempty"`
	IsCloseable     bool   `toml:"isCloseable" json:"isCloseable"`
}

type ColorMode struct {
	DefaultMode               string `toml:"defaultMode" json:"defaultMode,omitempty" ts:",required"` // light | dark
	DisableSwitch             bool   `toml:"disableSwitch" json:"disableSwitch"`
	RespectPrefersColorScheme bool   `toml:"respectPrefersColorScheme" json:"respectPrefersColorScheme"`
}

// Search configures the DocSearch modal and search page.
type Search struct {
	AppID            string `toml:"appId" json:"appId,omitempty" ts:",required"`
	APIKey           string `toml:"apiKey" json:"apiKey,omitempty" ts:",required"` // search-only key; it is shipped to the browser
	IndexName        string `toml:"indexName" json:"indexName,omitempty" ts:",required"`
	SearchPagePath   string `toml:"searchPagePath" json:"searchPagePath,omitempty" ts:",required"`
	ExternalURLRegex string `toml:"externalUrlRegex" json:"externalUrlRegex,omitempty"`
	ContextualSearch bool   `toml:"contextualSearch" json:"contextualSearch"`
	// Hosts are the Algolia-compatible API's base URLs; empty means the
	// origin serving the site.
	Hosts                       []string         `toml:"hosts" json:"hosts,omitempty"`
	ReplaceSearchResultPathname *ReplacePathname `toml:"replaceSearchResultPathname" json:"replaceSearchResultPathname,omitempty"`
	// Insights sends search-insights events (viewed, clicked); off by
	// default, and then no analytics script is loaded.
	Insights bool `toml:"insights" json:"insights"`
	// SearchParameters are added to every query (e.g. facetFilters).
	SearchParameters map[string]any `toml:"searchParameters" json:"searchParameters,omitempty"`
}

type ReplacePathname struct {
	From string `toml:"from" json:"from"`
	To   string `toml:"to" json:"to"`
}

type TableOfContents struct {
	MinHeadingLevel int `toml:"minHeadingLevel" json:"minHeadingLevel,omitempty"`
	MaxHeadingLevel int `toml:"maxHeadingLevel" json:"maxHeadingLevel,omitempty"`
}

// Plugin names a built-in plugin, or an external one when Command is set.
type Plugin struct {
	Name    string         `toml:"name" json:"name,omitempty"`
	Command []string       `toml:"command" json:"command,omitempty"`
	Options map[string]any `toml:"options" json:"options"` // passed to the plugin as JSON
}
