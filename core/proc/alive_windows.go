package proc

import "os"

// alive reports whether a process with this pid exists: on Windows,
// FindProcess opens the process and fails when there is none.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	_ = p.Release()
	return true
}
