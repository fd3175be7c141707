package build

import (
	"os"
	"path/filepath"
	"sync"
)

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
	// writePage puts a rendered page into the output; it is called
	// concurrently, as the pages come from the render workers.
	writePage(p *page) error
	// runsPostBuild says whether the plugins' post-build step belongs to
	// the build (its files must be in the output before it is committed).
	runsPostBuild() bool
	// commit makes the output the served one; gone are the files of pages
	// that the last build wrote and this one does not have.
	commit(gone []string) error
	// discard undoes whatever an uncommitted build left; it is safe to
	// call after commit.
	discard()
}

// stagedOutput is `folio build`'s output: a temporary sibling of the
// final folder, filled completely (unchanged files are hard links to the
// last output) and swapped into place in one step, so a failed or killed
// build leaves the last good output as it was.
type stagedOutput struct {
	final, tmp, trash string
	committed         bool
	trashEmptied      func()
}

func newStagedOutput(final, siteDir string) (*stagedOutput, error) {
	tmp, err := tempOutDir(final)
	if err != nil {
		return nil, err
	}
	trash := trashDir(siteDir)
	return &stagedOutput{final: final, tmp: tmp, trash: trash, trashEmptied: emptyTrash(trash)}, nil
}

func (o *stagedOutput) dir() string { return o.tmp }

func (o *stagedOutput) holdsLastBuild() bool { return false }

func (o *stagedOutput) keep(rel string) error { return reuseFile(o.final, o.tmp, rel) }

// writePage writes at once: nobody serves the folder before the commit,
// and a page written is a page no longer held in memory.
func (o *stagedOutput) writePage(p *page) error { return writePage(o.tmp, p) }

func (o *stagedOutput) runsPostBuild() bool { return true }

// commit swaps the folder in; the pages that are gone were never copied
// into it.
func (o *stagedOutput) commit([]string) error {
	if err := commitOutput(o.tmp, o.final, o.trash); err != nil {
		return err
	}
	o.committed = true
	return nil
}

func (o *stagedOutput) discard() {
	if !o.committed {
		os.RemoveAll(o.tmp)
	}
	o.trashEmptied()
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

func (o *liveOutput) writePage(p *page) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = append(o.held, p)
	return nil
}

// runsPostBuild is false: the caller runs Session.PostBuild once the
// browser has reloaded.
func (o *liveOutput) runsPostBuild() bool { return false }

func (o *liveOutput) commit(gone []string) error {
	if err := writePages(o.out, o.held); err != nil {
		return err
	}
	for _, f := range gone {
		_ = os.Remove(filepath.Join(o.out, filepath.FromSlash(f)))
	}
	return nil
}

func (o *liveOutput) discard() {}
