package proc

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A folder folio creates for the length of a run is named
// prefix + pid + "-" + random: the pid says whose it is, so that a later run
// can tell the folders of a run that was killed (its pid no longer runs)
// from those of a run still going, and delete only the former.

// The prefixes of the folders folio keeps in the system's temporary folder;
// RemoveStaleTemp looks for exactly these.
const (
	DevOutputPrefix     = "folio-dev-"    // what `folio dev` serves
	WorkPrefix          = "folio-build-"  // a build session's work files (the server bundle)
	PluginSocketsPrefix = "folio-plugin-" // the plugins' gRPC sockets
)

var tempPrefixes = []string{DevOutputPrefix, WorkPrefix, PluginSocketsPrefix}

// MkdirTemp creates a new folder in dir (the system's temporary folder
// when dir is "") named prefix + this process's pid + "-" + random.
func MkdirTemp(dir, prefix string) (string, error) {
	return os.MkdirTemp(dir, prefix+strconv.Itoa(os.Getpid())+"-")
}

// RemoveStale deletes the entries of dir named prefix + pid + "-…", for
// any of prefixes, whose process no longer runs, and returns their paths.
// An entry named prefix without a pid (made before this scheme) is deleted
// once it is older than unownedAfter, and never when unownedAfter is 0.
// Errors are ignored: what cannot be deleted now is tried again next time.
func RemoveStale(dir string, unownedAfter time.Duration, prefixes ...string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		for _, prefix := range prefixes {
			name := e.Name()
			if !strings.HasPrefix(name, prefix) || !stale(e, name[len(prefix):], unownedAfter) {
				continue
			}
			p := filepath.Join(dir, name)
			if os.RemoveAll(p) == nil {
				removed = append(removed, p)
			}
			break
		}
	}
	return removed
}

func stale(e os.DirEntry, rest string, unownedAfter time.Duration) bool {
	if pid, ok := ownerPID(rest); ok {
		return pid != os.Getpid() && !alive(pid)
	}
	if unownedAfter == 0 {
		return false
	}
	info, err := e.Info()
	return err == nil && time.Since(info.ModTime()) > unownedAfter
}

// Abandoned reports whether name (prefix + pid + "-…") belongs to a process
// that no longer runs; false for a name without a pid.
func Abandoned(name, prefix string) bool {
	pid, ok := ownerPID(strings.TrimPrefix(name, prefix))
	return ok && strings.HasPrefix(name, prefix) && pid != os.Getpid() && !alive(pid)
}

// RemoveStaleTemp deletes the temporary folders of folio runs that were
// killed; `folio build` and `folio dev` call it as they start.
func RemoveStaleTemp() []string {
	return RemoveStale(os.TempDir(), 0, tempPrefixes...)
}

// ownerPID reads the pid at the start of rest ("1234-…").
func ownerPID(rest string) (int, bool) {
	digits, _, found := strings.Cut(rest, "-")
	if !found {
		return 0, false
	}
	pid, err := strconv.Atoi(digits)
	return pid, err == nil && pid > 0
}

// Running reports whether the process pid runs; a process that has ended
// but is not reaped yet (a zombie) does not.
func Running(pid int) bool { return alive(pid) }
