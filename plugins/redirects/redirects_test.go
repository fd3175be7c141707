package redirects

import (
	"context"
	"strings"
	"testing"
)

func TestOptionsAreChecked(t *testing.T) {
	for raw, want := range map[string]string{
		`{"redirects":[{"from":"/a"}]}`:                   "`to` is missing",
		`{"redirects":[{"from":"a","to":"/b"}]}`:          `from = "a" must be a site path`,
		`{"redirects":[{"from":"/a","to":"b"}]}`:          `to = "b" must be a site path`,
		`{"redirects":[{"from":"/a/","to":"/a"}]}`:        "redirects to itself",
		`{"redirects":[{"from":["/a","/a/"],"to":"/b"}]}`: "already redirected",
		`{"redirects":[{"from":"/a?x=1","to":"/b"}]}`:     "without query",
		`{"redirect":[]}`:                                 `unknown option "redirect"; did you mean redirects?`,
	} {
		_, err := decodeOptions([]byte(raw))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", raw, err, want)
		}
	}
	o, err := decodeOptions([]byte(`{"redirects":[{"from":["/x","/y"],"to":"https://example.com/z"}]}`))
	if err != nil || len(o.Redirects[0].From) != 2 {
		t.Errorf("options = %+v, %v", o, err)
	}
}

func TestRedirectPageEscapesTheTarget(t *testing.T) {
	page := string(redirectPage("en", `https://example.com/a"</script><b>`, "https://example.com/"))
	if strings.Contains(page, "</script><b>") || strings.Contains(page, `a"<`) {
		t.Errorf("the target escaped its attribute or script:\n%s", page)
	}
	if !strings.Contains(page, `location.replace("https://example.com/a\"\u003c/script\u003e\u003cb\u003e" + location.search + location.hash)`) {
		t.Errorf("script:\n%s", page)
	}
	if !strings.Contains(redirectPageString("/b#top"), `location.replace("/b#top" + "")`) {
		t.Error("a target with its own fragment keeps it, and gets no other")
	}
}

func redirectPageString(target string) string { return string(redirectPage("en", target, target)) }

func TestLookupKey(t *testing.T) {
	for in, want := range map[string]string{"/a/": "/a", "/a/index.html": "/a", "/a.html": "/a", "/": "/", "/a?x#y": "/a"} {
		if got := lookupKey(in); got != want {
			t.Errorf("lookupKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDescribeDeclaresReusable(t *testing.T) {
	d, err := New().Describe(context.Background())
	if err != nil || !d.Reusable {
		t.Errorf("Describe = %v, %v: want reusable", d, err)
	}
}
