package apiref

import (
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
)

// TypeDoc reads more than the lockfile says: the documented packages'
// declaration files (a package patched in node_modules, or linked from a
// workspace, keeps its package.json), and TypeDoc itself. Both caches'
// keys (runKey, cacheKey) hold the ledger's record of them, so that a
// change to any of them is a new generation.

// typedocInputs are the files TypeDoc reads besides the lockfile and the
// package.json files: every .d.ts of the documented packages (not of
// their own dependencies) and TypeDoc's package.json, which names its
// version.
func typedocInputs(siteDir string, pkgs []*installedPackage) []string {
	out := []string{filepath.Join(siteDir, "node_modules", "typedoc", "package.json")}
	for _, p := range pkgs {
		_ = filepath.WalkDir(p.Dir, func(path string, d fs.DirEntry, err error) error {
			switch {
			case err != nil:
				return nil
			case d.IsDir() && path != p.Dir && files.SkippedInTree(d.Name()):
				return filepath.SkipDir
			case !d.IsDir() && strings.HasSuffix(d.Name(), ".d.ts"):
				out = append(out, path)
			}
			return nil
		})
	}
	return out
}

// typedocInputsKey is the ledger's key of those files (typedocInputs'
// list) as they are now, stamped before TypeDoc reads them, by absolute
// path and in order: the same packages named two ways, or listed in
// another order, are the same run.
func typedocInputsKey(opts Options, declared []string) string {
	inputs := slices.Clone(declared)
	for i, f := range inputs {
		if abs, err := filepath.Abs(f); err == nil {
			inputs[i] = abs
		}
	}
	slices.Sort(inputs)
	inputs = slices.Compact(inputs)
	rec, _, _ := ledger.Start(cacheDir(opts)).Take(ledger.Paths{Files: inputs}, nil, ledger.Before)
	return rec.Key
}
