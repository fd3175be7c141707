package pluginhost

import (
	"fmt"
	"strings"
)

// Error reports a plugin that failed: it could not start, it crashed, it
// hung, or it returned an error. It carries what a site maintainer needs to
// act: which plugin, how its process ended, and what it last printed.
type Error struct {
	Plugin string
	// Command is the plugin's command as site.toml writes it; empty for a
	// built-in.
	Command    string
	Op         string // "start", "describe", "load", "post-build", "run"
	Err        error
	ExitStatus string // e.g. "exit status 2"; empty while the process runs
	StderrTail string
}

// headline is the error's first line: the plugin, its command, what it
// was doing, what went wrong and how the process ended.
func (e *Error) headline() string {
	var b strings.Builder
	fmt.Fprintf(&b, "plugin %q", e.Plugin)
	if e.Command != "" {
		fmt.Fprintf(&b, " (%s)", e.Command)
	}
	fmt.Fprintf(&b, ": %s: %v", e.Op, e.Err)
	if e.ExitStatus != "" {
		fmt.Fprintf(&b, " (process ended: %s)", e.ExitStatus)
	}
	return b.String()
}

func (e *Error) Error() string {
	msg := e.headline()
	if tail := strings.TrimSpace(e.StderrTail); tail != "" {
		msg += "\n  last lines of its stderr:\n    " + strings.ReplaceAll(tail, "\n", "\n    ")
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }
