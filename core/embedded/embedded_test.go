package embedded

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A build names each npm package the runtime and the theme need that the
// site has not installed, and says what to do.
func TestCheckInstalledNamesTheMissingPackages(t *testing.T) {
	site := t.TempDir()
	for _, name := range []string{"react", "react-dom"} {
		dir := filepath.Join(site, "node_modules", name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	err := CheckInstalled(site, Client, Classic)
	if err == nil {
		t.Fatal("a site without @docsearch/react passed the check")
	}
	msg := err.Error()
	for _, want := range []string{"@docsearch/react", "@mdx-js/mdx", "are not installed", "run npm install"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q: %s", want, msg)
		}
	}
	listed, _, _ := strings.Cut(strings.TrimPrefix(msg, "npm packages "), " are not")
	for _, name := range strings.Split(listed, ", ") {
		if name == "react" || name == "react-dom" {
			t.Errorf("the error names %s, which is installed: %s", name, msg)
		}
	}
	if err := CheckInstalled(filepath.Join(site, "sub", "folder"), "@folio/none"); err != nil {
		t.Errorf("nothing is required of a package that is not embedded: %v", err)
	}
}

// The packages are unpacked byte for byte into the site's node_modules, and
// the next build of the same binary uses the same copy.
func TestUnpackWritesTheEmbeddedFilesOnce(t *testing.T) {
	site := t.TempDir()
	if err := os.Mkdir(filepath.Join(site, "node_modules"), 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := Unpack(site)
	if err != nil {
		t.Fatal(err)
	}
	index := filepath.Join(p.Dir(Client), "src", "index.ts")
	want, _ := os.ReadFile(filepath.Join("..", "client", "src", "index.ts"))
	got, err := os.ReadFile(index)
	if err != nil || string(got) != string(want) {
		t.Fatalf("unpacked %s differs from core/client/src/index.ts (%v)", index, err)
	}
	if !IsUnpacked(index) {
		t.Errorf("%s is not recognised as unpacked", index)
	}
	again, err := Unpack(site)
	if err != nil || again.Dir(Client) != p.Dir(Client) {
		t.Fatalf("second unpack: %v, %s", err, again.Dir(Client))
	}
	if _, err := Unpack(t.TempDir()); err == nil || !strings.Contains(err.Error(), "run npm install") {
		t.Errorf("a site without node_modules: %v", err)
	}
}
