package apiref

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The fixture (testdata/packages) is a small editor library: a class, an
// interface, a class re-exported with `export type`, object type aliases,
// overloaded functions, {@link} tags, a second entry point, and a scoped
// package with README links of every kind.

var fixturePackages = []string{"fixture-core", "@fixture/plugin"}

// fixtureSite lays the fixture out as an installed site in a temporary
// directory; TypeDoc and TypeScript come from the repository's own
// node_modules.
func fixtureSite(t testing.TB) string {
	t.Helper()
	site := t.TempDir()
	layOutFixture(t, site)
	return site
}

func layOutFixture(t testing.TB, site string) {
	t.Helper()
	lexicalPackages(t) // skips without node and npm dependencies
	nm := filepath.Join(site, "node_modules")
	copyDir(t, "testdata/packages/fixture-core", filepath.Join(nm, "fixture-core"))
	copyDir(t, "testdata/packages/fixture-plugin", filepath.Join(nm, "@fixture", "plugin"))
	for _, dep := range []string{"typedoc", "typescript"} {
		abs, err := filepath.Abs(filepath.Join(repoRoot, "node_modules", dep))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(nm, dep)); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(site, "package-lock.json"), `{"lockfileVersion": 3, "packages": {"node_modules/fixture-core": {"version": "1.2.3"}}}`)
}

func copyDir(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(file string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, file)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func writeFile(t testing.TB, file, content string) {
	t.Helper()
	if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// fixture runs the generator once for all tests (TypeDoc takes a second
// or two) and keeps the site for the cache tests.
var fixture struct {
	once sync.Once
	site string
	res  *Result
	err  error
}

func fixtureOptions(site string) Options {
	return Options{SiteDir: site, Packages: fixturePackages, Core: "fixture-core", SiteURL: "https://fixture.dev"}
}

func generateFixture(t *testing.T) (*Result, map[string]string) {
	t.Helper()
	lexicalPackages(t) // skips without node and npm dependencies
	fixture.once.Do(func() {
		// Not t.TempDir: the site outlives the first test that asks.
		dir, err := os.MkdirTemp("", "apiref-fixture-")
		if err != nil {
			fixture.err = err
			return
		}
		fixture.site = dir
		layOutFixture(t, dir)
		fixture.res, fixture.err = Generate(context.Background(), fixtureOptions(fixture.site))
	})
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	docs := map[string]string{}
	for _, d := range fixture.res.Docs {
		docs[d.ID] = string(d.Source)
	}
	return fixture.res, docs
}

func TestMain(m *testing.M) {
	code := m.Run()
	if fixture.site != "" {
		os.RemoveAll(fixture.site)
	}
	os.Exit(code)
}

// headingSection returns the Markdown of a page from the heading with the given
// id to the next heading of the same or a higher level.
func headingSection(t *testing.T, page, id string) string {
	t.Helper()
	lines := strings.Split(page, "\n")
	start, level := -1, 0
	for i, l := range lines {
		if start < 0 && strings.HasSuffix(l, "{#"+id+"}") {
			start, level = i, len(l)-len(strings.TrimLeft(l, "#"))
			continue
		}
		if start >= 0 && strings.HasPrefix(l, "#") {
			if n := len(l) - len(strings.TrimLeft(l, "#")); n <= level {
				return strings.Join(lines[start:i], "\n")
			}
		}
	}
	if start < 0 {
		t.Fatalf("no heading {#%s} in:\n%s", id, page)
	}
	return strings.Join(lines[start:], "\n")
}

func assertContains(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

func assertLacks(t *testing.T, what, text string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(text, w) {
			t.Errorf("%s has %q:\n%s", what, w, text)
		}
	}
}
