package files

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The identity is the build ID `go tool buildid` reads from the test
// binary itself.
func TestToolIDIsTheGoBuildID(t *testing.T) {
	id := ToolID()
	if !strings.HasPrefix(id, "go:") {
		t.Fatalf("ToolID() = %q, want the Go build ID", id)
	}
	exe, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to compare with")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(exe, "tool", "buildid", self).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	if want := "go:" + strings.TrimSpace(string(out)); id != want {
		t.Errorf("ToolID() = %q, go tool buildid says %q", id, want)
	}
}
