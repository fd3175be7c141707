package build

import (
	"errors"
	"path/filepath"
	"sync"

	"github.com/folio-docs/folio/core/ledger"
)

// A file of an output (served or spare) is reused by a later build only
// while its stamp is the one its manifest took when the build committed:
// one a deploy step deleted, appended to, replaced or changed in place
// keeping its size and time is written again; in a folder whose stamp
// differs, what the manifest does not name goes.
//
// The stamp is the ledger's: size, modification and change times, inode,
// mode. No tool sets the change time back, but folio's own hard links
// between the outputs (recycle.go) change it: so a build judges each
// served file it may link before it adds or removes any name of it
// (verdicts), stamps its own output after the last name it changes there,
// and restamps the served files it linked. A stat per file, where hashing
// would read every byte: figures in bench/README.md.

// outStamp is what an output file or folder is recognised by; outStamps
// are an output's, by path relative to it.
type (
	outStamp  = ledger.Stamp
	outStamps = map[string]outStamp
)

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
// first answer of a build stands: its own links change the change time.
func (f *outputFiles) holds(dir, rel string) bool {
	if f == nil {
		return false
	}
	want, ok := f.Stamps[rel]
	if !ok {
		return false
	}
	held := func() bool {
		got, ok := ledger.FileStamp(filepath.Join(dir, filepath.FromSlash(rel)))
		return ok && got == want
	}
	v := f.judged
	if v == nil {
		return held()
	}
	v.mu.Lock()
	h, asked := v.held[rel]
	v.mu.Unlock()
	if !asked {
		h = held()
		v.mu.Lock()
		// A caller that asked meanwhile and stored first stated before
		// any link of the file was made.
		if first, asked := v.held[rel]; asked {
			h = first
		} else {
			v.held[rel] = h
		}
		v.mu.Unlock()
	}
	return h
}

// errChangedOutput says a file of an output is not the one its build
// wrote: the build that wanted to reuse it writes it again.
var errChangedOutput = errors.New("output file changed since its build wrote it")

// restamp takes again the stamps of the served output's files rels (in
// dir), whose names this build changed in its own folder: one whose
// verdict held keeps its place with its new change time; another, or one
// whose size, time, inode or mode are not the manifest's, is taken out.
func (f *outputFiles) restamp(dir string, rels map[string]bool) {
	if f == nil || f.judged == nil {
		return
	}
	for rel := range rels {
		old, ok := f.Stamps[rel]
		if !ok {
			continue
		}
		now, ok := ledger.FileStamp(filepath.Join(dir, filepath.FromSlash(rel)))
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
