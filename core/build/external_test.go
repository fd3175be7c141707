package build

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/scaffold"
)

// An external plugin, as `folio new plugin` writes it, is built like any
// third-party plugin (its own module, against the SDK folder) and started
// from its command in site.toml.
func TestExternalPlugin(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go module")
	}
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(t.TempDir(), "hello")
	if err := scaffold.NewPlugin(scaffold.PluginOptions{Dir: dir, SDKDir: filepath.Join(filepath.Dir(here), "..", "..", "sdk")}); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "hello")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=readonly")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the plugin: %v\n%s", err, out)
	}
	s := newTestSite(t, smallSite)
	s.write("site.toml", s.read("site.toml")+`
[[plugins]]
name = "hello"
command = ["`+bin+`"]
[plugins.options]
greeting = "Hello <from> outside"
`)
	sum := s.mustBuild()
	var found bool
	for _, p := range sum.Plugins {
		if p.Name == "hello" {
			found = p.Routes == 1 && p.PID > 0
		}
	}
	if !found {
		t.Errorf("plugins = %+v", sum.Plugins)
	}
	s.assertFile("build/hello/index.html", "<h1>Hello &lt;from&gt; outside</h1>", "<title>Hello &lt;from&gt; outside · Tiny</title>")
	if !strings.Contains(s.read("build/index.html"), "tagline") {
		t.Error("the other plugins' pages are still built")
	}
}
