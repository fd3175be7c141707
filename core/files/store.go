package files

import (
	"io/fs"
	"path/filepath"
	"slices"
	"time"

	"github.com/folio-docs/folio/core/files/filespb"
)

// A store is a folder of the site's cache whose manifest names its live
// files: the built-in plugins' stores (the docs plugin's parses, the
// search index, the API reference). The manifest is a blob (blob.go) of
// one filespb.StoreManifest, in the file StoreManifest. Whatever else the
// folder holds is garbage: the owner removes it when it writes the
// manifest (CommitStore), and every `folio build` sweeps the stores of
// its cache folder (SweepStore), so that what a run killed before its
// manifest left does not stay until the store is next written.

// StoreManifest is the manifest's file in a store's folder.
const StoreManifest = "manifest"

// StoreFiles returns the files dir's manifest names: none when there is
// no manifest, or a damaged one, or one of another folio.
func StoreFiles(dir string) []string {
	var m filespb.StoreManifest
	if err := ReadMessage(filepath.Join(dir, StoreManifest), &m); err != nil || m.Store != StoreID() {
		return nil
	}
	return m.Files
}

// CommitStore writes dir's manifest naming live (files already written),
// then removes every other file of dir but another process's temporary
// file in flight (Garbage).
func CommitStore(dir string, live []string) error {
	live = slices.Sorted(slices.Values(live))
	if err := WriteMessage(filepath.Join(dir, StoreManifest), &filespb.StoreManifest{Store: StoreID(), Files: live}, 0o600); err != nil {
		return err
	}
	live = append(live, StoreManifest)
	Sweep(dir, func(e fs.DirEntry) bool { return slices.Contains(live, e.Name()) })
	return nil
}

// SweepStore removes what dir's manifest does not name, when the
// manifest is this folio's (dir is not a store of another folio, which
// may be using it). A file younger than inFlight stays whatever its name:
// the owner, in another process (folio dev, a build of another site that
// shares the cache folder), may be writing the files its next manifest
// names.
func SweepStore(dir string) {
	live := StoreFiles(dir)
	if live == nil {
		return
	}
	named := make(map[string]bool, len(live)+1)
	for _, name := range append(live, StoreManifest) {
		named[name] = true
	}
	Sweep(dir, func(e fs.DirEntry) bool {
		if named[e.Name()] {
			return true
		}
		info, err := e.Info()
		return err != nil || time.Since(info.ModTime()) < inFlight
	})
}
