package files

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Garbage lists what dir holds that live does not name: what folio keeps
// between builds is garbage unless a manifest names it. An entry that may
// be another process's file in flight is left out: a temporary file
// (WriteAtomic's "*.tmp", or a hidden one such as the ledger's marker or
// the search index's ".index-*") younger than inFlight, which folio dev
// beside folio build, or a build of another site sharing the cache
// folder, may be about to rename.
func Garbage(dir string, live func(e fs.DirEntry) bool) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if live(e) {
			continue
		}
		if name := e.Name(); strings.HasSuffix(name, ".tmp") || strings.HasPrefix(name, ".") {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) < inFlight {
				continue
			}
		}
		out = append(out, e.Name())
	}
	return out
}

// Sweep removes what Garbage lists.
func Sweep(dir string, live func(e fs.DirEntry) bool) {
	for _, name := range Garbage(dir, live) {
		_ = os.RemoveAll(filepath.Join(dir, name))
	}
}

const inFlight = 10 * time.Minute
