package apiref

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// A new process (each `folio build` starts a new docs plugin) reads the
// generated docs back: TypeDoc's output is not needed, and the docs are
// the ones generated. A kept generation that is damaged is made again.
func TestANewProcessReadsTheGeneratedDocsBack(t *testing.T) {
	_, docs := generateFixture(t)
	cacheDir := filepath.Join(fixture.site, "node_modules", ".cache", "folio")
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
}
