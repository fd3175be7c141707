//go:build !linux

package ledger

import (
	"os"
	"path/filepath"
)

// stamper stamps a folder's paths by their full paths
// (dirstamp_linux.go stats relative to the folder instead).
type stamper struct{ dir string }

// openStamper prepares to stamp dir's paths; "" stamps paths as they are.
func openStamper(dir string) stamper { return stamper{dir: dir} }

func (stamper) close() {}

// stamp is the stamp of the regular file rel, or with folder of the
// folder rel; ok is false when there is none.
func (s stamper) stamp(rel string, folder bool) (Stamp, bool) {
	path := filepath.Join(s.dir, filepath.FromSlash(rel))
	if folder {
		st := ListingStamp(path)
		return st, !st.IsMissing()
	}
	st, err := os.Lstat(path)
	if err != nil || !st.Mode().IsRegular() {
		return Stamp{}, false
	}
	return FromInfo(st), true
}
