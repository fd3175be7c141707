package server

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// twinSite is testSite with Markdown twins beside two of its pages.
func twinSite(t *testing.T) string {
	root := testSite(t)
	write(t, filepath.Join(root, "docs/intro.md"), "# Intro\n\nThe intro as Markdown.\n")
	write(t, filepath.Join(root, "markdown-page.md"), "# Markdown page\n")
	return root
}

func TestAMarkdownRequestGetsTheTwin(t *testing.T) {
	s := newServer(t, twinSite(t), Options{})
	for _, accept := range []string{
		"text/markdown",
		"text/markdown, text/html;q=0.9",
		"text/html;q=0.5, text/markdown;q=0.8, */*;q=0.1",
		"TEXT/MARKDOWN;charset=utf-8",
		"text/markdown;q=0.3, text/*;q=0.2",
	} {
		for _, target := range []string{"/docs/intro", "/docs/intro/"} {
			w := do(s, "GET", target, "Accept", accept)
			if w.Code != 200 || body(t, w) != "# Intro\n\nThe intro as Markdown.\n" {
				t.Errorf("Accept %q, %s: %d %q, want the twin", accept, target, w.Code, w.Body.String())
				continue
			}
			if got := w.Header().Get("Content-Type"); got != "text/markdown; charset=utf-8" {
				t.Errorf("Accept %q: Content-Type = %q", accept, got)
			}
			if !varies(w.Header(), "Accept") {
				t.Errorf("Accept %q: Vary = %q, want Accept in it", accept, w.Header().Values("Vary"))
			}
			if got, want := w.Header().Get("Link"), "<"+target+`>; rel="canonical"`; got != want {
				t.Errorf("Accept %q: Link = %q, want %q", accept, got, want)
			}
		}
	}
	w := do(s, "GET", "/markdown-page", "Accept", "text/markdown")
	if body(t, w) != "# Markdown page\n" {
		t.Errorf("page.html's twin: %q", w.Body.String())
	}
}

func TestAnHTMLRequestGetsThePageAndVaryAccept(t *testing.T) {
	s := newServer(t, twinSite(t), Options{})
	for _, accept := range []string{
		"",
		"*/*",
		"text/html",
		"text/*",
		"text/html, text/markdown",       // a tie goes to HTML
		"text/markdown;q=0, */*",         // refused
		"text/markdown;q=0.5, text/html", // HTML ranked higher
		"text/markdown;q=2",              // out of grammar: no match
		"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", // a browser's
	} {
		w := do(s, "GET", "/docs/intro", "Accept", accept)
		if w.Code != 200 || body(t, w) != "<h1>intro</h1>" {
			t.Errorf("Accept %q: %d %q, want the HTML", accept, w.Code, w.Body.String())
		}
		if got := w.Header().Get("Content-Type"); got != "text/html; charset=utf-8" {
			t.Errorf("Accept %q: Content-Type = %q", accept, got)
		}
		if !varies(w.Header(), "Accept") {
			t.Errorf("Accept %q: Vary = %q, want Accept in it", accept, w.Header().Values("Vary"))
		}
		if w.Header().Get("Link") != "" {
			t.Errorf("Accept %q: the HTML has a Link header %q", accept, w.Header().Get("Link"))
		}
	}
}

func TestAPageWithoutATwinIsNotNegotiated(t *testing.T) {
	s := newServer(t, twinSite(t), Options{})
	w := do(s, "GET", "/", "Accept", "text/markdown")
	if body(t, w) != "<h1>home</h1>" || varies(w.Header(), "Accept") {
		t.Errorf("a page with no twin: %q, Vary %q", w.Body.String(), w.Header().Values("Vary"))
	}
	w = do(s, "GET", "/missing", "Accept", "text/markdown")
	if w.Code != http.StatusNotFound || !strings.Contains(body(t, w), "Page Not Found") {
		t.Errorf("a missing page: %d %q", w.Code, w.Body.String())
	}
	// Assets are never negotiated, whatever the header says.
	w = do(s, "GET", "/assets/data/route-9F.json", "Accept", "text/markdown")
	if body(t, w) != `{"a":1}` || varies(w.Header(), "Accept") {
		t.Errorf("an asset: %q, Vary %q", w.Body.String(), w.Header().Values("Vary"))
	}
}

func TestATwinByItsOwnURLIsMarkdownAndNamesItsPage(t *testing.T) {
	s := newServer(t, twinSite(t), Options{BaseURL: "/site/"})
	w := do(s, "GET", "/site/docs/intro.md")
	if w.Code != 200 || body(t, w) != "# Intro\n\nThe intro as Markdown.\n" {
		t.Fatalf("GET the twin: %d %q", w.Code, w.Body.String())
	}
	if got := w.Header().Get("Content-Type"); got != "text/markdown; charset=utf-8" {
		t.Errorf("Content-Type = %q", got)
	}
	if got := w.Header().Get("Link"); got != `</site/docs/intro>; rel="canonical"` {
		t.Errorf("Link = %q", got)
	}
	w = do(s, "GET", "/site/docs/intro", "Accept", "text/markdown")
	if body(t, w) != "# Intro\n\nThe intro as Markdown.\n" || w.Header().Get("Link") != `</site/docs/intro>; rel="canonical"` {
		t.Errorf("negotiated under a base URL: %q, Link %q", w.Body.String(), w.Header().Get("Link"))
	}
	// With the site's public origin, the canonical URL is absolute.
	s = newServer(t, twinSite(t), Options{BaseURL: "/site/", SiteURL: "https://docs.example/"})
	for _, w := range []*httptest.ResponseRecorder{do(s, "GET", "/site/docs/intro.md"), do(s, "GET", "/site/docs/intro", "Accept", "text/markdown")} {
		if got := w.Header().Get("Link"); got != `<https://docs.example/site/docs/intro>; rel="canonical"` {
			t.Errorf("Link with a site URL = %q", got)
		}
	}
	// HEAD answers with the twin's headers and no body.
	w = do(s, "HEAD", "/site/docs/intro", "Accept", "text/markdown")
	if w.Header().Get("Link") != `<https://docs.example/site/docs/intro>; rel="canonical"` {
		t.Errorf("HEAD: Link %q", w.Header().Get("Link"))
	}
	if w.Code != 200 || w.Body.Len() != 0 || w.Header().Get("Content-Type") != "text/markdown; charset=utf-8" {
		t.Errorf("HEAD: %d %q %q", w.Code, w.Body.String(), w.Header().Get("Content-Type"))
	}
}

func TestTheTwinAndThePageHaveTheirOwnETags(t *testing.T) {
	s := newServer(t, twinSite(t), Options{})
	md := do(s, "GET", "/docs/intro", "Accept", "text/markdown").Header().Get("ETag")
	page := do(s, "GET", "/docs/intro").Header().Get("ETag")
	if md == "" || md == page {
		t.Fatalf("ETags: twin %q, page %q", md, page)
	}
	// A revalidation of the HTML with the twin's tag must not get a 304.
	if w := do(s, "GET", "/docs/intro", "If-None-Match", md); w.Code != 200 {
		t.Errorf("HTML revalidated with the twin's ETag: %d", w.Code)
	}
	if w := do(s, "GET", "/docs/intro", "Accept", "text/markdown", "If-None-Match", md); w.Code != http.StatusNotModified {
		t.Errorf("twin revalidated with its ETag: %d", w.Code)
	}
}

func varies(h http.Header, field string) bool {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				return true
			}
		}
	}
	return false
}
