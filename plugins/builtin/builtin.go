// Package builtin lists the plugins compiled into the folio binary. The
// core runs each in its own process as `folio plugin NAME`, the way Packer
// ships many components in one binary.
package builtin

import (
	"fmt"
	"sort"

	"github.com/folio-docs/folio/plugins/blog"
	"github.com/folio-docs/folio/plugins/docs"
	"github.com/folio-docs/folio/plugins/llms"
	"github.com/folio-docs/folio/plugins/pages"
	"github.com/folio-docs/folio/plugins/redirects"
	"github.com/folio-docs/folio/plugins/search"
	"github.com/folio-docs/folio/plugins/sitemap"
	"github.com/folio-docs/folio/sdk"
)

var plugins = map[string]func() sdk.Plugin{
	"pages":     func() sdk.Plugin { return pages.New() },
	"blog":      func() sdk.Plugin { return blog.New() },
	"docs":      func() sdk.Plugin { return docs.Started() },
	"redirects": func() sdk.Plugin { return redirects.New() },
	"sitemap":   func() sdk.Plugin { return sitemap.New() },
	"search":    func() sdk.Plugin { return search.New() },
	"llms":      func() sdk.Plugin { return llms.New() },
}

// Names lists the built-in plugins.
func Names() []string {
	out := make([]string, 0, len(plugins))
	for n := range plugins {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Serve runs the built-in plugin name in this process, as a plugin
// process; it returns when the core disconnects.
func Serve(name string) error {
	return ServeAs(name, func(p sdk.Plugin) sdk.Plugin { return p })
}

// ServeAs is Serve with the plugin wrapped by wrap (cmd/folio's tuning of
// the collector around each Load).
func ServeAs(name string, wrap func(sdk.Plugin) sdk.Plugin) error {
	newPlugin, ok := plugins[name]
	if !ok {
		return fmt.Errorf("no built-in plugin %q (built-ins: %v)", name, Names())
	}
	sdk.Serve(wrap(newPlugin()))
	return nil
}
