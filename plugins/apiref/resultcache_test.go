package apiref

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/folio-docs/folio/core/files"
)

// A new process (each `folio build` starts a new docs plugin) reads the
// generated docs back: TypeDoc's output is not needed, and the docs are
// the ones generated. A kept generation that is damaged is made again.
func TestANewProcessReadsTheGeneratedDocsBack(t *testing.T) {
	_, docs := generateFixture(t)
	cacheDir := filepath.Join(fixture.site, "node_modules", ".cache", "folio", "apiref")
	kept, _ := filepath.Glob(filepath.Join(cacheDir, "reference-*.gob"))
	if len(kept) != 1 {
		t.Fatalf("kept generations %v, want one reference-<hash>.gob", kept)
	}
	typedocFiles, _ := filepath.Glob(filepath.Join(cacheDir, "typedoc-*.json"))
	if len(typedocFiles) != 1 {
		t.Fatalf("TypeDoc cache files %v", typedocFiles)
	}
	typedoc, err := os.ReadFile(typedocFiles[0])
	if err != nil {
		t.Fatal(err)
	}
	// Without TypeDoc's output, only the kept generation can give the
	// API pages without running TypeDoc again.
	if err := os.Remove(typedocFiles[0]); err != nil {
		t.Fatal(err)
	}
	defer writeFile(t, typedocFiles[0], string(typedoc))

	forgetLastRun()
	again, err := Generate(context.Background(), fixtureOptions(fixture.site))
	if err != nil {
		t.Fatal(err)
	}
	if !again.FromCache || again.TypeDoc != 0 {
		t.Errorf("a new process ran TypeDoc (FromCache %v, %v)", again.FromCache, again.TypeDoc)
	}
	if len(again.Docs) != len(docs) {
		t.Errorf("%d docs read back, %d generated", len(again.Docs), len(docs))
	}
	for _, d := range again.Docs {
		if string(d.Source) != docs[d.ID] {
			t.Errorf("%s differs when read back", d.ID)
		}
	}

	writeFile(t, typedocFiles[0], string(typedoc))
	writeFile(t, kept[0], "not a generation")
	// Files the store's manifest will not name: another folio's
	// generation, an older TypeDoc output, a stray.
	stale := []string{"reference-0123456789abcdef0123.gob", "typedoc-0123456789abcdef0123.json", "stray"}
	for _, name := range stale {
		writeFile(t, filepath.Join(cacheDir, name), "old")
	}
	forgetLastRun()
	remade, err := Generate(context.Background(), fixtureOptions(fixture.site))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range remade.Docs {
		if string(d.Source) != docs[d.ID] {
			t.Errorf("%s differs when generated again after the kept one was damaged", d.ID)
		}
	}
	if res, ok := readResult(kept[0]); !ok || len(res.Docs) != len(docs) {
		t.Errorf("the damaged generation was not written anew (%v)", ok)
	}
	for _, name := range stale {
		if _, err := os.Stat(filepath.Join(cacheDir, name)); err == nil {
			t.Errorf("%s, which the manifest does not name, was left", name)
		}
	}
	if live := files.StoreFiles(cacheDir); len(live) != 2 || !slices.Contains(live, filepath.Base(kept[0])) || !slices.Contains(live, filepath.Base(typedocFiles[0])) {
		t.Errorf("the manifest names %v, want the generation and its TypeDoc output", live)
	}
}
