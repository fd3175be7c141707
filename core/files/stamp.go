package files

import (
	"fmt"
	"os"
)

// ExecutableStamp is the running executable's path, size and time. It
// changes with every new build of the program, which is what a cache of
// the program's own output must notice: a new folio may write pages or
// records differently.
func ExecutableStamp() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	st, err := os.Stat(exe)
	if err != nil {
		return exe
	}
	return fmt.Sprintf("%s %d %d", exe, st.Size(), st.ModTime().UnixNano())
}
