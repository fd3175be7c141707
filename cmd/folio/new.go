package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/scaffold"
)

func runNew(args []string) error {
	fs := newFlags("new", "site|plugin|theme DIR [--title T] [--lang go|node] [--sdk DIR]", "Creates a starter in DIR (which must be empty or absent):\n  site    a working site with the classic theme, pages and docs\n  plugin  a plugin skeleton: in Go on folio's plugin SDK (the default), or\n          in JavaScript on @grpc/grpc-js with --lang node\n  theme   a theme package rendering every kind of page, with its types")
	title := fs.String("title", "", "the new site's title (default: the folder's name)")
	lang := fs.String("lang", "go", "plugin: the language of the plugin, go or node (JavaScript for Node.js)")
	sdkDir := fs.String("sdk", "", "plugin: a local copy of the SDK module to build against (a replace in go.mod) instead of the published one")
	ok, positional, err := parseInterspersed(fs, args)
	if !ok {
		return err
	}
	if len(positional) != 2 {
		fs.Usage()
		return usageError{fmt.Errorf("expected a kind (site, plugin or theme) and a folder")}
	}
	kind, folder := positional[0], positional[1]
	dir, err := filepath.Abs(folder)
	if err != nil {
		return err
	}
	switch kind {
	case "site":
		if err := scaffold.NewSite(scaffold.SiteOptions{Dir: dir, Title: *title}); err != nil {
			return err
		}
		printSiteNextSteps(dir, folder)
	case "plugin":
		return newPlugin(*lang, dir, folder, *sdkDir)
	case "theme":
		if err := scaffold.NewTheme(scaffold.ThemeOptions{Dir: dir}); err != nil {
			return err
		}
		fmt.Printf("Created a theme in %s. Select it in a site's site.toml with a path from the site:\n  theme = %q\nFor your editor's types: cd %s && npm install (see README.md).\n", dir, pathFromSite(dir), folder)
	default:
		return usageError{fmt.Errorf("unknown kind %q: want site, plugin or theme", kind)}
	}
	return nil
}

// pathFromSite is the path that names dir in a site's site.toml (a
// theme = "..." or a plugin's command): the path from the nearest folder
// above it holding a site.toml, or, when none does, from the working
// directory (where the site usually is).
// site.toml's paths are relative to site.toml, so "themes/x" made from
// the site's folder is "./themes/x", not "./x".
func pathFromSite(dir string) string {
	from, _ := os.Getwd()
	for d := filepath.Dir(dir); ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "site.toml")); err == nil {
			from = d
			break
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	rel, err := filepath.Rel(from, dir)
	if err != nil {
		return filepath.ToSlash(dir)
	}
	rel = filepath.ToSlash(rel)
	if !strings.HasPrefix(rel, "../") {
		rel = "./" + rel
	}
	return rel
}

// newPlugin writes a plugin starter in lang and says what to do next.
func newPlugin(lang, dir, folder, sdkDir string) error {
	switch lang {
	case "go":
		if err := scaffold.NewPlugin(scaffold.PluginOptions{Dir: dir, SDKDir: sdkDir}); err != nil {
			return err
		}
		fmt.Printf("Created a plugin in %s. Next:\n  cd %s\n  go build\nthen list it in your site.toml (see main.go).\n", dir, folder)
	case "node", "js", "javascript":
		if sdkDir != "" {
			return usageError{fmt.Errorf("--sdk is for a Go plugin; a Node.js plugin carries the protocol's .proto itself")}
		}
		if err := scaffold.NewNodePlugin(scaffold.PluginOptions{Dir: dir}); err != nil {
			return err
		}
		fmt.Printf("Created a Node.js plugin in %s. Next:\n  cd %s\n  npm install\nthen list it in your site.toml:\n  [[plugins]]\n  name = %q\n  command = [\"node\", %q]   # this folder, from the site's folder\n(see index.js and README.md).\n", dir, folder, filepath.Base(dir), pathFromSite(dir))
	default:
		return usageError{fmt.Errorf("unknown --lang %q: want go or node", lang)}
	}
	return nil
}
