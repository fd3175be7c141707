package build

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Inputs are the files and folders a session's builds read, what `folio
// dev` watches (docs/architecture.md, "What folio dev watches"), but for
// dependencies (node_modules).
type Inputs struct {
	Trees []string // folders every file of which is an input
	Files []string // single input files
	Skip  []string // folders inside the trees that are not: the outputs
}

// Inputs lists the session's inputs as absolute paths, each once, sorted.
func (s *Session) Inputs() Inputs {
	var in Inputs
	// A folder that holds the site (a theme "." whose components/ is at
	// the site root) would make every file of the site an input.
	addTree := func(dir string) {
		if dir == "" || dependency(dir) {
			return
		}
		if rel, err := filepath.Rel(dir, s.site.Dir); err == nil && !strings.HasPrefix(rel, "..") {
			return
		}
		in.Trees = append(in.Trees, dir)
	}
	addFile := func(file string) {
		if !dependency(file) {
			in.Files = append(in.Files, file)
		}
	}
	for _, f := range s.ConfigFiles() {
		addFile(f)
	}
	for _, p := range s.plugins {
		for _, w := range sitePaths(s.site.Dir, slices.Concat(p.watch, p.missing)) {
			if st, err := os.Stat(w); err == nil && st.IsDir() {
				addTree(w)
			} else {
				addFile(w)
			}
		}
	}
	for _, dir := range staticDirs(s.site) {
		addTree(dir)
	}
	for _, dir := range s.themeTrees() {
		addTree(dir)
	}
	if s.code != nil {
		for _, f := range s.code.bundled.Inputs {
			addFile(f)
		}
	}
	in.Skip = s.outputDirs()
	in.Trees, in.Files, in.Skip = sorted(in.Trees), sorted(in.Files), sorted(in.Skip)
	return in
}

// outputDirs are the folders folio writes a site into, which no stage
// reads and no watch follows: the session's, and the default build/,
// which `folio dev` and a build with --out pass over too.
func (s *Session) outputDirs() []string {
	return []string{s.OutDir(), filepath.Join(s.site.Dir, "build")}
}

// outputFolder reports whether a folder, given its entries, is an output
// folio wrote (an earlier --out): every output holds __folio/.
func outputFolder(entries []os.DirEntry) bool {
	return slices.ContainsFunc(entries, func(e os.DirEntry) bool { return e.Name() == "__folio" })
}

// themeTrees are the theme folders a bundle reads from: the theme in use
// whole (its styles may sit beside components/), the site's overrides in
// both places they may be (siteThemeDirs: creating either one is seen)
// and the runtime's fallbacks.
func (s *Session) themeTrees() []string {
	themeRoot := filepath.Dir(s.themes.ThemeDir)
	if rel, err := filepath.Rel(themeRoot, s.site.Dir); err == nil && !strings.HasPrefix(rel, "..") {
		themeRoot = s.themes.ThemeDir
	}
	var out []string
	folio, docusaurus := siteThemeDirs(s.site.Dir)
	for _, d := range []string{themeRoot, folio, docusaurus, s.themes.FallbackDir} {
		if d != "" {
			out = append(out, d)
		}
	}
	return out
}

// And is both input sets in one.
func (in Inputs) And(other Inputs) Inputs {
	return Inputs{
		Trees: sorted(slices.Concat(in.Trees, other.Trees)),
		Files: sorted(slices.Concat(in.Files, other.Files)),
		Skip:  sorted(slices.Concat(in.Skip, other.Skip)),
	}
}

// Equal reports whether two input sets are the same.
func (in Inputs) Equal(other Inputs) bool {
	return slices.Equal(in.Trees, other.Trees) && slices.Equal(in.Files, other.Files) && slices.Equal(in.Skip, other.Skip)
}

// sitePath is a path the configuration or a plugin gave, made absolute
// against the site folder.
func sitePath(siteDir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(siteDir, p)
}

// sitePaths is sitePath of each of ps.
func sitePaths(siteDir string, ps []string) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = sitePath(siteDir, p)
	}
	return out
}

// dependency reports whether a path lies in a node_modules folder.
func dependency(p string) bool {
	return strings.Contains(filepath.ToSlash(p)+"/", "/node_modules/")
}

func sorted(xs []string) []string {
	slices.Sort(xs)
	return slices.Compact(xs)
}
