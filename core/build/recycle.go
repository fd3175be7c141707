package build

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"

	"github.com/folio-docs/folio/core/ledger"
)

// A `folio build` assembles its output in a new folder and swaps it into
// place. Filling it from nothing costs a file-system operation per file
// even when one page changed (20,000 at 10,000 pages, and as many
// deletions of the replaced output), so the replaced output becomes the
// spare and the next build starts from it, bringing up to date what
// changed in the last two builds, by the spare's manifest. A spare without
// one, or that cannot be moved into place, is not used: the build starts
// from an empty folder, which is always right.

// sparePath is where the output of build id into outDir waits for the
// next build: in the site's cache (on the output's file system in the
// usual layout; when it is not, nothing is kept).
func sparePath(siteDir, outDir, id string) string {
	return filepath.Join(cacheDir(siteDir), spareKind.name(outputID(outDir), id))
}

// recycled is a staged output that started as the spare.
type recycled struct {
	pages map[string]sparePage // the spare's pages still in place
	data  map[string]bool      // the spare's data files
	// stamps and folders held when the spare was taken: a file or folder
	// the build leaves alone keeps its stamp (stagedOutput.stamp).
	stamps, folders outStamps
}

// takeSpare moves the spare folder (of manifest files) into tmp, an empty
// folder, and clears what the build writes anew: the bundle, static and
// plugin files, a file whose stamp no longer holds, what the manifest does
// not name in a folder whose stamp changed; nil when it could not. A file
// about to lose a name may be the served output's too: touch judges it.
func takeSpare(spare, tmp string, files *outputFiles, touch func(rel string)) *recycled {
	if files == nil || files.Pages == nil {
		return nil
	}
	// tmp is this build's; os.Rename will not replace a folder.
	if os.Remove(tmp) != nil {
		return nil
	}
	if os.Rename(spare, tmp) != nil {
		_ = os.Mkdir(tmp, 0o700)
		return nil
	}
	r := &recycled{pages: make(map[string]sparePage, len(files.Pages)), data: files.dataFiles(false)}
	var moved, changed []string
	r.folders, moved = stampsHeld(tmp, files.Folders, true, slices.Collect(maps.Keys(files.Folders)))
	for _, rel := range moved {
		// Files and folders a deploy step added: a cold build has none.
		entries, _ := os.ReadDir(filepath.Join(tmp, filepath.FromSlash(rel)))
		for _, e := range entries {
			if name := path.Join(rel, e.Name()); !files.names(name) {
				_ = os.RemoveAll(filepath.Join(tmp, filepath.FromSlash(name)))
			}
		}
	}
	r.stamps, changed = stampsHeld(tmp, files.Stamps, false, slices.Collect(maps.Keys(files.dataFiles(true))))
	gone := set(append(changed, files.Other...))
	for rel := range gone {
		touch(rel)
		removeWithEmptyParents(tmp, rel)
		delete(r.data, rel)
	}
	for path, p := range files.Pages {
		// A page a plugin wrote over (a redirect) is gone.
		if !gone[p.File] {
			r.pages[path] = p
		}
	}
	return r
}

// stampsHeld stamps the files (or folders) rels of dir and returns those
// that are still want's, and the paths that are not (or are gone).
func stampsHeld(dir string, want outStamps, folders bool, rels []string) (held outStamps, moved []string) {
	held = ledger.StampFiles(dir, rels, folders)
	for _, rel := range rels {
		if st, ok := held[rel]; !ok || st != want[rel] {
			delete(held, rel)
			moved = append(moved, rel)
		}
	}
	return held, moved
}

// holdsPage says whether the spare's page at path has this fingerprint
// and file.
func (r *recycled) holdsPage(path, fingerprint, file string) bool {
	p, ok := r.pages[path]
	return ok && p.Fingerprint == fingerprint && p.File == file
}

// sweep removes the spare's pages and data files that built does not
// have, and the folders that leaves empty.
func (r *recycled) sweep(dir string, built *outputFiles, touch func(rel string)) {
	keep := built.dataFiles(true)
	for _, p := range r.pages {
		if !keep[p.File] {
			touch(p.File)
			removeWithEmptyParents(dir, p.File)
		}
	}
	for rel := range r.data {
		if !keep[rel] {
			touch(rel)
			_ = os.Remove(filepath.Join(dir, filepath.FromSlash(rel)))
		}
	}
}

// removeWithEmptyParents removes a file of root, gone already or not,
// then each folder above it left empty: a cold build has none.
func removeWithEmptyParents(root, rel string) {
	file := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.Remove(file); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return
	}
	for d := filepath.Dir(file); len(d) > len(root); d = filepath.Dir(d) {
		if os.Remove(d) != nil {
			return // not empty
		}
	}
}

// keepAsSpare moves the output that a commit replaced to the spare's
// place; it reports whether it could.
func keepAsSpare(old, spare string) bool {
	if err := os.MkdirAll(filepath.Dir(spare), 0o755); err != nil {
		return false
	}
	return os.Rename(old, spare) == nil
}
