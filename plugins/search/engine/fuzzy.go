package engine

// typoAutomaton finds the terms within k typos of a query word while
// vellum walks the term dictionary: a typo is an insertion, a deletion, a
// substitution or a swap of two neighbouring letters (optimal string
// alignment distance).
//
// Each state is one row of the edit-distance table, computed when vellum
// follows a byte of the dictionary, so a search costs a few hundred rows
// instead of vellum's levenshtein DFA construction (50-200 µs per word,
// measured in docs/search.md). In prefix mode a term matches when one of
// its prefixes is within k typos, which is how the last word of a query
// matches as the visitor types.
//
// Typos are not looked for in the first letter (see Accept).
//
// The table works on bytes: a non-ASCII letter that survives folding
// counts as a typo per byte. The typo count reported for ranking is
// recomputed on runes.
type typoAutomaton struct {
	query  []byte
	k      uint8
	prefix bool

	// States live in flat slices; state i's row is rows[i*w : (i+1)*w].
	w      int
	rows   []uint8
	parent []int32
	input  []byte
	best   []uint8 // prefix mode: the smallest distance of a prefix so far
}

const (
	deadState   = -1
	alwaysState = -2 // prefix mode: a prefix matched and no longer one can do better
)

func newTypoAutomaton(query string, k int, prefix bool) *typoAutomaton {
	a := &typoAutomaton{query: []byte(query), k: uint8(k), prefix: prefix, w: len(query) + 1}
	// Room for a typical walk, so states are rarely copied.
	const states = 64
	a.rows = make([]uint8, a.w, states*a.w)
	a.parent = make([]int32, 1, states)
	a.input = make([]byte, 1, states)
	a.best = make([]uint8, 1, states)
	for j := range a.w {
		a.rows[j] = uint8(min(j, k+1))
	}
	a.parent[0] = -1
	a.best[0] = a.rows[a.w-1]
	return a
}

func (a *typoAutomaton) row(s int) []uint8 { return a.rows[s*a.w : (s+1)*a.w] }

func (a *typoAutomaton) Start() int { return 0 }

func (a *typoAutomaton) IsMatch(s int) bool {
	switch s {
	case deadState:
		return false
	case alwaysState:
		return true
	}
	if a.prefix {
		return a.best[s] <= a.k
	}
	return a.row(s)[a.w-1] <= a.k
}

func (a *typoAutomaton) CanMatch(s int) bool {
	// Accept returns deadState for rows that can no longer match.
	return s != deadState
}

func (a *typoAutomaton) WillAlwaysMatch(s int) bool { return s == alwaysState }

func (a *typoAutomaton) Accept(s int, b byte) int {
	switch s {
	case deadState:
		return deadState
	case alwaysState:
		return alwaysState
	}
	// The first letter must be right: people rarely get it wrong, and it
	// keeps the walk to the terms under one letter of the dictionary
	// (Elasticsearch's prefix_length 1).
	if s == 0 && b != a.query[0] {
		return deadState
	}
	w := a.w
	base := len(a.rows)
	a.rows = append(a.rows, make([]uint8, w)...) // no temporary: the compiler grows in place
	prev := a.rows[s*w : s*w+w]
	next := a.rows[base : base+w]
	var grand []uint8
	p := a.parent[s]
	if p >= 0 {
		grand = a.rows[int(p)*w : int(p)*w+w]
	}
	prevIn := a.input[s]
	// Distances are capped at k+1: beyond k they only mean "too far".
	over := a.k + 1
	next[0] = min(prev[0]+1, over)
	rowMin := next[0]
	for j := 1; j < w; j++ {
		cost := uint8(1)
		if a.query[j-1] == b {
			cost = 0
		}
		v := min(prev[j]+1, next[j-1]+1, prev[j-1]+cost, over)
		if grand != nil && j > 1 && a.query[j-1] == prevIn && a.query[j-2] == b {
			v = min(v, grand[j-2]+1)
		}
		next[j] = v
		rowMin = min(rowMin, v)
	}
	best := a.best[s]
	if a.prefix {
		best = min(best, next[w-1])
	}
	if rowMin > a.k {
		a.rows = a.rows[:base]
		if a.prefix && best <= a.k {
			return alwaysState
		}
		return deadState
	}
	a.parent = append(a.parent, int32(s))
	a.input = append(a.input, b)
	a.best = append(a.best, best)
	return len(a.parent) - 1
}

// typos counts the typos between a query word and a term on runes, the
// way they are reported and ranked; in prefix mode, against the term's
// closest prefix. It also returns the length in runes of the part of the
// term that matched, for highlighting.
func typos(query, term string, prefix bool) (n, matchedRunes int) {
	q := []rune(query)
	t := []rune(term)
	// rows[i][j]: distance between t[:i] and q[:j].
	prev2 := make([]int, len(q)+1)
	prev := make([]int, len(q)+1)
	cur := make([]int, len(q)+1)
	for j := range prev {
		prev[j] = j
	}
	best, bestLen := prev[len(q)], 0
	for i := 1; i <= len(t); i++ {
		cur[0] = i
		for j := 1; j <= len(q); j++ {
			cost := 1
			if t[i-1] == q[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && t[i-1] == q[j-2] && t[i-2] == q[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		if prefix && cur[len(q)] <= best { // on a tie, the longer prefix highlights more
			best, bestLen = cur[len(q)], i
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if !prefix {
		return prev[len(q)], len(t)
	}
	return best, bestLen
}
