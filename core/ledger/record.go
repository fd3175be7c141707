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
	// program's package. Its node_modules/.cache and __pycache__ folders
	// are left out: what tools keep there (the Node starter's module pack,
	// Python's compiled modules) is made by running the program, not part
	// of it, and counting it would make every first run a change.
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
	// written, or a folder's listing changed, changes it. It is the hash
	// of Chunks.
	Key string
	// Chunks hash the same lines, chunkEntries paths at a time in the
	// walk's order: Check stops at the first that differs.
	Chunks []string `json:",omitempty"`
	// Files counts the files.
	Files int
	// Hashed are the files recorded by content (racy ones).
	Hashed []Hashed `json:",omitempty"`
	// Recent are the files changed last, which Changed looks at first: the
	// file edited next is most often one edited lately.
	Recent []Entry `json:",omitempty"`
}

// chunkEntries is how many paths one of a record's Chunks covers. Check
// stamps a chunk's paths at once (in parallel), then compares its hash:
// an edit to one of 10,000 docs costs the stamps up to its chunk, not all
// of them, and a chunk's stamps are few enough to spread over the cores.
const chunkEntries = 256

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
	rec, same, ok, _ = c.take(p, old, when, false, nil)
	return rec, same, ok
}

// TreeStamp is the stamp of a path under one of Paths.Trees, as Take
// found it: a file or a symbolic link (followed: Missing when broken), or
// a folder the walk passed over (files.SkippedInTree) with Skipped set.
// Settled is false for a racy file.
type TreeStamp struct {
	// Tree is the index in Paths.Trees of the tree the path lies under.
	Tree    int
	Path    string
	Stamp   Stamp
	Settled bool
	Skipped bool
}

// TakeStamped is Take(p, nil, Before) that also returns the stamp of every
// file under p's Trees and the folders the walk passed over: a reader
// handed them (a plugin, LoadRequest.input_trees) need not walk and stat
// those trees again, and what it reads is what the record stands for.
func (c Clock) TakeStamped(p Paths) (rec Record, stamps []TreeStamp) {
	rec, _, _, _ = c.take(p, nil, Before, false, &stamps)
	return rec, stamps
}

// Check is Take(p, old, Before) for a caller that wants to know first
// whether anything changed: it stops at the first chunk of paths that
// differs from old's, without stamping the paths after it. whole says
// whether rec is the record of every path; when it is not, same is false
// and rec is no record to keep.
func (c Clock) Check(p Paths, old *Record) (rec Record, same, whole bool) {
	rec, same, _, whole = c.take(p, old, Before, true, nil)
	return rec, same, whole
}

func (c Clock) take(p Paths, old *Record, when When, stop bool, stamps *[]TreeStamp) (rec Record, same, ok, whole bool) {
	var oldHashed map[string]Hashed
	if old != nil && len(old.Hashed) > 0 {
		oldHashed = make(map[string]Hashed, len(old.Hashed))
		for _, h := range old.Hashed {
			oldHashed[h.Path] = h
		}
	}
	ok, whole = true, true
	// Two keys, alike but for the racy files: the new record's, and the
	// one to compare with old, in which a file old recorded by content is
	// its content again when its stamp is the same.
	newKey, oldKey := sha256.New(), sha256.New()
	var nb, ob []byte
	// Each chunk is stamped and hashed as soon as the walk has listed it,
	// so that Check need not list what comes after a change either.
	chunk := make([]walked, 0, chunkEntries)
	hashChunk := func() bool {
		stampAll(chunk)
		nb, ob = nb[:0], ob[:0]
		for _, e := range chunk {
			if stamps != nil && !e.single && (e.d == nil || !e.d.IsDir()) {
				*stamps = append(*stamps, TreeStamp{Tree: e.root, Path: e.path, Stamp: e.stamp, Settled: !c.Racy(e.stamp)})
			}
			nb, ob = append(append(nb, e.path...), 0), append(append(ob, e.path...), 0)
			switch {
			case e.listing != nil:
				nb, ob = append(append(nb, "dir "...), e.listing...), append(append(ob, "dir "...), e.listing...)
			case e.stamp.IsMissing():
				nb, ob = append(nb, "missing"...), append(ob, "missing"...)
			case e.stamp.Mode.IsDir():
				nb, ob = append(nb, "dir"...), append(ob, "dir"...)
			default:
				rec.Files++
				rec.Recent = keepRecent(rec.Recent, Entry{e.path, e.stamp})
				if h, was := oldHashed[e.path]; was && h.Stamp == e.stamp {
					ob = append(ob, "hash "+hashFile(e.path)...)
				} else {
					ob = appendStamp(ob, e.stamp)
				}
				switch {
				case c.Racy(e.stamp) && when == After:
					ok = false // the record is not kept: no need to read the file
					nb = appendStamp(nb, e.stamp)
				case c.Racy(e.stamp):
					h := hashFile(e.path)
					rec.Hashed = append(rec.Hashed, Hashed{Entry{e.path, e.stamp}, h})
					nb = append(nb, "hash "+h...)
				default:
					nb = appendStamp(nb, e.stamp)
				}
			}
			nb, ob = append(nb, '\n'), append(ob, '\n')
		}
		chunk = chunk[:0]
		newSum, oldSum := sha256.Sum256(nb), sha256.Sum256(ob)
		newKey.Write(newSum[:])
		oldKey.Write(oldSum[:])
		rec.Chunks = append(rec.Chunks, hex.EncodeToString(newSum[:]))
		n := len(rec.Chunks) - 1
		whole = !stop || old == nil || n < len(old.Chunks) && old.Chunks[n] == hex.EncodeToString(oldSum[:])
		return whole
	}
	var skipped func(int, string)
	if stamps != nil {
		skipped = func(root int, dir string) { *stamps = append(*stamps, TreeStamp{Tree: root, Path: dir, Skipped: true}) }
	}
	walk(p, func(e walked) bool {
		chunk = append(chunk, e)
		return len(chunk) < chunkEntries || hashChunk()
	}, skipped)
	if whole && len(chunk) > 0 {
		hashChunk()
	}
	if !whole {
		return Record{}, false, false, false
	}
	rec.Key = hex.EncodeToString(newKey.Sum(nil))
	if old != nil {
		same = hex.EncodeToString(oldKey.Sum(nil)) == old.Key
	}
	return rec, same, ok, true
}

func appendStamp(b []byte, s Stamp) []byte {
	b = strconv.AppendUint(b, uint64(s.Mode), 8)
	b = strconv.AppendInt(append(b, ' '), s.Size, 10)
	b = strconv.AppendInt(append(b, ' '), s.Mtime, 10)
	b = strconv.AppendInt(append(b, ' '), s.Ctime, 10)
	return strconv.AppendUint(append(b, ' '), s.Inode, 10)
}

type walked struct {
	root    int // the index of its tree or package among the walk's roots
	path    string
	d       fs.DirEntry // nil for a single path, or a tree's path that could not be read
	single  bool
	stamp   Stamp
	listing []byte // a single path's folder listing
}

// walk hands each of the paths' entries, unstamped but for those the walk
// found missing, to add in the walk's order, until add returns false; a
// tree's folder it passes over goes to skipped, if not nil.
func walk(p Paths, add func(walked) bool, skipped func(int, string)) {
	roots := append(append([]string(nil), p.Trees...), p.Packages...)
	for i, root := range roots {
		whole := i >= len(p.Trees)
		stopped := false
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				d = nil
			}
			if d != nil && d.IsDir() && path != root && (!whole && files.SkippedInTree(d.Name()) || whole && packageCache(path, d)) {
				if skipped != nil && !whole {
					skipped(i, path)
				}
				return filepath.SkipDir
			}
			e := walked{root: i, path: path, d: d}
			if d == nil {
				e.stamp = Missing
			}
			if !add(e) {
				stopped = true
				return filepath.SkipAll
			}
			return nil
		})
		if stopped {
			return
		}
	}
	for _, f := range p.Files {
		if !add(walked{path: f, single: true}) {
			return
		}
	}
}

// stampAll stamps entries in parallel: a large docs folder is ten
// thousand system calls.
func stampAll(entries []walked) {
	_ = parallel.ForEach(context.Background(), len(entries), func(i int) error {
		e := &entries[i]
		switch {
		case e.single:
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
}

// packageCache reports whether a package's folder is one its program's
// runs fill: node_modules/.cache, where npm tools keep what they make, or
// a __pycache__, where Python keeps the modules it compiled (from sources
// beside it, which count).
func packageCache(path string, d fs.DirEntry) bool {
	return d.Name() == "__pycache__" || d.Name() == ".cache" && filepath.Base(filepath.Dir(path)) == "node_modules"
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
