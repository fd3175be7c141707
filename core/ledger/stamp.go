// Package ledger decides, with one rule, whether anything a build read
// changed since: a file, a folder's listing, or a path looked for and not
// found. Every stage that keeps work between builds asks it (the core's
// plugin reuse, the bundle, the static copy, the docs plugin's parses,
// the API reference caches) instead of keeping a rule of its own.
//
// The rule is git's for its index. A path's stamp (size, modification
// and change times in nanoseconds, inode, mode) is taken before the path
// is read. A later write changes the change time, which no tool can set
// back, so a stamp that is the same means the same content, except for a
// file written in the same tick of the file system's clock as the build
// started: a second write in that tick may leave every field as it was.
// Such a file is "racy" and is recorded by its content hash as well. The
// build's start is a marker file's time (Clock), so that both times come
// from the same clock.
package ledger

import (
	"io/fs"
	"os"
)

// Stamp is what one stat says of a path. A missing path has Size -1.
type Stamp struct {
	Size         int64
	Mtime, Ctime int64 // nanoseconds
	Inode        uint64
	Mode         fs.FileMode
}

// Missing is the stamp of a path that does not exist.
var Missing = Stamp{Size: -1}

// StampOf stats path, following symbolic links.
func StampOf(path string) Stamp {
	info, err := os.Stat(path)
	if err != nil {
		return Missing
	}
	return FromInfo(info)
}

// FromInfo is the stamp of a stat's result.
func FromInfo(info fs.FileInfo) Stamp {
	s := Stamp{Size: info.Size(), Mtime: info.ModTime().UnixNano(), Mode: info.Mode()}
	s.Ctime, s.Inode = changeTimeAndInode(info)
	if info.IsDir() {
		// A folder is its listing (Take hashes it): its own size and
		// times change with files that come and go beside the inputs.
		s.Size, s.Mtime, s.Ctime = 0, 0, 0
	}
	return s
}

// ListingStamp is a folder's stamp with its own times kept, which FromInfo
// drops: adding an entry to the folder, removing or renaming one sets
// them, so while the stamp holds so does the listing (in the build's tick
// as well, Clock.Racy). For a stage that lists many folders and stats
// instead of listing again (the utility-class scan); Take still records
// a folder by its listing.
func ListingStamp(dir string) Stamp {
	info, err := os.Stat(dir)
	if err != nil || !info.IsDir() {
		return Missing
	}
	s := Stamp{Mtime: info.ModTime().UnixNano(), Mode: info.Mode()}
	s.Ctime, s.Inode = changeTimeAndInode(info)
	return s
}

// Holds reports whether a kept stamp (Clock.Kept) still stands for the
// path whose stamp is now now.
func (s Stamp) Holds(now Stamp) bool { return s == now && !now.IsMissing() }

// IsMissing reports whether the stamp is of a path that was not there.
func (s Stamp) IsMissing() bool { return s.Size < 0 }

// newest is the later of the stamp's two times.
func (s Stamp) newest() int64 { return max(s.Mtime, s.Ctime) }
