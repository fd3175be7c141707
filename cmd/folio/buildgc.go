package main

import (
	"os"
	"runtime/debug"
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
