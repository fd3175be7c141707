package engine

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// termMatch is a dictionary term that matches a query word.
type termMatch struct {
	id    uint32
	typos uint8
	// exact: the term is the word itself.
	exact bool
	// hlRunes is how many runes of the term to highlight; 0 means all.
	hlRunes int
}

// queryWord is one word of the query with the terms it matches.
type queryWord struct {
	term    string
	prefix  bool
	matches []termMatch
	// weight is the number of postings the word's terms have: rarer words
	// are intersected first.
	weight int
}

// Bounds on how many terms one word may stand for: a one-letter prefix
// would otherwise drag in the whole dictionary.
const (
	maxPrefixTerms = 300
	maxTypoTerms   = 300
)

// maxTypos is how many typos a word of this length tolerates.
func (t typoConfig) maxTypos(word string) int {
	if !t.enabled || (!t.numericTypos && isNumeric(word)) {
		return 0
	}
	n := utf8.RuneCountInString(word)
	switch {
	case n >= t.twoTypos:
		return 2
	case n >= t.oneTypo:
		return 1
	}
	return 0
}

// matchWord finds the terms that match word: the word itself, its plural
// or singular, the terms it begins (prefix words) and those within the
// tolerated typos.
func (ix *Index) matchWord(word string, prefix bool, typo typoConfig, plurals bool) queryWord {
	qw := queryWord{term: word, prefix: prefix}
	seen := map[uint32]bool{}
	add := func(m termMatch) {
		if seen[m.id] {
			return
		}
		seen[m.id] = true
		qw.matches = append(qw.matches, m)
	}
	if id, ok := ix.lookup(word); ok {
		add(termMatch{id: id, exact: true})
	}
	if plurals {
		// The plural or singular is no typo, but not the exact word either:
		// "react plugins" prefers "React plugins" to "React plugin".
		for _, form := range pluralForms(word) {
			if id, ok := ix.lookup(form); ok {
				add(termMatch{id: id})
			}
		}
	}
	if prefix {
		lo, hi := ix.prefixRange(word)
		ids := make([]uint32, 0, hi-lo)
		for id := lo; id < hi; id++ {
			ids = append(ids, uint32(id))
		}
		hl := utf8.RuneCountInString(word)
		for _, id := range ix.mostFrequent(ids, maxPrefixTerms) {
			add(termMatch{id: id, hlRunes: hl})
		}
	}
	if k := typo.maxTypos(word); k > 0 {
		var fuzzy []termMatch
		for _, id := range ix.typoTerms(word, k, prefix) {
			if seen[id] {
				continue
			}
			n, runes := typos(word, ix.terms[id], prefix)
			if n == 0 || n > k {
				continue
			}
			m := termMatch{id: id, typos: uint8(n)}
			if prefix {
				m.hlRunes = runes
			}
			fuzzy = append(fuzzy, m)
		}
		if len(fuzzy) > maxTypoTerms {
			// Fewest typos first, then the most frequent terms.
			slices.SortStableFunc(fuzzy, func(a, b termMatch) int {
				if a.typos != b.typos {
					return int(a.typos) - int(b.typos)
				}
				return len(ix.postings[b.id]) - len(ix.postings[a.id])
			})
			fuzzy = fuzzy[:maxTypoTerms]
		}
		for _, m := range fuzzy {
			add(m)
		}
	}
	for _, m := range qw.matches {
		qw.weight += len(ix.postings[m.id])
	}
	return qw
}

func (ix *Index) lookup(term string) (uint32, bool) {
	v, ok, err := ix.dict.Get([]byte(term))
	if err != nil || !ok {
		return 0, false
	}
	return uint32(v), true
}

// prefixRange returns the ids of the terms that begin with p: term ids
// follow sorted order, so they are contiguous.
func (ix *Index) prefixRange(p string) (lo, hi int) {
	lo = sort.SearchStrings(ix.terms, p)
	hi = lo + sort.Search(len(ix.terms)-lo, func(i int) bool { return !strings.HasPrefix(ix.terms[lo+i], p) })
	return lo, hi
}

// mostFrequent keeps at most n terms, those with the most postings.
func (ix *Index) mostFrequent(ids []uint32, n int) []uint32 {
	if len(ids) <= n {
		return ids
	}
	slices.SortStableFunc(ids, func(a, b uint32) int { return len(ix.postings[b]) - len(ix.postings[a]) })
	return ids[:n]
}

// typoTerms walks the dictionary with a typo automaton.
func (ix *Index) typoTerms(word string, k int, prefix bool) []uint32 {
	aut := newTypoAutomaton(word, k, prefix)
	it, err := ix.dict.Search(aut, nil, nil)
	var out []uint32
	for err == nil {
		_, v := it.Current()
		out = append(out, uint32(v))
		if len(out) > 4*maxTypoTerms {
			break
		}
		err = it.Next()
	}
	return out
}
