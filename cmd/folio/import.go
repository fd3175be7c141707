package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/importer/docusaurus"
)

func runImport(args []string) error {
	fs := newFlags("import", "docusaurus [DIR] [--force]", `Moves a Docusaurus site (DIR, default the current folder) to folio, in place.
It evaluates docusaurus.config.{js,mjs,ts} and the sidebars file with Node,
and writes beside them:
  site.toml      the config: presets, navbar, footer, prism, algolia, gtag,
                 client redirects, i18n, markdown.format, onBroken*
  sidebars.json  the sidebars, as JSON
  package.json   @docusaurus/* replaced by what folio's theme needs; the
                 start, build and serve scripts run folio dev, build, serve
No content, src/ or static/ file is changed: docs/, blog/, src/pages/ and
static/ stay where they are. Each setting that could not be carried over is
printed with the reason and what to do. Then: npm install, folio build.`)
	force := fs.Bool("force", false, "replace an existing site.toml and sidebars.json")
	ok, positional, err := parseInterspersed(fs, args)
	if !ok {
		return err
	}
	if len(positional) < 1 || len(positional) > 2 {
		fs.Usage()
		return usageError{fmt.Errorf("expected: folio import docusaurus [DIR]")}
	}
	if positional[0] != "docusaurus" {
		return usageError{fmt.Errorf("unknown source %q: folio imports from docusaurus", positional[0])}
	}
	dir := "."
	if len(positional) == 2 {
		dir = positional[1]
	}
	fmt.Printf("Importing the Docusaurus site in %s\n", displayDir(dir))
	res, err := docusaurus.Import(docusaurus.Options{
		Dir: dir, Force: *force,
		Progress: func(line string) { fmt.Println("  " + line) },
	})
	if res == nil {
		return err
	}
	if len(res.PackageChanges) > 0 {
		fmt.Println("\npackage.json:")
		for _, c := range res.PackageChanges {
			fmt.Println("  " + c)
		}
	}
	if len(res.Notes) > 0 {
		fmt.Printf("\nNot carried over (%d):\n", len(res.Notes))
		for _, n := range res.Notes {
			fmt.Println("  - " + n.String())
		}
	}
	if err != nil {
		// The config was written but folio does not take it as it is.
		p := diagnosticsPrinter(false, filepath.Join(dir, "site.toml"))
		fmt.Fprintln(os.Stderr, "\nsite.toml was written, but folio finds problems in it:")
		return report(p, err, "config")
	}
	cd := ""
	if dir != "." {
		cd = "cd " + dir + " && "
	}
	fmt.Printf("\nDone. Next:\n  %snpm install\n  folio build   (or folio dev)\n", cd)
	return nil
}

func displayDir(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}
