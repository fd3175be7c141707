package main

import (
	"os"
	"runtime/debug"
)

// A build allocates much that lives briefly (the Load stream, the page
// records, the manifests), and at Go's default the collector ran often
// enough to cost a one-doc edit at 10,000 docs a sixth of its CPU: 1.15 s
// at GOGC=100 against 0.96 s at 200, alternating, folio and the docs
// plugin together (bench/README.md). So `folio build` and the built-in
// plugins let the heap grow to three times what is live between
// collections, and the soft limit makes the collector work harder as a
// process nears it instead: a cold build of 10,000 docs stays as small
// as at the default (the bound is 450 MB).
const (
	buildGCPercent   = 200
	buildMemoryLimit = 350 << 20
)

// tuneGCForBuild sets both for this process, unless GOGC or GOMEMLIMIT
// say otherwise.
func tuneGCForBuild() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(buildGCPercent)
	}
	limitMemory(buildMemoryLimit)
}
