package proc

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"
)

// deadPID returns the pid of a process that has ended.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestRemoveStaleKeepsTheFoldersOfRunningProcesses(t *testing.T) {
	dir := t.TempDir()
	mine, err := MkdirTemp(dir, ".build.tmp-")
	if err != nil {
		t.Fatal(err)
	}
	dead := ".build.tmp-" + strconv.Itoa(deadPID(t)) + "-123"
	for _, n := range []string{dead, "build", ".build.tmp-old", "build.old-x"} {
		if err := os.Mkdir(filepath.Join(dir, n), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	removed := RemoveStale(dir, 0, ".build.tmp-")
	if len(removed) != 1 || removed[0] != filepath.Join(dir, dead) {
		t.Errorf("removed %q, want only the dead run's folder", removed)
	}
	want := []string{filepath.Base(mine), ".build.tmp-old", "build", "build.old-x"}
	slices.Sort(want)
	if got := names(t, dir); !slices.Equal(got, want) {
		t.Errorf("left %q, want %q", got, want)
	}

	// A folder without an owner goes once it is old enough.
	old := time.Now().Add(-2 * time.Hour)
	if err := os.Chtimes(filepath.Join(dir, ".build.tmp-old"), old, old); err != nil {
		t.Fatal(err)
	}
	if removed := RemoveStale(dir, time.Hour, ".build.tmp-"); len(removed) != 1 || filepath.Base(removed[0]) != ".build.tmp-old" {
		t.Errorf("removed %q, want the old unowned folder", removed)
	}
}

func TestRemoveStaleTempDeletesOnlyFolioFoldersOfEndedRuns(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	live, err := MkdirTemp("", DevOutputPrefix)
	if err != nil {
		t.Fatal(err)
	}
	pid := strconv.Itoa(deadPID(t))
	for _, n := range []string{DevOutputPrefix + pid + "-1", WorkPrefix + pid + "-2", PluginSocketsPrefix + pid + "-3", "folio-" + pid + "-notes", "folio-dev-bench-1"} {
		if err := os.Mkdir(filepath.Join(tmp, n), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if removed := RemoveStaleTemp(); len(removed) != 3 {
		t.Errorf("removed %q, want the dead run's three folders", removed)
	}
	want := []string{"folio-" + pid + "-notes", "folio-dev-bench-1", filepath.Base(live)}
	slices.Sort(want)
	if got := names(t, tmp); !slices.Equal(got, want) {
		t.Errorf("left %q, want %q", got, want)
	}
}
