package engine

import (
	"fmt"
	"testing"

	"github.com/blevesearch/vellum/levenshtein"
)

// benchIndex is a dictionary of about 5,000 terms, the size of the Lexical
// site's.
func benchIndex(b *testing.B) *Index {
	b.Helper()
	var objs []Object
	for i := range 5000 {
		o, err := ParseObject([]byte(fmt.Sprintf(`{"objectID":"%d","t":"term%dx editor%d selection%d"}`, i, i*7919%100000, i%97, i%89)))
		if err != nil {
			b.Fatal(err)
		}
		objs = append(objs, o)
	}
	ix, err := Build(objs, Settings{})
	if err != nil {
		b.Fatal(err)
	}
	return ix
}

// BenchmarkTypoTerms: folio's automaton, rows computed as the dictionary
// is walked.
func BenchmarkTypoTerms(b *testing.B) {
	ix := benchIndex(b)
	for b.Loop() {
		ix.typoTerms("selectoin", 2, false)
	}
}

// BenchmarkTypoTermsVellumDFA: vellum's own Levenshtein DFA for the same
// word, built per query (its construction dominates), then walked.
func BenchmarkTypoTermsVellumDFA(b *testing.B) {
	ix := benchIndex(b)
	lb, err := levenshtein.NewLevenshteinAutomatonBuilder(2, true)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		dfa, err := lb.BuildDfa("selectoin", 2)
		if err != nil {
			b.Fatal(err)
		}
		it, err := ix.dict.Search(dfa, nil, nil)
		for err == nil {
			err = it.Next()
		}
	}
}
