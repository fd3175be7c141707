package build

import (
	"maps"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
)

// copyBelow is how many of the served output's pages and data files a
// build that started from the spare copies, not links, into its folder,
// for a served output of n files. A link adds a name to the served file,
// which moves its change time: its stamp in the served manifest must be
// taken again, and the whole manifest rewritten once it is the spare's.
// The spare lacks only what the last build changed, a few files after an
// edit. Here a copy of a 16 kB page cost about 35 µs of CPU more than a
// link, and a manifest's rewrite about 1 µs per file (18 ms at 10,000
// pages): past n/32 copies (the last build rewrote most pages), linking
// is cheaper.
func copyBelow(n int) int32 { return int32(16 + n/32) }

// output is where one build's files land. The lifecycle is the same for
// both kinds; they differ only in when the files become the served site.
type output interface {
	// dir is the folder the build writes its data, assets and static
	// files into, and checks links to files against.
	dir() string
	// holdsLastBuild says whether the output starts with the last
	// build's files in it.
	holdsLastBuild() bool
	// keep carries a file of the last build over unchanged.
	keep(rel string) error
	// keepPage carries the last build's page of a route over unchanged.
	keepPage(path, fingerprint, file string) error
	// writePage puts a rendered page into the output; it is called
	// concurrently, as the pages come from the render workers.
	writePage(p *page) error
	// runsPostBuild says whether the plugins' post-build step belongs to
	// the build (its files must be in the output before it is committed).
	runsPostBuild() bool
	// commit makes the output the served one; gone are the files of pages
	// that the last build wrote and this one does not have, built every
	// file this build wrote.
	commit(gone []string, built *outputFiles) error
	// keepsSpare says whether the output the commit replaced was kept for
	// the next build to recycle.
	keepsSpare() bool
	// discard undoes whatever an uncommitted build left; it is safe to
	// call after commit.
	discard()
}

// stagedOutput is `folio build`'s output: a temporary sibling of the
// final folder, filled completely and swapped into place in one step, so
// a failed or killed build leaves the last good output as it was. It
// starts as the spare (the output before the last, recycle.go) when
// there is one, else empty; unchanged files the spare lacks are hard
// links to the last output.
type stagedOutput struct {
	final, tmp, trash, siteDir string
	// spare is where the replaced output is kept for the next build
	// ("": nowhere).
	spare    string
	recycled *recycled // nil: tmp started empty
	from     string    // the spare's folder that tmp was, when recycled
	// last is the manifest of the served output, from which the files the
	// spare lacks are linked.
	last *outputFiles
	// touched are the files of the served output that this build gave a
	// name or took one from (outstamp.go), linked the pages and data files
	// it linked: their change times are taken again at the commit.
	touchMu         sync.Mutex
	touched, linked map[string]bool
	// other are the served output's bundle, static and plugin files,
	// always linked: they leave the spare unread (takeSpare). copied
	// counts the rest that were copied, up to copyLimit (copyBelow).
	other     map[string]bool
	copied    atomic.Int32
	copyLimit int32
	committed bool
	keptSpare bool
}

// newStagedOutput prepares a build's folder; spareFiles is the manifest
// of the spare folder, lastFiles the served folder's (nil when there is
// none).
func newStagedOutput(final, siteDir string, spareFiles, lastFiles *outputFiles) (*stagedOutput, error) {
	tmp, err := tempOutDir(final)
	if err != nil {
		return nil, err
	}
	trash := trashDir(cacheDir(siteDir))
	// The served output becomes the spare only when its record says
	// what it holds.
	spare := ""
	if lastFiles != nil && lastFiles.ID != "" {
		spare = sparePath(siteDir, final, lastFiles.ID)
	}
	// What earlier builds threw away is deleted meanwhile. The build does
	// not wait for it to end: a deletion cut short by the process's exit
	// goes on in the next build, and a build made from the spare leaves
	// little to delete.
	emptyTrash(trash)
	o := &stagedOutput{final: final, tmp: tmp, trash: trash, siteDir: siteDir, spare: spare, last: lastFiles, touched: map[string]bool{}, linked: map[string]bool{}}
	if lastFiles != nil {
		o.other = set(lastFiles.Other)
		o.copyLimit = copyBelow(len(lastFiles.Stamps))
	}
	lastFiles.judgeAnew()
	if spareFiles != nil && spareFiles.ID != "" {
		o.from = sparePath(siteDir, final, spareFiles.ID)
		o.recycled = takeSpare(o.from, tmp, spareFiles, o.touch)
	}
	return o, nil
}

// touch is called before this build adds or removes a name of the file
// rel in its folder, which may be a hard link of the served output's: it
// judges the served file while its stamp can still hold.
func (o *stagedOutput) touch(rel string) {
	if o.last == nil {
		return
	}
	o.last.holds(o.final, rel)
	o.touchMu.Lock()
	o.touched[rel] = true
	o.touchMu.Unlock()
}

func (o *stagedOutput) dir() string { return o.tmp }

func (o *stagedOutput) holdsLastBuild() bool { return false }

func (o *stagedOutput) keep(rel string) error {
	if o.recycled != nil && o.recycled.data[rel] {
		return nil // a data file's name is its content's hash
	}
	o.touch(rel)
	if o.recycled != nil {
		// The spare's copy of the file is another build's.
		_ = os.Remove(filepath.Join(o.tmp, filepath.FromSlash(rel)))
		if !o.other[rel] && o.copied.Add(1) <= o.copyLimit {
			if !o.last.holds(o.final, rel) {
				return errChangedOutput
			}
			return files.Copy(filepath.Join(o.final, filepath.FromSlash(rel)), filepath.Join(o.tmp, filepath.FromSlash(rel)))
		}
	}
	if !o.other[rel] {
		o.touchMu.Lock()
		o.linked[rel] = true
		o.touchMu.Unlock()
	}
	return reuseFile(o.final, o.last, o.tmp, rel)
}

func (o *stagedOutput) keepPage(path, fingerprint, file string) error {
	if o.recycled != nil && o.recycled.holdsPage(path, fingerprint, file) {
		return nil
	}
	return o.keep(file)
}

// writePage writes at once: nobody serves the folder before the commit,
// and a page written is a page no longer held in memory.
func (o *stagedOutput) writePage(p *page) error {
	if o.recycled != nil {
		// Never write into the spare's file: it may be a hard link to the
		// served output's.
		o.touch(p.file)
		_ = os.Remove(filepath.Join(o.tmp, filepath.FromSlash(p.file)))
	}
	return writePage(o.tmp, p)
}

func (o *stagedOutput) runsPostBuild() bool { return true }

// commit swaps the folder in, after removing what the spare held that
// this build does not have; the output it replaces becomes the spare.
func (o *stagedOutput) commit(_ []string, built *outputFiles) error {
	if o.recycled != nil {
		o.recycled.sweep(o.tmp, built, o.touch)
	}
	// After the last name this build gives or takes in the folder.
	built.Stamps, built.Folders = o.stamp(built.reusable())
	// Only the served files linked here are stamped again. One this
	// build wrote anew, copied or removed from its folder keeps its old
	// stamp: once the folder is the spare, the next build finds it out of
	// date or its stamp moved (by the name removed here) and replaces it,
	// a copy at most, and the manifest needs no rewrite.
	o.last.restamp(o.final, o.linked)
	kept, err := commitKeepingSpare(o.tmp, o.final, o.trash, o.spare)
	if err != nil {
		return err
	}
	o.committed, o.keptSpare = true, kept
	return nil
}

// stamp takes the stamps of the new output's files rels and of its
// folders. A file kept from the spare that this build did not touch keeps
// the stamp the spare's check took (takeSpare), and so does a folder in
// which nothing was added or removed: a stat of each at every commit
// cost a 10,000-page one-edit build 20,000 stats. Should another process
// have changed one since, its stamp no longer holds next time, and the
// file is written again.
func (o *stagedOutput) stamp(rels []string) (files, dirs outStamps) {
	if o.recycled == nil {
		return ledger.StampFiles(o.tmp, rels, false), ledger.StampFiles(o.tmp, folders(rels), true)
	}
	files = make(outStamps, len(rels))
	var again []string
	for _, rel := range rels {
		if st, ok := o.recycled.stamps[rel]; ok && !o.touched[rel] {
			files[rel] = st
		} else {
			again = append(again, rel)
		}
	}
	maps.Copy(files, ledger.StampFiles(o.tmp, again, false))
	// The folders of a file written, linked or removed have changed.
	for rel := range o.touched {
		again = append(again, rel)
	}
	changed := set(folders(again))
	dirs = make(outStamps, len(files))
	again = again[:0]
	for _, d := range folders(rels) {
		if st, ok := o.recycled.folders[d]; ok && !changed[d] {
			dirs[d] = st
		} else {
			again = append(again, d)
		}
	}
	maps.Copy(dirs, ledger.StampFiles(o.tmp, again, true))
	return files, dirs
}

// keepsSpare says whether the committed build left a spare.
func (o *stagedOutput) keepsSpare() bool { return o.keptSpare }

// discard leaves the served output as a build that never ran would, its
// files' stamps included: else the next build, finding their change
// times moved, would write the whole site again (a mistake fixed after a
// failed build cost as much as a cold build).
func (o *stagedOutput) discard() {
	if o.committed {
		return
	}
	// The served files this build linked or unlinked have new change
	// times: those whose verdict held are recorded with them, the bundle
	// among them (the folder stays the served one, whose bundle the next
	// build checks).
	if o.last != nil && o.last.ID != "" && len(o.touched) > 0 {
		o.last.restamp(o.final, o.touched)
		_ = writeManifest(manifestPath(o.siteDir, o.final, o.last.ID), o.last)
	}
	// The folder goes back to the spare's place, its links to the served
	// files with it (deleting them would move those times again). The
	// spare's manifest still names it, and the next build checks each
	// file's stamp, so what this build wrote there is cleared then.
	if o.recycled != nil && os.Rename(o.tmp, o.from) == nil {
		return
	}
	// Into the trash, which the next build empties in the background:
	// removing a 10,000-page folder here would hold up the error.
	if os.MkdirAll(o.trash, 0o755) != nil || os.Rename(o.tmp, filepath.Join(o.trash, filepath.Base(o.tmp))) != nil {
		os.RemoveAll(o.tmp)
	}
}

// liveOutput is `folio dev`'s output: the served folder itself. Data and
// assets are written under content-hashed names that no served page uses
// yet; the pages are held in memory until the build has passed its
// checks, so a failed build keeps the last good pages served.
type liveOutput struct {
	out  string
	mu   sync.Mutex
	held []*page
}

func newLiveOutput(out string) (*liveOutput, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	return &liveOutput{out: out}, nil
}

func (o *liveOutput) dir() string { return o.out }

func (o *liveOutput) holdsLastBuild() bool { return true }

// keep has nothing to do: the last build's file is already in place.
func (o *liveOutput) keep(string) error { return nil }

func (o *liveOutput) keepPage(string, string, string) error { return nil }

func (o *liveOutput) keepsSpare() bool { return false }

func (o *liveOutput) writePage(p *page) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = append(o.held, p)
	return nil
}

// runsPostBuild is false: the caller runs Session.PostBuild once the
// browser has reloaded.
func (o *liveOutput) runsPostBuild() bool { return false }

func (o *liveOutput) commit(gone []string, _ *outputFiles) error {
	if err := writePages(o.out, o.held); err != nil {
		return err
	}
	for _, f := range gone {
		_ = os.Remove(filepath.Join(o.out, filepath.FromSlash(f)))
	}
	return nil
}

func (o *liveOutput) discard() {}
