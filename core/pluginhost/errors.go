package pluginhost

import (
	"fmt"
	"strings"
)

// Error reports a plugin that failed: it could not start, it crashed, it
// hung, or it returned an error. It carries what a site maintainer needs to
// act: which plugin, how its process ended, and what it last printed.
type Error struct {
	Plugin     string
	Op         string // "start", "describe", "load", "post-build"
	Err        error
	ExitStatus string // e.g. "exit status 2"; empty while the process runs
	StderrTail string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "plugin %q: %s: %v", e.Plugin, e.Op, e.Err)
	if e.ExitStatus != "" {
		fmt.Fprintf(&b, " (process ended: %s)", e.ExitStatus)
	}
	if tail := strings.TrimSpace(e.StderrTail); tail != "" {
		fmt.Fprintf(&b, "\n  last lines of its stderr:\n    %s", strings.ReplaceAll(tail, "\n", "\n    "))
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }
