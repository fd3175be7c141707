package build

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/parallel"
)

// A file of an output (served or spare) is reused by a later build only
// while it is the file this folio wrote. The output's manifest
// (manifest.go) holds the stamp of every file and folder in it, taken
// when the build that wrote it committed. A file whose stamp differs now
// (a deploy step deleted it, appended to it, replaced it, or changed it
// in place keeping its size and time) is written again; a folder whose
// stamp differs is listed, and what the manifest does not name goes (a
// `.gz` a deploy step put beside each page, a folder it added).
//
// The stamp is the ledger's: size, modification and change times, inode,
// mode. The change time is the one no tool sets back, but folio changes
// it too: the outputs share unchanged files by hard links (recycle.go),
// and adding or removing a name of a file changes its change time under
// every name. So a build judges each served file it may link once, before
// it adds or removes any name (verdicts), and stamps its own output after
// the last name it changes there. A file of the served output that a
// build links into its new output has a newer change time than its
// manifest says by the time that folder is the spare: the build after
// links it from the served output again (one link more, never a stale
// file).
//
// This costs a stat per file and folder, where hashing the files would
// read every byte of the site; the figures are in bench/README.md.

// outStamp is what an output file or folder is recognised by.
type outStamp = ledger.Stamp

// statOut is the stamp of a file; ok is false when there is none.
func statOut(file string) (outStamp, bool) { return openStamper("").stamp(file, false) }

// outStamps are the stamps of an output's files or folders, by path
// relative to the output.
type outStamps map[string]outStamp

// stampOutput stamps the files (or folders, when folders) rels of dir,
// those that are there.
func stampOutput(dir string, rels []string, folders bool) outStamps {
	s := openStamper(dir)
	defer s.close()
	out := make(outStamps, len(rels))
	var mu sync.Mutex
	_ = parallel.ForEach(context.Background(), len(rels), func(i int) error {
		st, ok := s.stamp(rels[i], folders)
		if ok {
			mu.Lock()
			out[rels[i]] = st
			mu.Unlock()
		}
		return nil
	})
	return out
}

// folderStamp is the stamp of a folder.
func folderStamp(dir string) (outStamp, bool) { return openStamper("").stamp(dir, true) }

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
	if v != nil {
		v.mu.Lock()
		held, asked := v.held[rel]
		v.mu.Unlock()
		if asked {
			return held
		}
	}
	got, ok := statOut(filepath.Join(dir, filepath.FromSlash(rel)))
	held := ok && got == want
	if v != nil {
		// A caller that asked at the same time and stored first stated
		// before any link of the file was made.
		v.mu.Lock()
		if first, asked := v.held[rel]; asked {
			held = first
		} else {
			v.held[rel] = held
		}
		v.mu.Unlock()
	}
	return held
}

// errChangedOutput says a file of an output is not the one its build
// wrote: the build that wanted to reuse it writes it again.
var errChangedOutput = errors.New("output file changed since its build wrote it")

// An output's manifest must also be the manifest of the folder it is read
// against: a manifest put back from an earlier build, or a served folder
// that a deploy step replaced, describes another folder. So the build
// that commits an output gives the folder's root a modification time of
// its own, recorded with the folder's inode (Root; not its change time,
// which the commit's rename changes). A folder whose root stamp is not
// its manifest's is not recycled (it goes to trash). Adding or removing a
// file at the top of the folder changes the time too, which only costs
// the recycling.

// markRoot gives dir a modification time of this moment and returns its
// stamp.
func markRoot(dir string) (outStamp, bool) {
	now := time.Now()
	if os.Chtimes(dir, now, now) != nil {
		return outStamp{}, false
	}
	return rootStamp(dir)
}

// rootStamp is the stamp of an output's folder.
func rootStamp(dir string) (outStamp, bool) {
	st, ok := folderStamp(dir)
	st.Ctime = 0
	return st, ok
}

// isFolderOf says whether dir is the folder the manifest f was made of.
func (f *outputFiles) isFolderOf(dir string) bool {
	st, ok := rootStamp(dir)
	return f != nil && f.Root != (outStamp{}) && ok && st == f.Root
}

// restamp takes again the stamps of the served output's files rels (in
// dir), whose names this build changed in its own folder: a file whose
// verdict held keeps its place in the manifest with its new change time;
// one that did not, or whose size, time, inode or mode are not the
// manifest's, is taken out of it. The bundle, static and plugin files are
// left as they are: once the folder is the spare they are removed
// unread.
func (f *outputFiles) restamp(dir string, rels map[string]bool) {
	if f == nil || f.judged == nil {
		return
	}
	other := set(f.Other)
	for rel := range rels {
		old, ok := f.Stamps[rel]
		if !ok || other[rel] {
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
