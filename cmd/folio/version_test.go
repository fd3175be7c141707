package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// make dist stamps the release's version into the binary; folio version
// prints it.
func TestVersionIsStamped(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio")
	}
	bin := filepath.Join(t.TempDir(), "folio")
	build := exec.Command("go", "build", "-ldflags", "-X main.version=v9.8.7-test", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "folio v9.8.7-test (") {
		t.Errorf("folio version printed %q (%v), want the stamped v9.8.7-test", out, err)
	}
}
