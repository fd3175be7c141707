package main

import (
	"runtime/debug"
	"testing"
)

// `folio build` collects garbage less often, but not in a cold build; the
// built-in plugins less often and under a soft limit; GOGC and GOMEMLIMIT
// in the environment win.
func TestTheBuildsGCSettingsYieldToTheEnvironment(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	noLimit := debug.SetMemoryLimit(-1)

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	tuneGCForBuild()
	if got := debug.SetGCPercent(-1); got != buildGCPercent {
		t.Errorf("folio build: GC percent %d, want %d", got, buildGCPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != noLimit {
		t.Errorf("folio build: memory limit %d, want none", got)
	}
	tuneGCForBuild()
	coldBuild()
	if got := debug.SetGCPercent(-1); got != 100 {
		t.Errorf("a cold build: GC percent %d, want Go's default 100", got)
	}
	tuneGCForPlugin()
	if got := debug.SetGCPercent(-1); got != buildGCPercent {
		t.Errorf("a plugin: GC percent %d, want %d", got, buildGCPercent)
	}
	if got := debug.SetMemoryLimit(-1); got != pluginMemoryLimit {
		t.Errorf("a plugin: memory limit %d, want %d", got, pluginMemoryLimit)
	}

	t.Setenv("GOGC", "150")
	t.Setenv("GOMEMLIMIT", "1GiB")
	debug.SetGCPercent(150)
	debug.SetMemoryLimit(1 << 30)
	tuneGCForPlugin()
	coldBuild()
	if got := debug.SetGCPercent(150); got != 150 {
		t.Errorf("with GOGC=150 the GC percent is %d", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("with GOMEMLIMIT=1GiB the limit is %d", got)
	}
}
