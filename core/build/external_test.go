package build

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The example external plugin is built like any third-party plugin and
// started from its command in site.toml.
func TestExternalPlugin(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "example-hello")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/folio-docs/folio/plugins/example-hello").CombinedOutput(); err != nil {
		t.Fatalf("building the example plugin: %v\n%s", err, out)
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
