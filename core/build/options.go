// Package build runs folio's build lifecycle: config, start plugins, load,
// resolve routes, bundle, render, post-build, check and commit. Each stage
// is timed; the output is written to a temporary directory and renamed into
// place, so a failed build leaves the last good output untouched.
package build

import (
	"io"
	"path/filepath"

	"github.com/folio-docs/folio/core/diag"
)

// Options configure one build.
type Options struct {
	// ConfigFile is the path of site.toml; the site directory is its folder.
	ConfigFile string
	// Cold, when set, is called by Build as soon as it finds no earlier
	// build into the same folder to start from, before the plugins load:
	// such a build renders every page and holds far more at once than an
	// edit's (cmd/folio lets the garbage collector's target grow only in
	// builds that start from an earlier one).
	Cold func()
	// OutDir is the output directory; default <site dir>/build.
	OutDir string
	// Executable is the folio binary that runs built-in plugins; default
	// the running binary.
	Executable string
	// Node is the Node.js binary for server rendering; default "node".
	Node string
	// Log receives progress lines; nil is silent.
	Log io.Writer
	// Diagnostics prints warnings as they are found (with their excerpt,
	// or as JSON lines); nil prints them as text on Log.
	Diagnostics *diag.Printer
	// PluginLog receives the plugins' own log lines; nil discards them.
	PluginLog io.Writer
	// BuiltinPlugins are the names Executable serves as `folio plugin NAME`.
	// When set, a plugin listed without a command must be one of them,
	// which is checked before any plugin starts.
	BuiltinPlugins []string
	// Theme, when set, replaces site.toml's theme for this build.
	Theme string
	// Live makes every build write into OutDir in place, keep the last
	// build in memory and leave the plugins' post-build step to
	// Session.PostBuild: `folio dev`, where OutDir is a private folder the
	// dev server serves. Otherwise a build is staged and swapped in whole.
	Live bool
	// BodyEnd is markup added at the end of every page (dev's live-reload
	// client).
	BodyEnd string
}

func (o Options) outDir(siteDir string) string {
	switch {
	case o.OutDir == "":
		return filepath.Join(siteDir, "build")
	case filepath.IsAbs(o.OutDir):
		return o.OutDir
	default:
		abs, err := filepath.Abs(o.OutDir)
		if err != nil {
			return o.OutDir
		}
		return abs
	}
}
