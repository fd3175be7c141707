// Package redirects is the built-in plugin for client redirects: old paths
// that send visitors to a new place on the site or elsewhere, listed in
// site.toml.
//
// Each redirect is a route rendered by the theme's RedirectPage, so the
// client router knows the path and follows the redirect on in-app
// navigation; after the build, PostBuild replaces that route's HTML with a
// small static page that redirects without the site's JavaScript (meta
// refresh and location.replace), so a visitor arriving from outside is sent
// on at once. See docs/blog.md, "Redirects".
package redirects

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	corefiles "github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// component renders a redirect during client-side navigation.
const component = "RedirectPage"

// marker is the attribute RedirectPage and the static page both carry: a
// file without it belongs to another plugin and is never overwritten.
const marker = "data-folio-redirect"

// Plugin implements sdk.Plugin.
type Plugin struct{}

// New returns the redirects plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: a Load reads its options only,
// and PostBuild its request and the pages that request lists (those it
// replaces).
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "redirects", Version: "0.1.0", Components: []string{component}, Reusable: true}, nil
}

// pageData is RedirectPage's `data` prop.
type pageData struct {
	To       string `json:"to"`
	External bool   `json:"external"`
}

func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return err
	}
	for _, r := range opts.Redirects {
		for _, from := range r.From {
			err := send.Route(&pluginpb.Route{
				Path:      from,
				Component: component,
				DataJson:  sdk.MustJSON(pageData{To: r.To, External: isExternal(r.To)}),
				// Search engines should index the target, not the old path.
				Meta: &pluginpb.RouteMeta{Title: "Redirecting…", Noindex: true, SourcePath: "site.toml"},
			})
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// siteConfig is the part of site.toml the static pages need.
type siteConfig struct {
	URL     string `json:"url"`
	BaseURL string `json:"baseUrl"`
	I18n    struct {
		DefaultLocale string `json:"defaultLocale"`
		LocaleConfigs map[string]struct {
			HTMLLang string `json:"htmlLang"`
		} `json:"localeConfigs"`
	} `json:"i18n"`
}

func (c siteConfig) lang() string {
	if lc, ok := c.I18n.LocaleConfigs[c.I18n.DefaultLocale]; ok && lc.HTMLLang != "" {
		return lc.HTMLLang
	}
	if c.I18n.DefaultLocale != "" {
		return c.I18n.DefaultLocale
	}
	return "en"
}

// withBase puts a site path under the base URL.
func (c siteConfig) withBase(p string) string {
	return strings.TrimSuffix(c.BaseURL, "/") + "/" + strings.TrimPrefix(p, "/")
}

// PostBuild writes the static redirect pages over the rendered routes.
func (p *Plugin) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return nil, err
	}
	var cfg siteConfig
	if err := json.Unmarshal(req.SiteConfigJson, &cfg); err != nil {
		return nil, fmt.Errorf("site config: %w", err)
	}
	files := map[string]string{}
	for _, r := range req.Routes {
		files[lookupKey(r.Path)] = r.File
	}
	res := &pluginpb.PostBuildResponse{}
	for _, r := range opts.Redirects {
		target, canonical := r.To, r.To
		if !isExternal(r.To) {
			target = cfg.withBase(r.To)
			canonical = strings.TrimSuffix(cfg.URL, "/") + target
			if _, ok := files[lookupKey(target)]; !ok {
				return nil, fmt.Errorf("redirects options in site.toml: %v redirects to %s, but the site has no page there", []string(r.From), r.To)
			}
		}
		for _, from := range r.From {
			file, ok := files[lookupKey(cfg.withBase(from))]
			if !ok {
				return nil, fmt.Errorf("redirect %s: its route was not built", from)
			}
			out := filepath.Join(req.OutDir, filepath.FromSlash(file))
			rendered, err := os.ReadFile(out)
			if err != nil {
				return nil, fmt.Errorf("redirect %s: %w", from, err)
			}
			if !bytes.Contains(rendered, []byte(marker)) {
				return nil, fmt.Errorf("redirects options in site.toml: %s is a page of the site; a redirect from it would replace the page (remove the redirect or move the page)", from)
			}
			// Through a new file: a kept page may be a hard link to the served one.
			if err := corefiles.WriteAtomic(out, redirectPage(cfg.lang(), target, canonical), 0o644); err != nil {
				return nil, err
			}
			res.Files = append(res.Files, file)
		}
	}
	return res, nil
}

// lookupKey is a route path as the client router matches it: no trailing
// slash, no "index.html" or ".html", no query or fragment.
func lookupKey(p string) string {
	p, _, _ = strings.Cut(p, "#")
	p, _, _ = strings.Cut(p, "?")
	if strings.HasSuffix(p, "/index.html") {
		p = strings.TrimSuffix(p, "index.html")
	} else {
		p = strings.TrimSuffix(p, ".html")
	}
	if p = trimSlash(p); p == "" {
		return "/"
	}
	return p
}
