package build

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/render"
	"github.com/folio-docs/folio/core/route"
)

// placeRenderErrors turns the routes that failed to render into
// diagnostics on their source files. A component an MDX page uses but
// nothing defines fails only when the page renders, inside the bundle; it
// is reported at the element in the .mdx file, where the fix is.
func placeRenderErrors(err error, siteDir string, routes []route.Route) error {
	var failed render.RouteErrors
	if !errors.As(err, &failed) {
		return err
	}
	byPath := map[string]*route.Route{}
	for i := range routes {
		byPath[routes[i].Path] = &routes[i]
	}
	out := make(diag.List, len(failed))
	for i, e := range failed {
		d := e.Diagnostic()
		var source string
		r := byPath[e.Path]
		if r != nil {
			source = r.Meta.SourcePath
		}
		switch {
		case source != "" && placeMissingComponent(d, filepath.Join(siteDir, filepath.FromSlash(source)), e.Message):
			d.File = source
		case d.File == "":
			// No frame of the site's own code: the route's source file
			// at least says which page, and the component and plugin
			// what threw on which props (a plugin's route data that is
			// not the props its theme component takes, most often).
			d.File = source
			if r == nil || r.Plugin == "" || r.Plugin == "core" {
				break
			}
			if name, theme := strings.CutPrefix(r.Component, "theme:"); theme {
				d.Message += fmt.Sprintf(" (in the theme component %s, on the data plugin %q sent for this route)", name, r.Plugin)
			}
		}
		out[i] = d
	}
	return out
}

// missingComponent is MDX's message for an element without a definition:
// `component` for <Name>, `object` for the Name of <Name.Part>.
var missingComponent = regexp.MustCompile("^Expected (?:component|object) `([^`]+)` to be defined")

// placeMissingComponent points d at the first <Name written in file, the
// whole tag name underlined, with the message saying what to do; false
// when the error is another one or the tag is not found.
func placeMissingComponent(d *diag.Diagnostic, file, message string) bool {
	m := missingComponent.FindStringSubmatch(message)
	if m == nil {
		return false
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	name := m[1]
	tag := regexp.MustCompile(`<` + regexp.QuoteMeta(name) + `[\s/>.]`)
	at := tag.FindIndex(src)
	if at == nil {
		return false
	}
	d.Line, d.Column = diag.Position(src, at[0]+1)
	d.EndLine, d.EndColumn = d.Line, d.Column+len([]rune(name))
	d.WithSource(src)
	d.Message = "the component <" + name + "> is not defined: import it in this file, or provide it from the theme's MDX components"
	d.Detail = "" // the bundle's stack says nothing about the page
	return true
}
