//go:build unix

package build

import (
	"io/fs"
	"syscall"
)

// inodeOf is a file's inode: a file replaced by another of the same size
// and time is another inode.
func inodeOf(st fs.FileInfo) uint64 {
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Ino)
	}
	return 0
}
