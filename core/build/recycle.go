package build

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
)

// A `folio build` assembles its output in a new folder and swaps it into
// place. Filling it from nothing costs a file-system operation per file
// even when one page changed (20,000 links and folders at 10,000 pages,
// and as many deletions of the replaced output), so the replaced output
// becomes the spare and the next build starts from it, bringing up to
// date only what changed in the last two builds (docs/architecture.md,
// "The input ledger"). What is where comes from its manifest (manifest.go); a spare
// without one, or that cannot be moved into place, is not used: the build
// starts from an empty folder, which is always right.

// sparePath is where the output of build id, replaced by the last `folio
// build` into outDir, waits for the next one: in the site's cache, beside
// the trash (on the same file system as the output in the usual layout;
// when it is not, nothing is kept).
func sparePath(siteDir, outDir, id string) string {
	return filepath.Join(cacheDir(siteDir), spareKind.name(outputID(outDir), id))
}

// recycled is a staged output that started as the spare.
type recycled struct {
	pages map[string]sparePage // the spare's pages still in place
	data  map[string]bool      // the spare's data files
	// stamps and folders are the stamps that held when the spare was
	// taken: a file or folder the build leaves alone keeps its stamp
	// (stagedOutput.stamp).
	stamps, folders outStamps
}

// takeSpare moves the spare folder into tmp (an empty folder) and clears
// what the build writes anew (its bundle, static and plugin files, a page
// or data file whose stamp no longer holds, what the manifest does not
// name in a folder whose stamp changed); nil when it could not. files is
// the spare's manifest. A file about to lose a name here may share its
// inode with the served output's: touch judges the served file first.
func takeSpare(spare, tmp string, files *outputFiles, touch func(rel string)) *recycled {
	if files == nil || files.Pages == nil {
		return nil
	}
	// tmp is empty and its name is this build's (pid and random part);
	// Go's os.Rename will not replace a folder, so it goes first.
	if os.Remove(tmp) != nil {
		return nil
	}
	if os.Rename(spare, tmp) != nil {
		_ = os.Mkdir(tmp, 0o700)
		return nil
	}
	// The data files of every page, a page a plugin wrote over too.
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
		// A page a plugin wrote over (a redirect) was just removed.
		if !gone[p.File] {
			r.pages[path] = p
		}
	}
	return r
}

// stampsHeld stamps the files (or folders) rels of dir and returns the
// stamps that are still want's, and the paths whose stamp is not (or
// that are gone).
func stampsHeld(dir string, want outStamps, folders bool, rels []string) (held outStamps, moved []string) {
	held = stampOutput(dir, rels, folders)
	for _, rel := range rels {
		if st, ok := held[rel]; !ok || st != want[rel] {
			delete(held, rel)
			moved = append(moved, rel)
		}
	}
	return held, moved
}

// holdsPage says whether the spare's page at path is the one a page of
// this fingerprint and file would be.
func (r *recycled) holdsPage(path, fingerprint, file string) bool {
	p, ok := r.pages[path]
	return ok && p.Fingerprint == fingerprint && p.File == file
}

// sweep removes the spare's pages and data files that the build now
// committing does not have, and the folders that leaves empty.
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

// removeWithEmptyParents removes a file of root, then each folder above
// it that is left empty: a cold build has no folder for a deleted page.
// A file already gone (a deploy step deleted it) still leaves its folders
// to clear.
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
// place; it reports whether it could. A spare of another build left there
// is garbage once no manifest names it (garbage.go).
func keepAsSpare(old, spare string) bool {
	if err := os.MkdirAll(filepath.Dir(spare), 0o755); err != nil {
		return false
	}
	return os.Rename(old, spare) == nil
}
