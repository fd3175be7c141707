package mdpage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/core/route"
)

// Settings are the site.toml keys that decide how a plugin renders and
// links its Markdown pages, read from the site configuration JSON the core
// sends with Load and PostBuild.
type Settings struct {
	BaseURL       string `json:"baseUrl"`
	TrailingSlash *bool  `json:"trailingSlash"`
	// StaticDirectories are the site's static folders, relative to the
	// site or absolute: an image at "/img/a.png" is found there.
	StaticDirectories []string `json:"staticDirectories"`
	// OnBrokenMarkdownLinks is "throw" (the default), "warn", "log" or
	// "ignore".
	OnBrokenMarkdownLinks string `json:"onBrokenMarkdownLinks"`
	// Markdown.Format is site.toml's markdown.format: "detect" (the
	// default), "mdx" or "md".
	Markdown struct {
		Format string `json:"format"`
	} `json:"markdown"`
	ThemeConfig struct {
		TableOfContents struct {
			MinHeadingLevel int `json:"minHeadingLevel"`
			MaxHeadingLevel int `json:"maxHeadingLevel"`
		} `json:"tableOfContents"`
		CodeBlock struct {
			// MagicComments: nil means core/markdown's defaults.
			MagicComments []markdown.MagicComment `json:"magicComments"`
		} `json:"codeBlock"`
	} `json:"themeConfig"`
}

// DecodeSettings reads Settings and fills in the defaults. An empty
// configuration is all defaults.
func DecodeSettings(raw []byte) (Settings, error) {
	var s Settings
	if len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, &s); err != nil {
			return s, fmt.Errorf("site config: %w", err)
		}
	}
	if s.BaseURL == "" {
		s.BaseURL = "/"
	}
	if s.OnBrokenMarkdownLinks == "" {
		s.OnBrokenMarkdownLinks = "throw"
	}
	if s.Markdown.Format == "" {
		s.Markdown.Format = "detect"
	}
	return s, nil
}

// IsMDX tells whether the site compiles file as MDX (the core compiles it
// and the theme gets a component) rather than rendering it as CommonMark:
// .mdx files unless markdown.format is "md", and .md files too when it is
// "mdx", as in Docusaurus.
func (s Settings) IsMDX(file string) bool {
	switch s.Markdown.Format {
	case "mdx":
		return true
	case "md":
		return false
	}
	return filepath.Ext(file) == ".mdx"
}

// WarnMDXSyntax is whether .md files are read as CommonMark, so that an
// import or JSX in one deserves a warning (markdown.Options.WarnMDXSyntax).
func (s Settings) WarnMDXSyntax() bool { return s.Markdown.Format != "mdx" }

// StaticDirs are the static folders as absolute paths
// (markdown.Options.StaticDirs).
func (s Settings) StaticDirs(siteDir string) []string {
	out := make([]string, len(s.StaticDirectories))
	for i, dir := range s.StaticDirectories {
		out[i] = dir
		if !filepath.IsAbs(dir) {
			out[i] = filepath.Join(siteDir, dir)
		}
	}
	return out
}

// URL turns a route path into the URL visitors see, the way the core
// places routes (route.Join): under the base URL, with the trailing-slash
// setting. A link written into a page's HTML needs this form; the theme's
// <Link> adds the base URL itself, HTML does not.
func (s Settings) URL(routePath string) string {
	return route.Join(s.BaseURL, routePath, s.TrailingSlash)
}
