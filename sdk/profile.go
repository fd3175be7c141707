package sdk

import (
	"fmt"
	"os"
	"runtime/pprof"
	"sync/atomic"
)

// ProfileEnv names a file prefix under which a Go plugin writes a CPU
// profile of each Load it serves: PREFIX.PID.N.pprof (go tool pprof reads
// it). A plugin runs in its own process, which `folio build --cpuprofile`
// does not see; this is how to profile one, built-ins included, as the
// core runs it:
//
//	FOLIO_PLUGIN_CPUPROFILE=/tmp/docs folio build
const ProfileEnv = "FOLIO_PLUGIN_CPUPROFILE"

var loadsProfiled atomic.Int32

// profileLoad starts a CPU profile of one Load when ProfileEnv asks for
// it, and returns what stops it. A Load while another is profiled (only
// one CPU profile runs at a time in a process) is not profiled.
func profileLoad() (stop func()) {
	prefix := os.Getenv(ProfileEnv)
	if prefix == "" {
		return func() {}
	}
	name := fmt.Sprintf("%s.%d.%d.pprof", prefix, os.Getpid(), loadsProfiled.Add(1))
	f, err := os.Create(name)
	if err != nil {
		Logger().Warn("cannot write the Load's CPU profile", "error", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		os.Remove(name)
		return func() {}
	}
	return func() { pprof.StopCPUProfile(); f.Close() }
}
