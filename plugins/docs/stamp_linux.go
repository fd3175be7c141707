package docs

import (
	"io/fs"
	"syscall"
)

// changeTime is the inode's change time in nanoseconds, which no tool can
// set back.
func changeTime(info fs.FileInfo) int64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return st.Ctim.Sec*1e9 + st.Ctim.Nsec
	}
	return 0
}
