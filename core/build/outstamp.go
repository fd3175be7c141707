package build

import (
	"errors"
	"path/filepath"
	"sync"

	"github.com/folio-docs/folio/core/ledger"
)

// A file of an output (served or spare) is reused by a later build only
// while it is the file this folio wrote: its stamp is the one the
// output's manifest (manifest.go) took when the build committed. A file
// whose stamp differs (a deploy step deleted it, appended to it, replaced
// it, or changed it in place keeping its size and time) is written again;
// in a folder whose stamp differs, what the manifest does not name goes
// (a `.gz` a deploy step put beside each page, a folder it added).
//
// The stamp is the ledger's: size, modification and change times, inode,
// mode. No tool sets the change time back, but folio's own links change
// it (the outputs share files by hard links, recycle.go): so a build
// judges each served file it may link before it adds or removes any name
// of it (verdicts), stamps its own output after the last name it changes
// there, and restamps the served files it linked (restamp). A stat per
// file, where hashing would read every byte: figures in bench/README.md.

// outStamp is what an output file or folder is recognised by.
type outStamp = ledger.Stamp

// outStamps are the stamps of an output's files or folders, by path
// relative to the output.
type outStamps = map[string]outStamp

// statOut is the stamp of a file; ok is false when there is none.
func statOut(file string) (outStamp, bool) { return ledger.FileStamp(file) }

// stampOutput stamps the files (or folders, when folders) rels of dir,
// those that are there.
func stampOutput(dir string, rels []string, folders bool) outStamps {
	return ledger.StampFiles(dir, rels, folders)
}

// verdicts are what one build found of the served output's files: path
// → whether its stamp held when the build first asked, before it changed
// any name of the file.
type verdicts struct {
	mu   sync.Mutex
	held map[string]bool
}

// judgeAnew starts a build's verdicts on the served output f.
func (f *outputFiles) judgeAnew() {
	if f != nil {
		f.judged = &verdicts{held: map[string]bool{}}
	}
}

// holds says whether dir's file rel is still the one f's build wrote. The
// first answer of a build stands: the build's own links change the file's
// change time afterwards.
func (f *outputFiles) holds(dir, rel string) bool {
	if f == nil {
		return false
	}
	want, ok := f.Stamps[rel]
	if !ok {
		return false
	}
	v := f.judged
	held := func() bool {
		got, ok := statOut(filepath.Join(dir, filepath.FromSlash(rel)))
		return ok && got == want
	}
	if v == nil {
		return held()
	}
	v.mu.Lock()
	h, asked := v.held[rel]
	v.mu.Unlock()
	if asked {
		return h
	}
	h = held()
	v.mu.Lock()
	defer v.mu.Unlock()
	// A caller that asked at the same time and stored first stated before
	// any link of the file was made.
	if first, asked := v.held[rel]; asked {
		return first
	}
	v.held[rel] = h
	return h
}

// errChangedOutput says a file of an output is not the one its build
// wrote: the build that wanted to reuse it writes it again.
var errChangedOutput = errors.New("output file changed since its build wrote it")

// restamp takes again the stamps of the served output's files rels (in
// dir), whose names this build changed in its own folder: a file whose
// verdict held keeps its place in the manifest with its new change time;
// one that did not, or whose size, time, inode or mode are not the
// manifest's, is taken out of it.
func (f *outputFiles) restamp(dir string, rels map[string]bool) {
	if f == nil || f.judged == nil {
		return
	}
	for rel := range rels {
		old, ok := f.Stamps[rel]
		if !ok {
			continue
		}
		now, ok := statOut(filepath.Join(dir, filepath.FromSlash(rel)))
		same := now
		same.Ctime = old.Ctime
		switch {
		case !f.judged.held[rel] || !ok || same != old:
			delete(f.Stamps, rel)
			f.saved = false
		case now != old:
			f.Stamps[rel] = now
			f.saved = false
		}
	}
}
