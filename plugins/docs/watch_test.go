package docs

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
)

// outsideFilesSite has a doc that references an image outside the docs
// folder and one inside it, and a doc that links to a file outside the
// folder that does not exist (a warning, so its parse is never kept).
const outsideFilesSite = `
-- site/docs/intro.md --
# Intro

![Logo](../static/img/logo.png) ![Flow](./img/flow.png)
-- site/docs/guide.md --
# Guide

Get [the plan](../static/plan.pdf).
-- site/docs/img/flow.png --
PNG
-- site/static/img/logo.png --
PNG
`

// The files docs reference outside the docs folder are watched, on the
// first Load and on every Load whose parse comes from the cache: in
// memory (the same plugin, as in folio dev) or on disk (a new plugin, as
// in the next folio build).
func TestReferencedFilesOutsideTheFolderAreWatched(t *testing.T) {
	first := mustLoad(t, outsideFilesSite, `{}`)
	in := func(rel string) string { return filepath.Join(first.dir, filepath.FromSlash(rel)) }
	want := []string{in("site/docs"), in("site/static/img/logo.png")}
	missing := []string{in("site/static/plan.pdf")}
	check := func(label string, l *loaded, kept int64) {
		t.Helper()
		if !slices.Equal(l.watches, want) || !slices.Equal(l.missing, missing) {
			t.Errorf("%s: watched %q and missing %q, want %q and %q", label, l.watches, l.missing, want, missing)
		}
		// The Load this is about: intro's parse was kept.
		if got := l.plugin.parsed.reused.Load(); got != kept {
			t.Fatalf("%s: %d parses came from the cache, want %d", label, got, kept)
		}
	}
	check("first Load", first, 0)
	again, err := loadIn(t, first.plugin, first.dir, `{}`, `{"baseUrl":"/"}`)
	if err != nil {
		t.Fatal(err)
	}
	check("the same plugin again", again, 1)
	next, err := loadIn(t, New(), first.dir, `{}`, `{"baseUrl":"/"}`)
	if err != nil {
		t.Fatal(err)
	}
	check("a new plugin", next, 1)
}

func TestDescribeDeclaresReusable(t *testing.T) {
	d, err := New().Describe(context.Background())
	if err != nil || !d.Reusable {
		t.Errorf("Describe = %v, %v: want reusable", d, err)
	}
}
