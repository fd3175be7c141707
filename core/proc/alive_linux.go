package proc

import (
	"fmt"
	"os"
	"strings"
)

// alive reports whether the process pid runs. A zombie does not: it has
// ended and waits for a parent to reap it, which in a container whose
// first process reaps nothing never comes.
func alive(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// The state follows the command name, which may hold spaces and
	// parentheses: read after the last ')'.
	s := string(stat)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(fields) > 0 && fields[0] != "Z" && fields[0] != "X"
}
