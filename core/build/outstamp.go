package build

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/folio-docs/folio/core/parallel"
)

// A file of an output (served or spare) is reused by a later build only
// while it is the file this folio wrote: the output's record in the cache
// holds each reusable file's stamp (outStamp), taken when the build that
// wrote it committed, and a file whose stamp differs now (a deploy step
// deleted it, appended to it, replaced it or changed it in place, through
// a hard link shared with the other output too) is written again. The
// stamp is size, modification time and inode, not the change time: making
// a hard link to a file changes its change time, and outputs share their
// unchanged files by hard links (recycle.go).
//
// Checking every file costs a stat each (about 20,000 at 10,000 pages);
// the figures are in bench/README.md.

// outStamp is what an output file is recognised by.
type outStamp struct {
	Size, ModNano int64
	Inode         uint64
}

// statOut is the stamp of a file; ok is false when there is none.
func statOut(file string) (outStamp, bool) {
	st, err := os.Lstat(file)
	if err != nil || !st.Mode().IsRegular() {
		return outStamp{}, false
	}
	return outStamp{Size: st.Size(), ModNano: st.ModTime().UnixNano(), Inode: inodeOf(st)}, true
}

// outStamps are the stamps of an output's reusable files, by path
// relative to the output.
type outStamps map[string]outStamp

// holds says whether dir's file rel is still the one stamps recorded.
func (s outStamps) holds(dir, rel string) bool {
	want, ok := s[rel]
	if !ok {
		return false
	}
	got, ok := statOut(filepath.Join(dir, filepath.FromSlash(rel)))
	return ok && got == want
}

// stampOutput stamps the files rels of dir, those that are there.
func stampOutput(dir string, rels []string) outStamps {
	out := make(outStamps, len(rels))
	var mu sync.Mutex
	_ = parallel.ForEach(context.Background(), len(rels), func(i int) error {
		if st, ok := statOut(filepath.Join(dir, filepath.FromSlash(rels[i]))); ok {
			mu.Lock()
			out[rels[i]] = st
			mu.Unlock()
		}
		return nil
	})
	return out
}

// errChangedOutput says a file of an output is not the one its build
// wrote: the build that wanted to reuse it writes it again.
var errChangedOutput = errors.New("output file changed since its build wrote it")

// An output's record must also be the record of the folder it is read
// against: a record put back from an earlier build, or a served folder
// that a deploy step replaced, describes another folder. So the build
// that commits an output gives the folder's root a modification time of
// its own, recorded with the folder's inode (Root). A folder whose root
// stamp is not its record's is not recycled (it goes to trash). Adding or
// removing a file at the top of the folder changes the time too, which
// only costs the recycling.

// markRoot gives dir a modification time of this moment and returns its
// stamp.
func markRoot(dir string) (outStamp, bool) {
	now := time.Now()
	if os.Chtimes(dir, now, now) != nil {
		return outStamp{}, false
	}
	return rootStamp(dir)
}

// rootStamp is the stamp of a folder.
func rootStamp(dir string) (outStamp, bool) {
	st, err := os.Lstat(dir)
	if err != nil || !st.IsDir() {
		return outStamp{}, false
	}
	return outStamp{ModNano: st.ModTime().UnixNano(), Inode: inodeOf(st)}, true
}

// isFolderOf says whether dir is the folder the record f was made of.
func (f *outputFiles) isFolderOf(dir string) bool {
	st, ok := rootStamp(dir)
	return f != nil && f.Root != (outStamp{}) && ok && st == f.Root
}
