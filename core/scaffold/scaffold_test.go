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
	root, _ := filepath.Abs(repoRoot())
	if err := NewPlugin(PluginOptions{Dir: dir, FolioRoot: root}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"mod", "tidy"}, {"build", "-o", "myplugin", "."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		// Everything the skeleton needs is in the module cache already; with
		// no network the checksum database cannot be asked either.
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}
