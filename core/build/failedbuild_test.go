package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A failed build leaves the served output as a build that never ran would,
// the record of its files included: the build that follows the fix keeps
// the unchanged pages and the bundle instead of writing the whole site
// again. Before, the folder a failed build had made (hard links to the
// served files) was thrown away, which moved the served files' change
// times, and the next build took every one of them for changed: fixing a
// mistake cost a cold build. Both kinds of failure are tried: one in a
// plugin's Load, before any page is written, and one in the link check,
// after every page is.
func TestTheBuildAfterAFailedOneStartsWarm(t *testing.T) {
	site := strings.Replace(docsSite, `url = "https://tiny.example"`, "url = \"https://tiny.example\"\nonBrokenLinks = \"throw\"", 1)
	site = strings.Replace(site, "-- site/sidebars.json --", "[[plugins]]\nname = \"pages\"\n-- site/pages/index.md --\n# Home\n-- site/sidebars.json --", 1)
	s := newTestSite(t, site)
	s.mustBuild()
	s.write("site/docs/intro.md", "# Introduction\n\nFirst edit.\n")
	s.mustBuild() // the output before it is now the spare
	unchanged := []string{"build/docs/basics/setup/index.html", "build/docs/basics/index.html"}
	assets, _ := filepath.Glob(filepath.Join(s.dir, "build", "assets", "*.js"))
	if len(assets) == 0 {
		t.Fatal("no bundle files in build/assets")
	}
	for i, a := range assets {
		assets[i], _ = filepath.Rel(s.dir, a)
	}
	kept := append(unchanged, assets...)
	before := s.files(kept)
	later := s.read("site/docs/basics/later.md")

	mistakes := []struct{ name, file, text, wantErr string }{
		{"front matter that does not parse", "site/docs/basics/later.md", "---\ntitle: [unclosed\n---\n# Later\n", "later.md"},
		{"a link to no page", "site/docs/intro.md", "# Introduction\n\nGo [nowhere](/nowhere).\n", "/nowhere"},
	}
	for i, m := range mistakes {
		good := s.read(m.file)
		s.write(m.file, m.text)
		if _, err := s.build(); err == nil || !strings.Contains(err.Error(), m.wantErr) {
			t.Fatalf("%s: the build should fail naming %q: %v", m.name, m.wantErr, err)
		}
		s.write(m.file, good)
		s.write("site/docs/intro.md", "# Introduction\n\nEdit "+string(rune('A'+i))+".\n")
		s.mustBuild()
		after := s.files(kept)
		for _, rel := range kept {
			if !os.SameFile(before[rel], after[rel]) {
				t.Errorf("after %s was fixed, %s was written again: the build after a failed one did not keep it", m.name, rel)
			}
		}
		if !strings.Contains(s.read("build/docs/intro/index.html"), "Edit "+string(rune('A'+i))) {
			t.Errorf("after %s was fixed, the edit is not on the page", m.name)
		}
		sameTree(t, "after "+m.name+" was fixed", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
	}
	if s.read("site/docs/basics/later.md") != later {
		t.Fatal("the test did not put later.md back")
	}
}

// files stats the site's files rels.
func (s *testSite) files(rels []string) map[string]os.FileInfo {
	s.t.Helper()
	out := map[string]os.FileInfo{}
	for _, rel := range rels {
		info, err := os.Stat(filepath.Join(s.dir, rel))
		if err != nil {
			s.t.Fatal(err)
		}
		out[rel] = info
	}
	return out
}
