package engine

import "slices"

// rankKey holds the ranking criteria of one matching record.
type rankKey struct {
	rec       uint32
	attr      int32 // best attribute score (smaller is better)
	proximity uint16
	firstWord int16 // the query word that matched in the best attribute
	words     uint8
	typos     uint8
	exact     uint8
}

// lessFunc orders records by the ranking formula, criterion after
// criterion, each only breaking the ties left by those before it. Records
// that tie on everything keep their index order, so results are stable.
func (ix *Index) lessFunc(cfg *config) func(a, b *rankKey) bool {
	ranking := cfg.ranking
	n := len(cfg.customRanking)
	return func(a, b *rankKey) bool {
		for _, c := range ranking {
			switch c {
			case critWords:
				if a.words != b.words {
					return a.words > b.words
				}
			case critTypo:
				if a.typos != b.typos {
					return a.typos < b.typos
				}
			case critAttribute:
				if a.attr != b.attr {
					return a.attr < b.attr
				}
			case critProximity:
				if a.proximity != b.proximity {
					return a.proximity < b.proximity
				}
			case critExact:
				if a.exact != b.exact {
					return a.exact > b.exact
				}
			case critCustom:
				ca := ix.custom[int(a.rec)*n : int(a.rec)*n+n]
				cb := ix.custom[int(b.rec)*n : int(b.rec)*n+n]
				for i := range ca {
					if ca[i] != cb[i] {
						return ca[i] < cb[i]
					}
				}
			case critFilters:
				// Only optionalFilters score here; facetFilters are
				// either passed or not.
			}
		}
		return a.rec < b.rec
	}
}

// topK moves the k best keys to the front, in order. The rest keep no
// particular order. Only a page of results is ever needed, so a heap of
// k beats sorting every match.
func topK(keys []rankKey, k int, less func(a, b *rankKey) bool) {
	if k <= 0 {
		return
	}
	if k >= len(keys) || k > len(keys)/4 {
		slices.SortFunc(keys, func(a, b rankKey) int {
			switch {
			case less(&a, &b):
				return -1
			case less(&b, &a):
				return 1
			}
			return 0
		})
		return
	}
	// keys[:k] is a max-heap: its root is the worst of the best k so far.
	h := keys[:k]
	for i := k/2 - 1; i >= 0; i-- {
		siftDown(h, i, less)
	}
	for i := k; i < len(keys); i++ {
		if less(&keys[i], &h[0]) {
			h[0], keys[i] = keys[i], h[0]
			siftDown(h, 0, less)
		}
	}
	slices.SortFunc(h, func(a, b rankKey) int {
		if less(&a, &b) {
			return -1
		}
		return 1
	})
}

func siftDown(h []rankKey, i int, less func(a, b *rankKey) bool) {
	for {
		worst := i
		l, r := 2*i+1, 2*i+2
		if l < len(h) && less(&h[worst], &h[l]) {
			worst = l
		}
		if r < len(h) && less(&h[worst], &h[r]) {
			worst = r
		}
		if worst == i {
			return
		}
		h[i], h[worst] = h[worst], h[i]
		i = worst
	}
}
