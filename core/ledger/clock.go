package ledger

import (
	"os"
	"time"
)

// Clock is the file system's time when a build started: the time of a
// marker file written then. A file changed at or after it is racy
// (Stamp): both times come from the file system's clock, which may be
// coarser than the system's or run apart from it (a network share).
type Clock struct {
	start int64 // nanoseconds
}

// fallbackWindow is how far before the system's time a clock starts when
// no marker can be written: file systems keep times in ticks of up to 2 s
// (FAT), so a file changed in the last two seconds counts as racy.
const fallbackWindow = 2 * time.Second

// Start writes a marker file in dir (created if need be) and returns its
// time. The marker is removed at once: only its time is wanted.
func Start(dir string) Clock {
	if err := os.MkdirAll(dir, 0o755); err == nil {
		if f, err := os.CreateTemp(dir, ".marker-*"); err == nil {
			_, werr := f.Write([]byte{0})
			info, serr := f.Stat()
			f.Close()
			os.Remove(f.Name())
			if werr == nil && serr == nil {
				s := FromInfo(info)
				return Clock{start: min(s.Mtime, s.Ctime)}
			}
		}
	}
	return Clock{start: time.Now().Add(-fallbackWindow).UnixNano()}
}

// ClockAt is a clock that started at t, for a caller that already knows
// the file system's time (a test).
func ClockAt(t time.Time) Clock { return Clock{start: t.UnixNano()} }

// Racy reports whether a file's stamp cannot tell its content from
// content written later in the same tick, or a folder's ListingStamp its
// listing from a later one: it changed at or after the build's start.
// (FromInfo's folder stamps have no times: the listing is recorded.)
func (c Clock) Racy(s Stamp) bool {
	return (s.Mode.IsRegular() || s.Mode.IsDir()) && s.newest() >= c.start
}

// Kept is the stamp to keep for a path read after s was taken, by a stage
// that keeps what it made of each path (the utility-class scan): s, or
// Missing when s is racy, so that the next look reads the path again.
func (c Clock) Kept(s Stamp) Stamp {
	if c.Racy(s) {
		return Missing
	}
	return s
}

// After reports whether the clock started after t (nanoseconds).
func (c Clock) After(t int64) bool { return c.start > t }
