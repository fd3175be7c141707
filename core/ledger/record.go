package ledger

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/parallel"
)

// Paths are what a stage read.
type Paths struct {
	// Trees are folders read whole: every folder's listing and every file
	// under them (symbolic links followed) are inputs, but for the folders
	// `folio dev` does not watch either (files.SkippedInTree).
	Trees []string
	// Packages are folders read whole like Trees, with the folders a tree
	// passes over (node_modules, hidden ones: files.SkippedInTree): a
	// program's package. Its node_modules/.cache is left out: what tools
	// keep there (the Node starter's module pack) is made by running the
	// program, not part of it, and counting it would make every first run
	// a change.
	Packages []string
	// Files are single paths: a file, a folder's listing, or a path the
	// stage looked for and did not find (a theme component, an asset), so
	// that its appearing is a change.
	Files []string
}

// Record is the ledger of one stage's inputs, as kept between builds.
type Record struct {
	// Key hashes every path with its kind and stamp, or its content hash
	// for a file that was racy: a file added, removed, renamed or
	// written, or a folder's listing changed, changes it.
	Key string
	// Files counts the files.
	Files int
	// Hashed are the files recorded by content (racy ones).
	Hashed []Hashed `json:",omitempty"`
	// Recent are the files changed last, which Quick looks at first: the
	// file edited next is most often one edited lately.
	Recent []Entry `json:",omitempty"`
}

// Entry is one path's stamp.
type Entry struct {
	Path  string
	Stamp Stamp
}

// Hashed is a file recorded by its content.
type Hashed struct {
	Entry
	Hash string
}

// recentFiles is how many of the files changed last a record keeps.
const recentFiles = 16

// Changed reports whether a file among those the record names on their
// own (the recent and the hashed ones) is another now: a cheap look that
// spares the walk of every input after the usual edit.
func (r *Record) Changed() bool {
	for _, e := range r.Recent {
		if StampOf(e.Path) != e.Stamp {
			return true
		}
	}
	for _, h := range r.Hashed {
		if StampOf(h.Path) != h.Stamp || hashFile(h.Path) != h.Hash {
			return true
		}
	}
	return false
}

// When says when a record is taken, against the reading of its paths.
type When bool

const (
	// Before the paths are read: a racy file is recorded by its content,
	// which is then what the reader gets or a later write changes.
	Before When = true
	// After the paths were read: a racy file may have changed between the
	// read and the stamp, so the record cannot be trusted (Take's ok).
	After When = false
)

// Take stamps paths. ok is false when the record cannot stand for what
// was read (a racy file, taken After). With old, same reports whether the
// paths are as old recorded them; without, same is false.
func (c Clock) Take(p Paths, old *Record, when When) (rec Record, same, ok bool) {
	entries := walk(p)
	var oldHashed map[string]Hashed
	if old != nil && len(old.Hashed) > 0 {
		oldHashed = make(map[string]Hashed, len(old.Hashed))
		for _, h := range old.Hashed {
			oldHashed[h.Path] = h
		}
	}
	ok = true
	// Two keys, alike but for the racy files: the new record's, and the
	// one to compare with old, in which a file old recorded by content is
	// its content again when its stamp is the same.
	newKey, oldKey := sha256.New(), sha256.New()
	var nb, ob []byte
	flush := func(force bool) {
		if force || len(nb) > 60<<10 || len(ob) > 60<<10 {
			newKey.Write(nb)
			oldKey.Write(ob)
			nb, ob = nb[:0], ob[:0]
		}
	}
	for _, e := range entries {
		line := append([]byte(e.path), 0)
		switch {
		case e.listing != nil:
			line = append(append(line, "dir "...), e.listing...)
		case e.stamp.IsMissing():
			line = append(line, "missing"...)
		case e.stamp.Mode.IsDir():
			line = append(line, "dir"...)
		default:
			rec.Files++
			rec.Recent = keepRecent(rec.Recent, Entry{e.path, e.stamp})
			stampLine := appendStamp(slices.Clone(line), e.stamp)
			if h, was := oldHashed[e.path]; was && h.Stamp == e.stamp {
				ob = append(ob, append(slices.Clone(line), "hash "+hashFile(e.path)...)...)
			} else {
				ob = append(ob, stampLine...)
			}
			switch {
			case c.Racy(e.stamp) && when == After:
				ok = false // the record is not kept: no need to read the file
				nb = append(nb, stampLine...)
			case c.Racy(e.stamp):
				h := hashFile(e.path)
				rec.Hashed = append(rec.Hashed, Hashed{Entry{e.path, e.stamp}, h})
				nb = append(nb, append(line, "hash "+h...)...)
			default:
				nb = append(nb, stampLine...)
			}
			nb, ob = append(nb, '\n'), append(ob, '\n')
			flush(false)
			continue
		}
		line = append(line, '\n')
		nb, ob = append(nb, line...), append(ob, line...)
		flush(false)
	}
	flush(true)
	rec.Key = hex.EncodeToString(newKey.Sum(nil))
	if old != nil {
		same = hex.EncodeToString(oldKey.Sum(nil)) == old.Key
	}
	return rec, same, ok
}

func appendStamp(b []byte, s Stamp) []byte {
	b = strconv.AppendUint(b, uint64(s.Mode), 8)
	b = strconv.AppendInt(append(b, ' '), s.Size, 10)
	b = strconv.AppendInt(append(b, ' '), s.Mtime, 10)
	b = strconv.AppendInt(append(b, ' '), s.Ctime, 10)
	return strconv.AppendUint(append(b, ' '), s.Inode, 10)
}

type walked struct {
	path    string
	d       fs.DirEntry // nil for a single path
	stamp   Stamp
	listing []byte // a single path's folder listing
}

// walk lists the paths' entries, then stats them in parallel (a large
// docs folder is ten thousand system calls), in the walk's order.
func walk(p Paths) []walked {
	var entries []walked
	roots := append(append([]string(nil), p.Trees...), p.Packages...)
	for i, root := range roots {
		whole := i >= len(p.Trees)
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				d = nil
			}
			if d != nil && d.IsDir() && path != root && (!whole && files.SkippedInTree(d.Name()) || whole && packageCache(path, d)) {
				return filepath.SkipDir
			}
			entries = append(entries, walked{path: path, d: d})
			if d == nil {
				entries[len(entries)-1].stamp = Missing
			}
			return nil
		})
	}
	single := len(entries)
	for _, f := range p.Files {
		entries = append(entries, walked{path: f})
	}
	_ = parallel.ForEach(context.Background(), len(entries), func(i int) error {
		e := &entries[i]
		switch {
		case i >= single:
			e.stamp = StampOf(e.path)
			if e.stamp.Mode.IsDir() {
				e.listing = listing(e.path)
			}
		case e.d == nil:
		case e.d.Type()&fs.ModeSymlink != 0:
			e.stamp = StampOf(e.path)
		default:
			if info, err := e.d.Info(); err == nil {
				e.stamp = FromInfo(info)
			} else {
				e.stamp = Missing
			}
		}
		return nil
	})
	return entries
}

// packageCache reports whether a package's folder is its node_modules'
// cache folder (node_modules/.cache, where npm tools keep what they make).
func packageCache(path string, d fs.DirEntry) bool {
	return d.Name() == ".cache" && filepath.Base(filepath.Dir(path)) == "node_modules"
}

// listing is a folder's entries with their kinds.
func listing(dir string) []byte {
	des, err := os.ReadDir(dir)
	if err != nil {
		return []byte("unreadable")
	}
	var b []byte
	for _, d := range des {
		b = strconv.AppendUint(append(append(b, d.Name()...), ' '), uint64(d.Type()), 8)
		b = append(b, '/')
	}
	return b
}

// hashFile is a file's content hash, or "unreadable": making a file
// readable again changes its mode or change time, so its stamp.
func hashFile(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return "unreadable"
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "unreadable"
	}
	return hex.EncodeToString(h.Sum(nil))
}

// keepRecent adds e to the files changed last (newest first).
func keepRecent(recent []Entry, e Entry) []Entry {
	t := e.Stamp.newest()
	if len(recent) == recentFiles && t <= recent[len(recent)-1].Stamp.newest() {
		return recent
	}
	at, _ := slices.BinarySearchFunc(recent, t, func(r Entry, t int64) int {
		switch n := r.Stamp.newest(); {
		case n > t:
			return -1
		case n < t:
			return 1
		}
		return 0
	})
	recent = slices.Insert(recent, at, e)
	if len(recent) > recentFiles {
		recent = recent[:recentFiles]
	}
	return recent
}
