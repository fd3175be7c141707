package build

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/trace"
)

// Summary reports what a build did.
type Summary struct {
	OutDir string
	Routes int
	// Rendered counts the routes rendered by this build: all of them,
	// except in dev mode, where unchanged routes are not rendered again.
	Rendered int
	// Recycled says the output was made from the spare folder, the output
	// before the last (recycle.go), rather than from an empty one.
	Recycled bool
	Plugins  []PluginSummary
	Stages   []StageTime
	Total    time.Duration
	// Warnings collected from plugins and checks, already printed.
	Warnings diag.List
}

// PluginSummary is one plugin's share of the build.
type PluginSummary struct {
	Name   string
	PID    int
	Routes int
	// Unchanged are the routes whose body the last build held (bodies.go):
	// sent without it, or not sent at all (routes_held, loadstream.go).
	Unchanged int
	// Reused says that the plugin was not started: nothing its Load
	// depends on changed since the last build, which it replayed
	// (reuse.go). PID is then 0.
	Reused bool
	// UnknownProgram says that the plugin declares itself reusable, but
	// folio cannot tell which files are its program (a script with no
	// package of its own, and no program_paths): it starts every build.
	UnknownProgram bool
}

// StageTime is how long one lifecycle stage took.
type StageTime struct {
	Name     string
	Duration time.Duration
}

// Print writes the end-of-build summary.
func (s *Summary) Print(w io.Writer) {
	fmt.Fprintf(w, "Built %d routes into %s in %s\n", s.Routes, s.OutDir, ms(s.Total))
	for _, p := range s.Plugins {
		if p.Reused {
			fmt.Fprintf(w, "  plugin %-10s %-11s %d routes (its last build's: nothing it reads changed)\n", p.Name, "not started", p.Routes)
			continue
		}
		fmt.Fprintf(w, "  plugin %-10s pid %-7d %d routes", p.Name, p.PID, p.Routes)
		if p.Unchanged > 0 {
			fmt.Fprintf(w, " (%d unchanged, their body kept from the last build)", p.Unchanged)
		}
		if p.UnknownProgram {
			fmt.Fprint(w, " (reusable, but started every build: folio cannot tell which files are its program; name them in program_paths)")
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "  stages: %s\n", s.StageLine())
}

// StageLine is the time of each stage on one line.
func (s *Summary) StageLine() string {
	parts := make([]string, 0, len(s.Stages))
	for _, st := range s.Stages {
		parts = append(parts, fmt.Sprintf("%s %s", st.Name, ms(st.Duration)))
	}
	return strings.Join(parts, " · ")
}

func ms(d time.Duration) string {
	if d < 10*time.Millisecond {
		return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%dms", d.Milliseconds())
}

// stages times the lifecycle stages and logs each as it ends.
type stages struct {
	log   io.Writer
	times []StageTime
}

func (s *stages) run(name string, fn func() error) error {
	start := time.Now()
	span := trace.Begin("stages", name)
	err := fn()
	span.End()
	d := time.Since(start)
	s.times = append(s.times, StageTime{Name: name, Duration: d})
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if s.log != nil {
		fmt.Fprintf(s.log, "  %-14s %s\n", name, ms(d))
	}
	return nil
}
