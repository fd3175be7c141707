package ledger

import (
	"io/fs"
	"syscall"
)

// changeTimeAndInode are the inode's change time in nanoseconds, which no
// tool can set back, and its number, which a file replaced by a rename
// changes.
func changeTimeAndInode(info fs.FileInfo) (int64, uint64) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return st.Ctim.Sec*1e9 + st.Ctim.Nsec, st.Ino
	}
	return 0, 0
}
