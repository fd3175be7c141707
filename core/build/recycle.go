package build

import (
	"os"
	"path/filepath"
)

// A `folio build` assembles its output in a new folder and swaps it into
// place. Filling that folder from nothing costs a file-system operation
// for every file of the site even when one page changed: 20,000 hard
// links and directories for a 10,000-page site, and as many deletions
// when the replaced output is thrown away, each several microseconds to
// milliseconds on a busy disk. So the replaced output is not thrown away:
// it becomes the spare, and the next build starts from it. The spare
// holds the build before the last, so the next build only has to bring
// up to date what changed in the last two builds:
//
//   - a page whose fingerprint is the spare's is already right, and is
//     left alone;
//   - a page or data file of the last build that the spare lacks is
//     linked from the served output, as before;
//   - a rendered page replaces the spare's file (removed first: the
//     spare's file may be a hard link to a file of the served output,
//     which must not change);
//   - every other file the spare's build wrote (its bundle, static
//     files, the plugins' files, the manifest) is removed before the
//     build starts, since the build writes its own;
//   - the pages and data files of the spare's build that this build does
//     not have are removed before the commit.
//
// What a build wrote is recorded in the build cache (outputFiles), so
// none of this lists a folder. A spare whose record is missing, or one
// that cannot be moved into place, is not used: the build starts from an
// empty folder, which is always right.

// outputFiles are the files one build put into its output, by kind.
type outputFiles struct {
	// Pages are the routes' pages: route path → fingerprint, file and
	// data file.
	Pages map[string]sparePage `json:",omitempty"`
	// Shared are the data files that are no page's (the plugins' shared
	// and global data). Data files are content-hashed, under
	// assets/data/: a name stands for its bytes.
	Shared []string `json:",omitempty"`
	// Other are the rest: the bundle, the static files, the manifest and
	// the plugins' files.
	Other []string `json:",omitempty"`
	// Stamps are the stamps of the files as the build committed them
	// (outstamp.go): a file is reused only while its stamp holds.
	Stamps outStamps `json:",omitempty"`
	// ID names the build that wrote the output; once the output is the
	// spare, its folder is named by it (sparePath), so that a record
	// never describes another build's folder (one put back from an
	// earlier build, say).
	ID string `json:",omitempty"`
	// Root is the stamp of the output's folder (markRoot).
	Root outStamp
}

// newOutputFiles is the record of an output read from the cache, before
// its pages are added: about pages of them.
func newOutputFiles(other otherFiles, pages int) *outputFiles {
	return &outputFiles{Pages: make(map[string]sparePage, pages), Shared: other.Shared, Other: other.Other, Stamps: other.Stamps, ID: other.ID, Root: other.Root}
}

// addPage records a page of the output.
func (f *outputFiles) addPage(path string, p sparePage) {
	if f != nil {
		f.Pages[path] = p
	}
}

// reusable lists the files a later build may reuse: the pages, the data
// files and the others, the bundle and the plugins' files among them.
func (f *outputFiles) reusable() []string {
	out := make([]string, 0, 2*len(f.Pages)+len(f.Shared)+len(f.Other))
	out = append(append(out, f.Shared...), f.Other...)
	for _, p := range f.Pages {
		out = append(out, p.File)
		if p.Data != "" {
			out = append(out, p.Data)
		}
	}
	return out
}

// dataFiles are the output's data files: the shared ones and the pages'.
func (f *outputFiles) dataFiles() map[string]bool {
	out := make(map[string]bool, len(f.Shared)+len(f.Pages))
	for _, rel := range f.Shared {
		out[rel] = true
	}
	for _, p := range f.Pages {
		if p.Data != "" {
			out[p.Data] = true
		}
	}
	return out
}

type sparePage struct {
	Fingerprint string
	File        string
	Data        string // the route's data file
}

// sparePath is where the output of build id, replaced by the last `folio
// build` into outDir, waits for the next one: in the site's cache, beside
// the trash (on the same file system as the output in the usual layout;
// when it is not, nothing is kept).
func sparePath(siteDir, outDir, id string) string {
	return sparePrefix(siteDir, outDir) + "-" + id
}

// sparePrefix begins the name of every spare of outDir (an older folio's
// spare, named by outDir alone, too).
func sparePrefix(siteDir, outDir string) string {
	return filepath.Join(cacheDir(siteDir), "spare-"+outputID(outDir))
}

// recycled is a staged output that started as the spare.
type recycled struct {
	files outputFiles
	data  map[string]bool // the spare's data files
}

// takeSpare moves the spare folder into tmp (an empty folder) and clears
// what the build writes anew; it reports whether it did. files is the
// spare's record. A page or data file whose stamp no longer holds (a
// deploy step changed the served file it is a hard link of, say) is
// removed, and the build writes it again.
func takeSpare(spare, tmp string, files *outputFiles) *recycled {
	if files == nil || files.Pages == nil {
		return nil
	}
	if !files.isFolderOf(spare) {
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
	r := &recycled{files: outputFiles{Pages: make(map[string]sparePage, len(files.Pages))}, data: files.dataFiles()}
	other := make(map[string]bool, len(files.Other))
	for _, rel := range files.Other {
		other[rel] = true
		removeWithEmptyParents(tmp, rel)
	}
	changed := changedFiles(tmp, files)
	for rel := range changed {
		removeWithEmptyParents(tmp, rel)
		delete(r.data, rel)
	}
	for path, p := range files.Pages {
		// A page a plugin wrote over (a redirect) was just removed.
		if !other[p.File] && !changed[p.File] {
			r.files.Pages[path] = p
		}
	}
	return r
}

// changedFiles are the pages and data files of the spare in dir whose
// stamps do not hold.
func changedFiles(dir string, files *outputFiles) map[string]bool {
	rels := files.dataFiles()
	for _, p := range files.Pages {
		rels[p.File] = true
	}
	list := make([]string, 0, len(rels))
	for rel := range rels {
		list = append(list, rel)
	}
	now := stampOutput(dir, list)
	changed := map[string]bool{}
	for _, rel := range list {
		if st, ok := now[rel]; !ok || st != files.Stamps[rel] {
			changed[rel] = true
		}
	}
	return changed
}

// holdsPage says whether the spare's page at path is the one a page of
// this fingerprint and file would be.
func (r *recycled) holdsPage(path, fingerprint, file string) bool {
	p, ok := r.files.Pages[path]
	return ok && p.Fingerprint == fingerprint && p.File == file
}

// sweep removes the spare's pages and data files that the build now
// committing does not have, and the folders that leaves empty.
func (r *recycled) sweep(dir string, built *outputFiles) {
	keep := built.dataFiles()
	for _, p := range built.Pages {
		keep[p.File] = true
	}
	for _, p := range r.files.Pages {
		if !keep[p.File] {
			removeWithEmptyParents(dir, p.File)
		}
	}
	for rel := range r.data {
		if !keep[rel] {
			_ = os.Remove(filepath.Join(dir, filepath.FromSlash(rel)))
		}
	}
}

// removeWithEmptyParents removes a file of root, then each folder above
// it that is left empty: a cold build has no folder for a deleted page.
func removeWithEmptyParents(root, rel string) {
	file := filepath.Join(root, filepath.FromSlash(rel))
	if os.Remove(file) != nil {
		return
	}
	for d := filepath.Dir(file); len(d) > len(root); d = filepath.Dir(d) {
		if os.Remove(d) != nil {
			return // not empty
		}
	}
}

// keepAsSpare moves the output that a commit replaced to the spare's
// place; it reports whether it could. A spare of the same output already
// there is one that no build took (its record was lost, or named another
// folder): it goes to trash.
func keepAsSpare(old, spare, prefix, trash string) bool {
	if err := os.MkdirAll(filepath.Dir(spare), 0o755); err != nil {
		return false
	}
	others, _ := filepath.Glob(prefix + "*")
	for _, other := range others {
		if os.MkdirAll(trash, 0o755) != nil || os.Rename(other, filepath.Join(trash, filepath.Base(other)+"-"+filepath.Base(old))) != nil {
			return false
		}
	}
	return os.Rename(old, spare) == nil
}
