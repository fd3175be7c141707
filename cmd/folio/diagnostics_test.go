package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/internal/sitetest"
)

// brokenDocsSite is a docs site whose only doc has an unclosed bracket in
// its front matter: the build fails while loading, before any bundling.
func brokenDocsSite(t *testing.T) string {
	t.Helper()
	site := t.TempDir()
	files := map[string]string{
		"site.toml":          "title = \"Broken\"\nurl = \"https://broken.example\"\n\n[[plugins]]\nname = \"docs\"\n",
		"site/docs/intro.md": "---\ntitle: [unclosed\n---\n# Intro\n",
	}
	for name, content := range files {
		path := filepath.Join(site, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The repository's npm packages, as the site's own.
	sitetest.LinkNodeModules(t, site)
	return site
}

// runIn runs folio in dir and returns its stdout, stderr and exit code.
func runIn(t *testing.T, bin, dir string, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

func TestBuildPrintsDiagnosticsWithACaretOrAsJSONLines(t *testing.T) {
	bin := buildFolio(t)
	site := brokenDocsSite(t)

	stdout, stderr, code := runIn(t, bin, site, nil, "build", "--quiet")
	if code != 1 || stdout != "" {
		t.Fatalf("exit %d, stdout %q", code, stdout)
	}
	want := "site/docs/intro.md:2:8: error: front matter: did not find expected ',' or ']' [docs]\n" +
		"  2 | title: [unclosed\n" +
		"    |        ^\n"
	if stderr != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", stderr, want)
	}

	for _, run := range []struct {
		name string
		env  []string
		args []string
	}{
		{"--json", nil, []string{"build", "--quiet", "--json"}},
		{"FOLIO_DIAGNOSTICS=json", []string{"FOLIO_DIAGNOSTICS=json"}, []string{"build", "--quiet"}},
	} {
		t.Run(run.name, func(t *testing.T) {
			stdout, stderr, code := runIn(t, bin, site, run.env, run.args...)
			if code != 1 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			if len(lines) != 1 {
				t.Fatalf("want one JSON line, got %q", stdout)
			}
			var d map[string]any
			if err := json.Unmarshal([]byte(lines[0]), &d); err != nil {
				t.Fatalf("%v: %s", err, lines[0])
			}
			for k, v := range map[string]any{"file": "site/docs/intro.md", "line": 2.0, "column": 8.0, "severity": "error",
				"message": "front matter: did not find expected ',' or ']'", "source": "docs", "excerpt": "title: [unclosed"} {
				if d[k] != v {
					t.Errorf("%s = %v, want %v", k, d[k], v)
				}
			}
		})
	}
}
