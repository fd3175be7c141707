package render

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestDecodeVLQ(t *testing.T) {
	for in, want := range map[string][]int{"AAAA": {0, 0, 0, 0}, "gB": {16}, "D": {-1}, "SAAU": {9, 0, 0, 10}} {
		if got := decodeVLQ(in); !reflect.DeepEqual(got, want) {
			t.Errorf("decodeVLQ(%q) = %v, want %v", in, got, want)
		}
	}
}

// A stack frame in the bundle maps to the site's file; frames in packages
// are passed over.
func TestPlaceInSourceSkipsPackages(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "server.mjs")
	// Line 1: col 0 → source 0 (a package) 0:0. Line 2: col 4 → source 1
	// (the site's page) line 3 (0-based 2), column 9 (0-based 8).
	sm := `{"version":3,"sources":["../node_modules/react/index.js","../site/pages/index.tsx"],"mappings":"AAAA;ICEQ"}`
	if err := os.WriteFile(js+".map", []byte(sm), 0o644); err != nil {
		t.Fatal(err)
	}
	stack := "at inner (file://" + js + ":1:1)\nat Home (file://" + js + ":2:7)\nat other (node:internal/x:1:1)"
	got, ok := placeInSource(stack)
	want := sourcePlace{File: filepath.Join(filepath.Dir(dir), "site", "pages", "index.tsx"), Line: 3, Column: 9}
	if !ok || got != want {
		t.Errorf("placeInSource = %+v, %v; want %+v", got, ok, want)
	}
}
