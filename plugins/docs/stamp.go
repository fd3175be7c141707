package docs

import (
	"io/fs"
	"time"
)

// fileStamp is what a stat says of a doc's source file. A file whose stamp
// is the one its kept parse recorded is not read again: its content hash
// and front matter come from the store. The change time is in it besides
// the modification time because a tool can set the latter back (an edit
// that keeps a file's size and time must still be seen); where the system
// has no change time it is 0.
type fileStamp struct {
	size, mtime, ctime int64 // times in nanoseconds
	// ok is false for a stamp that must not be trusted (see stampOf).
	ok bool
}

// racyWindow is how old a file's times must be for its stamp to be
// trusted. A file written in the same clock tick as it was read could be
// written again in that tick, with the same size and times, and the edit
// would go unseen (git's "racily clean" entries); file systems keep times
// in ticks of up to 2 s (FAT). Such a file is read again next time, which
// costs one read. A variable, so that a test's just-written files count.
var racyWindow = 2 * time.Second

// stampOf is the stamp of a file stat'd at now, before it is read: a
// write after the stat gives it another stamp.
func stampOf(info fs.FileInfo, now time.Time) fileStamp {
	s := fileStamp{size: info.Size(), mtime: info.ModTime().UnixNano(), ctime: changeTime(info)}
	newest := max(s.mtime, s.ctime)
	s.ok = info.Mode().IsRegular() && now.UnixNano()-newest >= int64(racyWindow)
	return s
}
