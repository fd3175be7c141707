package build

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
)

// A plugin is reused only while its program is the one that made its last
// output. For a built-in that is the folio binary (files.ToolID); for an
// external plugin, the ledger's record of every file of its program:
//
//   - a program run on its own (command = ["bin/plugin"]): that file, and
//     its identity (files.ProgramID: the Go build ID, or a digest), which
//     keeps a rebuilt program with the same content the same program;
//   - a script run on its own (a "#!" line): its package, as below;
//   - a program run through an interpreter (command = ["node", "plugin"]):
//     the interpreter and the package of each path among the arguments,
//     the folder of the nearest package.json, node_modules included,
//     since the script may require any file of it;
//   - the files a plugin declares (DescribeResponse.program_paths)
//     instead of the package.
//
// When that cannot be known (an argument that is no path, a script with
// no package of its own but the site's), the plugin is started on every
// build.

// builtinProgram is the program key of a built-in plugin.
func builtinProgram() string { return "folio " + files.ToolID() }

// programPaths are the files of an external plugin's program; ok is false
// when they cannot be known. declared are the paths the plugin declared
// (relative ones are the site folder's).
func programPaths(cfg config.Plugin, siteDir string, declared []string) (paths ledger.Paths, ok bool) {
	prog, err := programFile(siteDir, cfg.Command[0])
	if err != nil {
		return paths, false
	}
	paths.Files = []string{prog}
	if len(cfg.Command) == 1 && script(prog) {
		pkg, found := packageFolder(prog, siteDir)
		if !found {
			return paths, false
		}
		paths.Packages = append(paths.Packages, pkg)
		return paths, true
	}
	if len(declared) > 0 {
		paths.Packages = sitePaths(siteDir, declared)
		return paths, true
	}
	for _, arg := range cfg.Command[1:] {
		if strings.HasPrefix(arg, "-") {
			continue // an interpreter's flag
		}
		arg = sitePath(siteDir, arg)
		if _, err := os.Stat(arg); err != nil {
			return paths, false // not a path: what it means is the program's
		}
		pkg, found := packageFolder(arg, siteDir)
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

// loneBinary is the program file of paths when it is all the program is
// (no package, no interpreter's script): one that files.ProgramID
// identifies.
func loneBinary(paths ledger.Paths) (string, bool) {
	if len(paths.Files) == 1 && len(paths.Packages) == 0 {
		return paths.Files[0], true
	}
	return "", false
}

// packageFolder is the folder of the nearest package.json at or above
// path, when that is not the site's own (which holds the content: every
// edit would count as a new program) nor above it.
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
