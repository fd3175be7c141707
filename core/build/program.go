package build

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
)

// A plugin is reused only while its program is the one that made its last
// output: for a built-in, the folio binary (files.ToolID); else the
// ledger's record of its program's files: a lone program's file, with its
// identity (files.ProgramID), which keeps it the same program when rebuilt
// alike; a "#!" script's package; an interpreter and the package (nearest
// package.json's folder, node_modules included) of each path among its
// arguments; or the files it declares (program_paths). When that cannot
// be known (an argument that is no path, a script in no package but the
// site's), the plugin starts on every build.

func builtinProgram() string { return "folio " + files.ToolID() }

// programRecord is the ledger's record of a plugin's program files as
// they were before it started, and the paths it covers.
type programRecord struct {
	paths ledger.Paths
	rec   ledger.Record
}

// takeProgram records what runs the plugin: r's Program and ProgramFiles;
// known is false when that cannot be known, or a file of it changed while
// it ran. Given the last build's record (before the plugin starts), it
// reports whether the program is the same and keeps the record in
// p.program, which the cache's record after the run reuses when it covers
// the same paths: a Node.js package is a thousand files to stamp again.
func (p *runningPlugin) takeProgram(last *pluginRecord, site *config.Site, executable string, clock ledger.Clock) (r pluginRecord, known, same bool) {
	if len(p.cfg.Command) == 0 && executable == "" {
		r.Program = builtinProgram()
		return r, true, last != nil && last.ProgramFiles == nil && last.Program == r.Program
	}
	paths, known := p.programPaths(site, executable)
	if !known {
		return r, false, false
	}
	var rec ledger.Record
	switch {
	case last != nil:
		rec, same, _ = clock.Take(paths, last.ProgramFiles, ledger.Before)
		p.program = &programRecord{paths: paths, rec: rec}
	case p.program != nil && samePaths(p.program.paths, paths):
		rec = p.program.rec
	default:
		rec, _, known = clock.Take(paths, nil, ledger.After)
	}
	r.ProgramFiles = &rec
	// Rebuilt, copied or touched: the same program if its identity is.
	if bin, lone := loneBinary(paths); lone && !same {
		if id := files.ProgramID(bin); id != "" {
			r.Program, known = "id "+id, true // what it is, whenever written
		}
	}
	return r, known, same || last != nil && r.Program != "" && r.Program == last.Program
}

// samePaths reports whether two sets of paths are the same.
func samePaths(a, b ledger.Paths) bool {
	return slices.Equal(a.Trees, b.Trees) && slices.Equal(a.Packages, b.Packages) && slices.Equal(a.Files, b.Files)
}

// programPaths are the files of the plugin's program; ok is false when
// they cannot be known. A built-in's is the executable that serves it
// when it is not the running folio (a test's).
func (p *runningPlugin) programPaths(site *config.Site, executable string) (paths ledger.Paths, ok bool) {
	if len(p.cfg.Command) == 0 {
		return ledger.Paths{Files: []string{executable}}, true
	}
	prog, err := programFile(site.Dir, p.cfg.Command[0])
	if err != nil {
		return paths, false
	}
	paths.Files = []string{prog}
	args := p.cfg.Command[1:]
	if len(args) == 0 && script(prog) {
		args = []string{prog} // its package
	} else if declared := p.desc.GetProgramPaths(); len(declared) > 0 {
		paths.Packages = sitePaths(site.Dir, declared)
		return paths, true
	}
	for _, arg := range args {
		if strings.HasPrefix(arg, "-") {
			continue // an interpreter's flag
		}
		arg = sitePath(site.Dir, arg)
		if _, err := os.Stat(arg); err != nil {
			return paths, false // not a path: what it means is the program's
		}
		pkg, found := packageFolder(arg, site.Dir)
		if !found {
			return paths, false
		}
		paths.Packages = append(paths.Packages, pkg)
	}
	return paths, true
}

// script reports whether a program file is a script run by the
// interpreter its "#!" line names.
func script(prog string) bool {
	f, err := os.Open(prog)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 2)
	n, _ := f.Read(head)
	return n == 2 && string(head) == "#!"
}

// loneBinary is the program file of paths when it is all the program is.
func loneBinary(paths ledger.Paths) (string, bool) {
	if len(paths.Files) == 1 && len(paths.Packages) == 0 {
		return paths.Files[0], true
	}
	return "", false
}

// packageFolder is the folder of the nearest package.json at or above
// path, unless that is the site's (every edit would make a new program)
// or above it.
func packageFolder(path, siteDir string) (string, bool) {
	dir := path
	if st, err := os.Stat(path); err == nil && !st.IsDir() {
		dir = filepath.Dir(path)
	}
	for {
		if rel, err := filepath.Rel(dir, siteDir); err == nil && !strings.HasPrefix(rel, "..") {
			return "", false // the site folder or above
		}
		if _, err := os.Stat(filepath.Join(dir, "package.json")); err == nil {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}
