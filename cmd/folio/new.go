package main

import (
	"fmt"
	"path/filepath"

	"github.com/folio-docs/folio/core/scaffold"
)

func runNew(args []string) error {
	fs := newFlags("new", "site|plugin DIR [--title T]", "Creates a starter in DIR (which must be empty or absent):\n  site    a working site with the classic theme, pages and docs\n  plugin  a Go plugin skeleton on folio's plugin SDK")
	title := fs.String("title", "", "the new site's title (default: the folder's name)")
	sdkDir := fs.String("sdk", "", "plugin: a local copy of the SDK module to build against (a replace in go.mod) instead of the published one")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return usageError{fmt.Errorf("expected a kind (site or plugin) and a folder")}
	}
	dir, err := filepath.Abs(fs.Arg(1))
	if err != nil {
		return err
	}
	switch fs.Arg(0) {
	case "site":
		if err := scaffold.NewSite(scaffold.SiteOptions{Dir: dir, Title: *title}); err != nil {
			return err
		}
		printSiteNextSteps(dir, fs.Arg(1))
	case "plugin":
		if err := scaffold.NewPlugin(scaffold.PluginOptions{Dir: dir, SDKDir: *sdkDir}); err != nil {
			return err
		}
		fmt.Printf("Created a plugin in %s. Next:\n  cd %s\n  go build\nthen list it in your site.toml (see main.go).\n", dir, fs.Arg(1))
	default:
		return usageError{fmt.Errorf("unknown kind %q: want site or plugin", fs.Arg(0))}
	}
	return nil
}
