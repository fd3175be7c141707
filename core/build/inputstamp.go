package build

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/folio-docs/folio/core/parallel"
)

// A plugin's inputs are the files under the paths it watches. Whether any
// changed since its last build is told by their stamps (path, size,
// time), as make and Hugo tell it, without reading them (reuse.go).

// racyWindow is how far before a Load a file's time must lie for its
// stamp to stand for what the Load read: a file changed while the plugin
// loaded can have a time just before the Load's start on a file system
// that keeps times to the second (or two, on FAT).
const racyWindow = 2 * time.Second

// recentFiles is how many of the most recently changed files a stamp
// keeps apart: the next build looks at them first, since the file edited
// next is most often one edited lately, and one that changed spares it
// the stat of every other file before the plugins start.
const recentFiles = 16

// inputStamp is the stamp of a plugin's inputs.
type inputStamp struct {
	// Key hashes the path, kind, size and time of every file, and the
	// path of every folder: a file added, removed, edited or renamed
	// changes it.
	Key string
	// Files counts the files.
	Files int
	// Racy says that a file's time is later than the stamp's racyAfter:
	// the key may then not tell that file's content from the content it
	// gets in the same tick of a coarse clock, and must not be kept (a
	// key that is only compared may be racy).
	Racy bool
	// Recent are the recentFiles files changed last.
	Recent []fileStamp
}

// fileStamp is one file's stamp.
type fileStamp struct {
	Path  string
	Stamp stamp
}

// changed says whether the file's stamp is another now (or it is gone).
func (f fileStamp) changed() bool { return stampOf(f.Path) != f.Stamp }

// stampInputs stamps the files under the watch paths (relative ones are
// the site folder's). A symbolic link counts as the file it points to.
func stampInputs(siteDir string, watch []string, racyAfter time.Time) inputStamp {
	return stampFiles(siteDir, watch, racyAfter, false)
}

// stampUnlessRacy is stampInputs for a stamp that is only kept: it stops
// at the first racy file, and returns only Racy then.
func stampUnlessRacy(siteDir string, watch []string, racyAfter time.Time) inputStamp {
	return stampFiles(siteDir, watch, racyAfter, true)
}

var errRacy = errors.New("racy")

func stampFiles(siteDir string, watch []string, racyAfter time.Time, stopIfRacy bool) inputStamp {
	// The walk lists the entries, which costs little; their stats, one
	// system call each (most of the time at 10,000 docs), are taken in
	// parallel; then they are hashed in the walk's order.
	type entry struct {
		path string
		d    fs.DirEntry
		info fs.FileInfo
	}
	var entries []entry
	for _, w := range watch {
		root := w
		if !filepath.IsAbs(root) {
			root = filepath.Join(siteDir, root)
		}
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				d = nil // missing
			}
			entries = append(entries, entry{path: path, d: d})
			return nil
		})
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	err := parallel.ForEach(ctx, len(entries), func(i int) error {
		e := &entries[i]
		var err error
		switch {
		case e.d == nil:
			return nil
		case e.d.Type()&fs.ModeSymlink != 0:
			e.info, err = os.Stat(e.path)
		default:
			e.info, err = e.d.Info()
		}
		if err != nil {
			e.info = nil
		}
		if stopIfRacy && e.info != nil && !e.info.IsDir() && e.info.ModTime().After(racyAfter) {
			stop() // no more stats
			return errRacy
		}
		return nil
	})
	if err != nil {
		return inputStamp{Racy: true}
	}

	var st inputStamp
	h := sha256.New()
	buf := make([]byte, 0, 64<<10)
	for _, e := range entries {
		buf = append(append(buf, e.path...), 0)
		switch {
		case e.info == nil:
			buf = append(buf, "missing"...)
		case e.info.IsDir():
			// A folder is its entries, which the walk lists: its own time
			// changes with files that come and go (an editor's swap file).
			buf = append(buf, "dir"...)
		default:
			f := fileStamp{Path: e.path, Stamp: stamp{Size: e.info.Size(), ModNano: e.info.ModTime().UnixNano()}}
			st.Racy = st.Racy || e.info.ModTime().After(racyAfter)
			st.Files++
			st.Recent = keepRecent(st.Recent, f)
			buf = strconv.AppendUint(append(buf, ' '), uint64(e.info.Mode().Type()), 8)
			buf = strconv.AppendInt(append(buf, ' '), f.Stamp.Size, 10)
			buf = strconv.AppendInt(append(buf, ' '), f.Stamp.ModNano, 10)
		}
		buf = append(buf, 0)
		if len(buf) > 60<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	st.Key = hex.EncodeToString(h.Sum(nil))
	return st
}

// stampInputsNow stamps the inputs as of now: racy when a file changed in
// the last racyWindow.
func stampInputsNow(siteDir string, watch []string) inputStamp {
	return stampInputs(siteDir, watch, time.Now().Add(-racyWindow))
}

// keepRecent adds f to the files changed last (newest first), keeping
// recentFiles of them.
func keepRecent(recent []fileStamp, f fileStamp) []fileStamp {
	if len(recent) == recentFiles && f.Stamp.ModNano <= recent[len(recent)-1].Stamp.ModNano {
		return recent
	}
	at, _ := slices.BinarySearchFunc(recent, f.Stamp.ModNano, func(r fileStamp, t int64) int {
		switch {
		case r.Stamp.ModNano > t:
			return -1
		case r.Stamp.ModNano < t:
			return 1
		}
		return 0
	})
	recent = slices.Insert(recent, at, f)
	if len(recent) > recentFiles {
		recent = recent[:recentFiles]
	}
	return recent
}
