package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage/mdpagetest"
)

// git runs a git command in dir with a fixed author and dates.
func git(t *testing.T, dir, date string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=Ada Lovelace", "GIT_AUTHOR_EMAIL=ada@example.com",
		"GIT_COMMITTER_NAME=Ada Lovelace", "GIT_COMMITTER_EMAIL=ada@example.com",
		"GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// showLastUpdateTime and showLastUpdateAuthor give each doc the date and
// author of its file's last commit, as Docusaurus's options do; a doc never
// committed, or a site outside git, gets neither.
func TestLastUpdateComesFromGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := mdpagetest.WriteSite(t, "-- docs/intro.md --\n# Intro\n-- docs/guides/setup.md --\n# Setup\n")
	git(t, dir, "2024-03-01T10:00:00Z", "init", "-q")
	git(t, dir, "2024-03-01T10:00:00Z", "add", ".")
	git(t, dir, "2024-03-01T10:00:00Z", "commit", "-q", "-m", "first")
	if err := os.WriteFile(filepath.Join(dir, "docs/guides/setup.md"), []byte("# Setup\n\nMore.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git(t, dir, "2025-11-27T08:00:00Z", "commit", "-q", "-am", "second")
	if err := os.WriteFile(filepath.Join(dir, "docs/new.md"), []byte("# New\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	l, err := loadIn(t, New(), dir, `{"path": "docs", "showLastUpdateTime": true, "showLastUpdateAuthor": true}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][3]string{
		"/docs/intro":        {"2024-03-01T10:00:00Z", "Mar 1, 2024", "Ada Lovelace"},
		"/docs/guides/setup": {"2025-11-27T08:00:00Z", "Nov 27, 2025", "Ada Lovelace"},
		"/docs/new":          {"", "", ""},
	} {
		d := l.data(t, path)
		if got := [3]string{d.LastUpdatedAt, d.FormattedLastUpdatedAt, d.LastUpdatedBy}; got != want {
			t.Errorf("%s: last update %q, want %q", path, got, want)
		}
	}

	l, err = loadIn(t, New(), dir, `{"path": "docs", "showLastUpdateTime": true}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	if d := l.data(t, "/docs/intro"); d.LastUpdatedAt == "" || d.LastUpdatedBy != "" {
		t.Errorf("time only: %+v", d)
	}
	l, err = loadIn(t, New(), dir, `{"path": "docs"}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	if d := l.data(t, "/docs/intro"); d.LastUpdatedAt != "" || d.LastUpdatedBy != "" {
		t.Errorf("options off: %+v", d)
	}
}

func TestLastUpdateOutsideGitIsNothing(t *testing.T) {
	l, err := loadSite(t, "-- docs/intro.md --\n# Intro\n", `{"path": "docs", "showLastUpdateTime": true}`, `{}`)
	if err != nil {
		t.Fatal(err)
	}
	if d := l.data(t, "/docs/intro"); d.LastUpdatedAt != "" {
		t.Errorf("outside git: %+v", d)
	}
}
