package main

import (
	"fmt"
	"path/filepath"

	"github.com/folio-docs/folio/core/scaffold"
)

func runTypes(args []string) error {
	fs := newFlags("types", "DIR", "Writes the client runtime's sources (@folio/client) into DIR/"+scaffold.TypesDir+",\nreplacing an older copy, for a theme's editor: the types a theme codes\nagainst (RouteProps, DocRouteData, BlogPostPageData, SiteConfig, …) as this\nbinary produces them. A theme made by 'folio new theme' maps @folio/client\nto that folder in its tsconfig.json; run this again after upgrading folio.")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return usageError{fmt.Errorf("expected one folder (a theme's)")}
	}
	dir, err := filepath.Abs(fs.Arg(0))
	if err != nil {
		return err
	}
	if err := scaffold.WriteTypes(dir); err != nil {
		return err
	}
	fmt.Printf("Wrote @folio/client's sources to %s.\nIn the theme's tsconfig.json, compilerOptions.paths maps \"@folio/client\" to [\"./%s/src/index.ts\"].\n",
		filepath.Join(dir, filepath.FromSlash(scaffold.TypesDir)), scaffold.TypesDir)
	return nil
}
