package build

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/folio-docs/folio/core/pluginhost"
	"github.com/folio-docs/folio/internal/sitetest"
	"github.com/folio-docs/folio/plugins/builtin"
)

// The test binary doubles as the folio binary: the build starts built-in
// plugins as `<executable> plugin NAME`, which lands here.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "plugin" {
		if serveTestPlugin(os.Args[2]) {
			os.Exit(0)
		}
		if err := builtin.Serve(os.Args[2]); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(1)
		}
		os.Exit(0)
	}
	// The tests' sites have a handful of pages: with buckets of two, the
	// cache of each spreads over several bucket files (cache_pages.go).
	pagesPerBucket = 2
	// Tests build many sites at once beside other packages' tests: on a
	// loaded 2-core machine a Node plugin's handshake has taken more than
	// the 10 s a user's build allows. No test here is about that limit.
	if os.Getenv(pluginhost.StartTimeoutEnv) == "" {
		os.Setenv(pluginhost.StartTimeoutEnv, "60s")
	}
	os.Exit(m.Run())
}

// testSite is a whole small site written from one txtar literal, built the
// way `folio build` builds it, with assertions on its output.
type testSite struct {
	t   *testing.T
	dir string
}

func newTestSite(t *testing.T, archive string) *testSite {
	t.Helper()
	dir := t.TempDir()
	for _, f := range txtar.Parse([]byte(archive)).Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The repository's npm packages (react, @folio/client, the classic
	// theme) serve the test site as they serve the real one.
	sitetest.LinkNodeModules(t, dir)
	return &testSite{t: t, dir: dir}
}

func (s *testSite) build() (*Summary, error) {
	var log strings.Builder
	return Build(context.Background(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), Log: &log})
}

func (s *testSite) mustBuild() *Summary {
	s.t.Helper()
	sum, err := s.build()
	if err != nil {
		s.t.Fatalf("build failed: %v", err)
	}
	return sum
}

func (s *testSite) write(name, content string) {
	s.t.Helper()
	if err := os.WriteFile(filepath.Join(s.dir, name), []byte(content), 0o644); err != nil {
		s.t.Fatal(err)
	}
}

func (s *testSite) read(name string) string {
	s.t.Helper()
	b, err := os.ReadFile(filepath.Join(s.dir, name))
	if err != nil {
		s.t.Fatalf("reading output: %v", err)
	}
	return string(b)
}

// assertFile checks a file's content for substrings; a leading "! " means
// the substring must be absent.
func (s *testSite) assertFile(name string, wants ...string) {
	s.t.Helper()
	content := s.read(name)
	for _, w := range wants {
		if neg, ok := strings.CutPrefix(w, "! "); ok {
			if strings.Contains(content, neg) {
				s.t.Errorf("%s contains %q", name, neg)
			}
		} else if !strings.Contains(content, w) {
			s.t.Errorf("%s lacks %q", name, w)
		}
	}
}
