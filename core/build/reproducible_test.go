package build

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/scaffold"
)

// The same sources build the same bytes wherever they sit: the starter,
// with an MDX page added, is built in two folders of different depths and
// every output file is compared. Each copy has a node_modules of its own,
// so the binary's runtime is unpacked into each site too; each also holds
// stale copies of the @folio packages, which must not be bundled.
func TestTheSameSiteBuildsTheSameBytesInAnotherFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site twice")
	}
	_, here, _, _ := runtime.Caller(0)
	repoModules := filepath.Join(filepath.Dir(here), "..", "..", "node_modules")
	if _, err := os.Stat(filepath.Join(repoModules, "react")); err != nil {
		t.Skip("npm dependencies are not installed; run npm ci")
	}
	tmp := t.TempDir()
	dirs := []string{filepath.Join(tmp, "a", "docs"), filepath.Join(tmp, "elsewhere", "deeper", "docs")}
	for _, dir := range dirs {
		if err := scaffold.NewSite(scaffold.SiteOptions{Dir: dir}); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, "site", "docs", "guide.mdx"), "---\ntitle: Guide\n---\n\n## A heading\n\nSee the [introduction](./intro.md).\n\n<div className=\"from-mdx\">{1 + 1}</div>\n")
		linkPackages(t, repoModules, filepath.Join(dir, "node_modules"))
		installDecoyRuntime(t, filepath.Join(dir, "node_modules"))
		if _, err := Build(t.Context(), Options{ConfigFile: filepath.Join(dir, "site.toml")}); err != nil {
			t.Fatalf("building in %s: %v", dir, err)
		}
	}
	first, second := readTree(t, filepath.Join(dirs[0], "build")), readTree(t, filepath.Join(dirs[1], "build"))
	if len(first) < 10 {
		t.Fatalf("the build wrote only %d files", len(first))
	}
	for name, b := range first {
		other, ok := second[name]
		switch {
		case !ok:
			t.Errorf("%s is only in the first build", name)
		case !bytes.Equal(b, other):
			t.Errorf("%s differs between the two builds", name)
		}
		for _, dir := range dirs {
			if bytes.Contains(b, []byte(dir)) || bytes.Contains(b, []byte(tmp)) {
				t.Errorf("%s holds the absolute path %s", name, dir)
			}
		}
	}
	for name := range second {
		if _, ok := first[name]; !ok {
			t.Errorf("%s is only in the second build", name)
		}
	}
	for name, b := range first {
		if bytes.Contains(b, []byte(decoy)) {
			t.Errorf("%s holds code of the site's own @folio packages, not the binary's", name)
		}
	}
	if page := string(first["docs/guide/index.html"]); !strings.Contains(page, `from-mdx`) || !strings.Contains(page, `href="/docs/intro"`) {
		t.Errorf("the MDX page was not built as written:\n%s", page)
	}
}

// decoy marks the copies of @folio/client and @folio/theme-classic that a
// site may have in node_modules (an old npm install, a workspace): the
// build must bundle the binary's own packages, never these.
const decoy = "DECOY-RUNTIME-OF-THE-SITE"

func installDecoyRuntime(t *testing.T, nodeModules string) {
	t.Helper()
	if err := os.Remove(filepath.Join(nodeModules, "@folio")); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	for _, pkg := range []string{"client", "theme-classic"} {
		dir := filepath.Join(nodeModules, "@folio", pkg)
		writeFile(t, filepath.Join(dir, "package.json"), `{"name": "@folio/`+pkg+`", "main": "index.ts"}`)
		writeFile(t, filepath.Join(dir, "index.ts"), `throw new Error("`+decoy+`");`)
		writeFile(t, filepath.Join(dir, "components", "Layout.tsx"), `export default function Layout() { return "`+decoy+`"; }`)
	}
}

// bundledPackages are the npm packages the starter's client bundle reads.
// esbuild names each module by its real path relative to the site, and
// that name goes into chunk hashes: a link leading out of the site would
// put the repository's place into them, where npm install writes real
// folders inside the site. These are copied; the rest (the MDX compiler's,
// run by Node) are links.
var bundledPackages = map[string]bool{"react": true, "react-dom": true, "scheduler": true, "@docsearch": true, "algoliasearch": true, "@algolia": true}

// linkPackages makes a node_modules folder out of the repository's.
func linkPackages(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		src, dst := filepath.Join(from, e.Name()), filepath.Join(to, e.Name())
		switch {
		case strings.HasPrefix(e.Name(), "."):
			// .cache, .bin, npm's own files
		case bundledPackages[e.Name()]:
			if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
				t.Fatal(err)
			}
		default:
			if err := os.Symlink(src, dst); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func readTree(t *testing.T, root string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		out[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
