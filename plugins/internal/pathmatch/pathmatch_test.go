package pathmatch

import "testing"

func TestAny(t *testing.T) {
	patterns := []string{"/private/**", "/tags/*", "/exact"}
	for p, want := range map[string]bool{
		"/private": true, "/private/a/b": true, "/privateer": false,
		"/tags/x": true, "/tags/x/y": false, "/exact": true, "/exact/": true, "/other": false,
	} {
		if got := Any(p, patterns); got != want {
			t.Errorf("Any(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestCheckRefusesABadPattern(t *testing.T) {
	if err := Check("/a/[b"); err == nil {
		t.Error("Check(/a/[b) = nil, want an error")
	}
	if err := Check("/a/**"); err != nil {
		t.Errorf("Check(/a/**) = %v", err)
	}
}

// A leading "**/" matches at any depth, as in Docusaurus's exclude globs.
func TestAnyDepth(t *testing.T) {
	patterns := []string{"**/_*.md", "**/__tests__/**", "drafts/**"}
	for p, want := range map[string]bool{
		"_partial.md": true, "guides/_partial.md": true, "guides/deep/_x.md": true, "guides/partial.md": false,
		"__tests__/a.md": true, "a/__tests__/b/c.md": true, "a/tests/b.md": false,
		"drafts/one.md": true, "guides/drafts/one.md": false,
	} {
		if got := Any(p, patterns); got != want {
			t.Errorf("Any(%q) = %v, want %v", p, got, want)
		}
	}
	if err := Check("**/[x"); err == nil {
		t.Error("Check(**/[x) = nil, want an error")
	}
}
