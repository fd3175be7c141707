package main

import (
	"context"
	"math"
	"runtime/debug"
	"testing"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
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

// gcDuringLoad records the collector's percent while its Load runs.
type gcDuringLoad struct {
	sdk.Plugin
	percent int
}

func (p *gcDuringLoad) Load(context.Context, *pluginpb.LoadRequest, sdk.Sender) error {
	p.percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(p.percent)
	return nil
}

// A built-in plugin's Load runs with the collector off under the
// process's soft limit, and the percent is back after it; not when GOGC
// is set, nor without a limit (the heap would grow without bound).
func TestABuiltinsLoadRunsUnderItsMemoryLimitOnly(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(buildGCPercent))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	load := func() int {
		p := &gcDuringLoad{}
		if err := (loadsUnderTheLimit{p}).Load(context.Background(), &pluginpb.LoadRequest{}, nil); err != nil {
			t.Fatal(err)
		}
		if after := debug.SetGCPercent(buildGCPercent); after != buildGCPercent {
			t.Errorf("after the Load the GC percent is %d, want %d", after, buildGCPercent)
		}
		return p.percent
	}
	t.Setenv("GOGC", "")
	debug.SetMemoryLimit(pluginMemoryLimit)
	if got := load(); got != -1 {
		t.Errorf("under a memory limit: GC percent %d during the Load, want off (-1)", got)
	}
	debug.SetMemoryLimit(math.MaxInt64)
	if got := load(); got != buildGCPercent {
		t.Errorf("without a limit: GC percent %d during the Load, want %d", got, buildGCPercent)
	}
	t.Setenv("GOGC", "150")
	debug.SetMemoryLimit(pluginMemoryLimit)
	if got := load(); got != buildGCPercent {
		t.Errorf("with GOGC set: GC percent %d during the Load, want it left at %d", got, buildGCPercent)
	}
}
