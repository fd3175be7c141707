package config

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestIndexLines(t *testing.T) {
	src := strings.Join([]string{
		`# comment with key = "x" and [header]`, // 1
		`title = "a # not a comment"`,           // 2
		`tagline = """`,                         // 3
		`[not.a.header]`,                        // 4
		`key = "inside a string"`,               // 5
		`"""`,                                   // 6
		`lit = '''`,                             // 7
		`x = 1'''`,                              // 8
		`list = [`,                              // 9
		`  "a", # c`,                            // 10
		`  { k = 1 },`,                          // 11
		`]`,                                     // 12
		`"quoted.key" = 1`,                      // 13
		`dotted.inner = 2`,                      // 14
		`[[a]]`,                                 // 15
		`name = "first"`,                        // 16
		`[[a.b]]`,                               // 17
		`c = 1`,                                 // 18
		`[[a]]  # second`,                       // 19
		`[[a.b]]`,                               // 20
		`[[a.b]]`,                               // 21
		`c = { d = 1,`,                          // 22
		`  e = [1, 2] }`,                        // 23
		`[a.t]`,                                 // 24
		`u = "v"`,                               // 25
		"date = 1979-05-27 07:32:00Z\r",         // 26
		`s = "esc \" ] }"`,                      // 27
		`[ 'lit key' . x ]`,                     // 28
		`y = 1`,                                 // 29
		`m = """a\`,                             // 30
		`  b"""""`,                              // 31
		`after = 1`,                             // 32
	}, "\n")
	got := indexLines([]byte(src))
	want := lineIndex{
		"title":             2,
		"tagline":           3,
		"lit":               7,
		"list":              9,
		"list[0]":           10,
		"list[1]":           11,
		"list[1].k":         11,
		`"quoted.key"`:      13,
		"dotted":            14,
		"dotted.inner":      14,
		"a":                 15,
		"a[0]":              15,
		"a[0].name":         16,
		"a[0].b":            17,
		"a[0].b[0]":         17,
		"a[0].b[0].c":       18,
		"a[1]":              19,
		"a[1].b":            20,
		"a[1].b[0]":         20,
		"a[1].b[1]":         21,
		"a[1].b[1].c":       22,
		"a[1].b[1].c.d":     22,
		"a[1].b[1].c.e":     23,
		"a[1].b[1].c.e[0]":  23,
		"a[1].b[1].c.e[1]":  23,
		"a[1].t":            24,
		"a[1].t.u":          25,
		"a[1].t.date":       26,
		"a[1].t.s":          27,
		`"lit key"`:         28,
		`"lit key".x`:       28,
		`"lit key".x.y`:     29,
		`"lit key".x.m`:     30,
		`"lit key".x.after`: 32,
	}
	for k, line := range want {
		if got[k] != line {
			t.Errorf("line of %s = %d, want %d", k, got[k], line)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected key %s at line %d", k, got[k])
		}
	}
}

func TestLineOfFallsBackToAncestor(t *testing.T) {
	ix := indexLines([]byte("a = 1\n[t]\nx = 2\n"))
	tests := []struct {
		p    keyPath
		want int
	}{
		{path("t", "x"), 3},
		{path("t", "missing"), 2},
		{path("t").at(3).key("y"), 2},
		{path("nowhere"), 1},
		{nil, 1},
	}
	for _, tt := range tests {
		if got := ix.lineOf(tt.p); got != tt.want {
			t.Errorf("lineOf(%s) = %d, want %d", tt.p, got, tt.want)
		}
	}
}

func TestIndexLinesExplicitHeaderWins(t *testing.T) {
	ix := indexLines([]byte("[a.b.c]\nx = 1\n[a.b]\ny = 2\n"))
	if ix["a.b"] != 3 || ix["a.b.c"] != 1 || ix["a"] != 1 {
		t.Errorf("index = %v", ix)
	}
}

func TestIndexLinesSurvivesJunk(t *testing.T) {
	// Not valid TOML, but the scanner must still end.
	for _, src := range []string{"[", "[[", "a", "a =", `a = "`, `a = """`, "a = [", "a = {", "= 1", "]]]", "a = [,,]", "\ufeffb = 1"} {
		indexLines([]byte(src))
	}
	if got := indexLines([]byte("\ufeffb = 1")); got["b"] != 1 {
		t.Errorf("BOM: %v", got)
	}
}
