package route

import "testing"

func ptr(b bool) *bool { return &b }

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"/":                      "/",
		"/index.html":            "/",
		"/docs/intro":            "/docs/intro",
		"/docs/intro/":           "/docs/intro",
		"/docs/intro.html":       "/docs/intro",
		"/docs/intro/index.html": "/docs/intro",
		"/community/":            "/community",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestJoin(t *testing.T) {
	tests := []struct {
		base, p string
		slash   *bool
		want    string
	}{
		{"/", "/", nil, "/"},
		{"/", "/docs/intro", nil, "/docs/intro"},
		{"/", "/community/", nil, "/community/"},
		{"/", "/docs/intro", ptr(true), "/docs/intro/"},
		{"/", "/community/", ptr(false), "/community"},
		{"/site/", "/docs/intro", nil, "/site/docs/intro"},
		{"/site/", "/", ptr(false), "/site/"},
	}
	for _, tt := range tests {
		if got := Join(tt.base, tt.p, tt.slash); got != tt.want {
			t.Errorf("Join(%q, %q, %v) = %q, want %q", tt.base, tt.p, tt.slash, got, tt.want)
		}
	}
}

func TestOutputFile(t *testing.T) {
	tests := []struct {
		base, p string
		slash   *bool
		want    string
	}{
		{"/", "/", nil, "index.html"},
		{"/", "/docs/intro", nil, "docs/intro/index.html"},
		{"/", "/docs/intro", ptr(false), "docs/intro.html"},
		{"/", "/community/", ptr(false), "community/index.html"},
		{"/", "/404.html", nil, "404.html"},
		{"/site/", "/site/docs/intro", nil, "docs/intro/index.html"},
		{"/site/", "/site/", nil, "index.html"},
	}
	for _, tt := range tests {
		if got := OutputFile(tt.base, tt.p, tt.slash); got != tt.want {
			t.Errorf("OutputFile(%q, %q, %v) = %q, want %q", tt.base, tt.p, tt.slash, got, tt.want)
		}
	}
}

func TestDuplicatesAndDedupe(t *testing.T) {
	routes := []Route{
		{Path: "/a", Plugin: "pages"},
		{Path: "/b", Plugin: "docs"},
		{Path: "/a/", Plugin: "blog"},
	}
	d := Duplicates(routes)
	if len(d) != 1 || d[0].Path != "/a" || len(d[0].Plugins) != 2 || d[0].Plugins[1] != "blog" {
		t.Fatalf("Duplicates = %+v", d)
	}
	kept := Dedupe(routes)
	if len(kept) != 2 || kept[0].Plugin != "pages" {
		t.Fatalf("Dedupe = %+v", kept)
	}
}

func TestSort(t *testing.T) {
	routes := []Route{{Path: "/b"}, {Path: "/"}, {Path: "/a/c"}, {Path: "/a"}}
	Sort(routes)
	got := ""
	for _, r := range routes {
		got += r.Path + " "
	}
	if got != "/ /a /a/c /b " {
		t.Errorf("Sort = %q", got)
	}
}
