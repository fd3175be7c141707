package markdown

import "testing"

// Cases from github-slugger's documented fixtures, run in order through one
// slugger, since de-duplication depends on what came before.
func TestSluggerMatchesGitHubSlugger(t *testing.T) {
	cases := []struct{ in, want string }{
		{"alpha", "alpha"},
		{"alpha", "alpha-1"},
		{"bravoCharlieDelta", "bravocharliedelta"},
		{"__proto__", "__proto__"},
		{"__proto__", "__proto__-1"},
		{"hasOwnProperty", "hasownproperty"},
		{"echo", "echo"},
		{"echo", "echo-1"},
		{"echo 1", "echo-1-1"},
		{"echo-1", "echo-1-2"},
		{"echo", "echo-2"},
		{"foxtrot-1", "foxtrot-1"},
		{"foxtrot", "foxtrot"},
		{"foxtrot", "foxtrot-2"},
		{"heading with a - dash", "heading-with-a---dash"},
		{"heading with an _ underscore", "heading-with-an-_-underscore"},
		{"heading with a period.txt", "heading-with-a-periodtxt"},
		{"exchange.bind_headers(exchange, routing [, bindCallback])", "exchangebind_headersexchange-routing--bindcallback"},
		{" ", "-"},
		{" a", "-a"},
		{"a ", "a-"},
		{" a ", "-a-"},
		{"-a-", "-a--1"},
		{"apostrophe’s should be trimmed", "apostrophes-should-be-trimmed"},
		{"I ♥ unicode", "i--unicode"},
		{"en–dash", "endash"},
		{"😄 unicode emoji", "-unicode-emoji"},
		{"😄-😄 unicode emoji", "--unicode-emoji"},
		{"😄_😄 unicode emoji", "_-unicode-emoji"},
		{":smile: - a gemoji", "smile---a-gemoji"},
		{"Привет", "привет"},
		{"Привет non-latin 你好", "привет-non-latin-你好"},
		{":ok_hand: :hatched_chick: Two in a row", "ok_hand-hatched_chick-two-in-a-row"},
		// Unicode categories: other numbers and currency go, letter numbers,
		// connectors and marks stay, circled letters are alphabetic.
		{"a² ½ b", "a--b"},
		{"c$ € d", "c--d"},
		{"aⅧ b", "aⅷ-b"},
		{"a‿b", "a‿b"},
		{"à", "à"},
		{"Ⓐ b", "ⓐ-b"},
		{"a\u2028b", "ab"},
		// The examples of docs/content.md.
		{"Getting started", "getting-started"},
		{"The $getRoot() function", "the-getroot-function"},
		{"What's new in 0.26?", "whats-new-in-026"},
	}
	s := newSlugger()
	for _, c := range cases {
		if got := s.slug(c.in); got != c.want {
			t.Errorf("slug(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestReservedIDsAreNotHandedOutAgain(t *testing.T) {
	s := newSlugger()
	s.reserve("setup")
	if got := s.slug("Setup"); got != "setup-1" {
		t.Errorf("slug = %q, want setup-1", got)
	}
}
