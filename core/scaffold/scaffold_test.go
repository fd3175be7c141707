package scaffold

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func repoRoot() string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..")
}

func TestNewSiteWritesAStarter(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-docs")
	if err := NewSite(SiteOptions{Dir: dir, FolioRoot: "/opt/folio"}); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"site.toml":            `title = "My-docs"`,
		"package.json":         `"@folio/theme-classic": "file:/opt/folio/themes/classic"`,
		".gitignore":           "/build/",
		"site/pages/index.tsx": "export default function Home()",
		"site/docs/intro.md":   "title: Introduction",
	} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %q", name, want)
		}
	}
	if err := NewSite(SiteOptions{Dir: dir}); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("a second NewSite into the same folder should refuse: %v", err)
	}
}

// The plugin skeleton compiles against this repository's SDK.
func TestNewPluginBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go module")
	}
	dir := filepath.Join(t.TempDir(), "myplugin")
	sdkDir, _ := filepath.Abs(filepath.Join(repoRoot(), "sdk"))
	if err := NewPlugin(PluginOptions{Dir: dir, SDKDir: sdkDir}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"build", "-o", "myplugin", "."}, {"mod", "verify"}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		// The skeleton's go.mod and go.sum are complete: it builds from the
		// module cache with no proxy, no checksum database, no workspace and
		// no edit to go.mod.
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly", "GOPROXY=off", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}
