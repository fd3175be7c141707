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
