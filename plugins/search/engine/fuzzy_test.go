package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestTypos(t *testing.T) {
	cases := []struct {
		q, term string
		prefix  bool
		n, hl   int
	}{
		{"editor", "editor", false, 0, 6},
		{"edtior", "editor", false, 1, 6}, // swapped letters: one typo
		{"editr", "editor", false, 1, 6},
		{"editoor", "editor", false, 1, 6},
		{"edit", "editor", true, 0, 4},
		{"edti", "editor", true, 1, 4},
		{"selction", "selection", false, 1, 9},
		{"slection", "selections", true, 1, 9},
	}
	for _, c := range cases {
		n, hl := typos(c.q, c.term, c.prefix)
		if n != c.n || hl != c.hl {
			t.Errorf("typos(%q, %q, %v) = %d, %d; want %d, %d", c.q, c.term, c.prefix, n, hl, c.n, c.hl)
		}
	}
}

// The automaton walking the dictionary must find exactly the terms that
// the plain edit distance accepts, among those with the same first letter.
func TestTypoAutomatonAgreesWithDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	letters := "abcde"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = letters[rng.IntN(len(letters))]
		}
		return string(b)
	}
	var objs []Object
	seen := map[string]bool{}
	var dict []string
	for len(dict) < 400 {
		w := word(3 + rng.IntN(6))
		if seen[w] {
			continue
		}
		seen[w] = true
		dict = append(dict, w)
		objs = append(objs, mustObject(t, `{"objectID":"`+w+`","t":"`+w+`"}`))
	}
	ix, err := Build(objs, Settings{})
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		q := word(4 + rng.IntN(4))
		for _, prefix := range []bool{false, true} {
			for k := 1; k <= 2; k++ {
				var got []string
				for _, id := range ix.typoTerms(q, k, prefix) {
					got = append(got, ix.terms[id])
				}
				var want []string
				for _, w := range dict {
					if n, _ := typos(q, w, prefix); n <= k && w[0] == q[0] {
						want = append(want, w)
					}
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("query %q prefix=%v k=%d: automaton found %v, distance accepts %v", q, prefix, k, got, want)
				}
			}
		}
	}
}
