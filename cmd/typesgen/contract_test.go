package main

import (
	"os"
	"strings"
	"testing"
)

// The committed contract must be what the Go types say today: a field
// added, renamed or dropped in Go without regenerating fails here.
func TestCommittedContractIsUpToDate(t *testing.T) {
	want, err := Contract("../..")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../" + OutFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s is out of date with the Go types: run go run ./cmd/typesgen", OutFile)
	}
}

// The fields that drifted when the two sides were kept in step by hand.
func TestContractCarriesWhatTheCoreWrites(t *testing.T) {
	text, err := Contract("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"export interface RouteMeta {",
		"  unlisted?: boolean;",                                // route.Meta has it; types.ts had not
		"  routes: Record<string, [number, string]>;",          // the ts tag of a tuple
		"export interface BlogListItem extends BlogPostMeta {", // an embedded struct
		"export interface DocRouteData {",
		"  title: string;", // SiteConfig.title: always set, despite omitempty
	} {
		if !strings.Contains(text, want) {
			t.Errorf("contract lacks %q", want)
		}
	}
	// sourcePath is json:"-": the core never sends it.
	if strings.Contains(text, "sourcePath") {
		t.Errorf("contract has sourcePath, which the core never writes")
	}
}

func TestAStructOutsideTheRootsIsAnError(t *testing.T) {
	roots := []Root{{"core/build", "manifest", "Manifest"}}
	_, err := newGenerator("../..", roots).Generate(roots)
	if err == nil || !strings.Contains(err.Error(), "struct core/build.componentAssets is part of the contract: add it to the roots") {
		t.Errorf("error = %v", err)
	}
}
