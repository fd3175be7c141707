package main

import (
	"context"
	"math"
	"os"
	"runtime/debug"

	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A warm build allocates much that lives briefly (the Load stream, the page
// records, the manifests), and at Go's default the collector ran often
// enough to cost a one-doc edit at 10,000 docs a sixth of its CPU: 1.15 s
// at GOGC=100 against 0.96 s at 200, alternating, folio and the docs
// plugin together (bench/README.md). So `folio build` lets the heap grow to
// three times what is live between collections, but only in a build that
// starts from an earlier one: a cold build holds every page at once, and
// at 200 a cold build of 10,000 docs peaked at 524 MB against about 400 at
// the default (the bound is 450 MB). It sets no memory limit: a
// soft limit under what a large site keeps live (the Lexical website's
// client bundle parses Mermaid, 600 MB) made the collector run without
// pause, 3 s of CPU more a build.
//
// The built-in plugins cannot tell a cold build from a warm one when they
// start, so they run at 200 under a soft limit of 350 MiB: the docs plugin
// of a cold 10,000-doc build then peaks at 366 MB (534 without it), and
// its live heap stays far below the limit on real sites.
const (
	buildGCPercent    = 200
	pluginMemoryLimit = 350 << 20
)

// tuneGCForBuild sets the collector's target for `folio build`, unless
// GOGC says otherwise; coldBuild puts it back to Go's default.
func tuneGCForBuild() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(buildGCPercent)
	}
}

// coldBuild is build.Options.Cold for `folio build`.
func coldBuild() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(100)
	}
}

// tuneGCForPlugin sets both for a built-in plugin's process, unless GOGC
// or GOMEMLIMIT say otherwise.
func tuneGCForPlugin() {
	tuneGCForBuild()
	limitMemory(pluginMemoryLimit)
}

// loadsUnderTheLimit is a built-in plugin whose Loads run with the
// collector off but for the process's soft memory limit. A Load is most of
// what the process allocates, and little of it outlives the Load; a new
// process's heap starts small, so at 200 the collector still ran several
// times a Load, each marking the parse store just read: a one-doc-edit
// Load at 10,000 docs took 135-160 ms of CPU at 200 and 123-131 ms off,
// in fresh processes (plugins/docs BenchmarkOneEditLoad, DOCS_BENCH_FRESH).
// Under the limit a cold Load collects as it did at 200, which reached
// the limit too. Between Loads (`folio dev`) the collector is back at 200.
// GOGC in the environment, or no limit, leaves the collector as it is.
type loadsUnderTheLimit struct{ sdk.Plugin }

func (p loadsUnderTheLimit) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	if os.Getenv("GOGC") == "" && debug.SetMemoryLimit(-1) < math.MaxInt64 {
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
	}
	return p.Plugin.Load(ctx, req, send)
}
