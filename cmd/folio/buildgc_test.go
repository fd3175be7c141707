package main

import (
	"runtime/debug"
	"testing"
)

// `folio build` and the built-in plugins collect garbage less often and
// under a soft limit; GOGC and GOMEMLIMIT in the environment win.
func TestTheBuildsGCSettingsYieldToTheEnvironment(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneGCForBuild()
	if got := debug.SetGCPercent(100); got != buildGCPercent {
		t.Errorf("GC percent %d, want %d", got, buildGCPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != buildMemoryLimit {
		t.Errorf("memory limit %d, want %d", got, buildMemoryLimit)
	}

	t.Setenv("GOGC", "150")
	t.Setenv("GOMEMLIMIT", "1GiB")
	debug.SetGCPercent(150)
	debug.SetMemoryLimit(1 << 30)
	tuneGCForBuild()
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("with GOGC=150 the GC percent is %d", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("with GOMEMLIMIT=1GiB the limit is %d", got)
	}
}
