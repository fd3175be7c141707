package engine

import (
	"fmt"
	"math/bits"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

// MaxQueryLength is the longest query text accepted, in bytes (Algolia's
// limit; DocSearch itself stops at 64 characters).
const MaxQueryLength = 512

// maxQueryWords bounds the words of one query: more are ignored.
const maxQueryWords = 16

// Result is the outcome of a search.
type Result struct {
	Hits        []Hit
	NbHits      int
	Page        int
	NbPages     int
	HitsPerPage int
	Facets      []FacetCounts
	Query       string
	Took        time.Duration

	ix    *Index
	cfg   *config
	words []queryWord
	// hl maps each matched term to what highlighting needs.
	hl          map[string]hlTerm
	rankingInfo bool

	// Working memory of WriteJSON.
	layout *layout
	stream *Stream
	*writing
}

// writing is WriteJSON's working memory, reused between answers.
type writing struct {
	marked     map[markKey][]byte // slices of the answer being written
	fold       []byte
	marks      marks
	html       []byte
	wholeWords bool
	// The marks of the last long text, which the snippet asks for again.
	longText  string
	longMarks marks
	longWhole bool
}

var writingPool = sync.Pool{New: func() any { return &writing{marked: map[markKey][]byte{}} }}

// Hit is one record of a result page.
type Hit struct {
	Object *Object
	rank   rankKey
}

// FacetCounts lists one facet's values, the most frequent first.
type FacetCounts struct {
	Attr   string
	Values []FacetValue
}

// FacetValue is a facet value and how many matching records hold it.
type FacetValue struct {
	Value string
	Count int
}

type hlTerm struct {
	words   uint32 // query words the term matches
	hlRunes int
}

// Search runs a query. Errors are about the query's parameters.
func (ix *Index) Search(q *Query) (*Result, error) {
	start := time.Now()
	cfg, err := q.effective(ix.cfg)
	if err != nil {
		return nil, err
	}
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if len(q.Text) > MaxQueryLength {
		return nil, fmt.Errorf("query is too long: at most %d bytes", MaxQueryLength)
	}
	if q.Page < 0 {
		return nil, fmt.Errorf("invalid value for page: must be 0 or more")
	}
	if q.MaxValuesPerFacet < 0 || q.MaxValuesPerFacet > MaxValuesPerFacet {
		return nil, fmt.Errorf("invalid value for maxValuesPerFacet: must be between 0 and %d", MaxValuesPerFacet)
	}
	if len(q.RestrictSearchableAttributes) > 0 {
		if err := ix.checkRestrict(q.RestrictSearchableAttributes); err != nil {
			return nil, err
		}
	}

	res := &Result{ix: ix, cfg: cfg, Query: q.Text, Page: q.Page, HitsPerPage: cfg.hitsPerPage, rankingInfo: q.GetRankingInfo}
	res.words = ix.queryWords(q.Text, cfg)
	mask := ix.mask(q.FacetFilters)
	restrict := ix.restrictMask(q.RestrictSearchableAttributes)

	s := scratchPool.Get().(*scratch)
	defer s.release()
	s.reset(len(ix.objects), len(res.words))

	keys := ix.candidates(s, res.words, mask, restrict, cfg, true)
	s.keys = keys // keep the grown buffer for the next search
	if len(keys) == 0 && cfg.removeWords == "allOptional" && len(res.words) > 1 {
		s.reset(len(ix.objects), len(res.words))
		keys = ix.candidates(s, res.words, mask, restrict, cfg, false)
		s.keys = keys
	}
	keys = applyTypoMode(keys, cfg.typo)

	if len(q.Facets) > 0 {
		res.Facets = ix.facetCounts(q.Facets, keys, q.MaxValuesPerFacet)
	}

	less := ix.lessFunc(cfg)
	if cfg.distinct > 0 {
		keys = ix.distinctKeys(s, keys, cfg.distinct, less)
		if cfg.distinct == 1 {
			s.distinctKeys = keys
		}
	}
	res.NbHits = len(keys)
	reachable := min(len(keys), cfg.paginationCap)
	if cfg.hitsPerPage > 0 {
		res.NbPages = (reachable + cfg.hitsPerPage - 1) / cfg.hitsPerPage
		// A page past the last is empty; checking it first also keeps
		// page × hitsPerPage small.
		if q.Page < res.NbPages {
			from := q.Page * cfg.hitsPerPage
			to := min(from+cfg.hitsPerPage, reachable)
			topK(keys, to, less)
			for _, k := range keys[from:to] {
				res.Hits = append(res.Hits, Hit{Object: &ix.objects[k.rec], rank: k})
			}
		}
	}
	res.hl = highlightTerms(ix, res.words)
	res.Took = time.Since(start)
	return res, nil
}

// queryWords splits the query into words and finds their terms. The last
// word is a prefix (queryType prefixLast) unless the query ends with a
// space: the visitor has finished typing it.
func (ix *Index) queryWords(text string, cfg *config) []queryWord {
	var terms []string
	seen := map[string]bool{}
	for _, t := range Tokenize(text) {
		if t.Part || seen[t.Term] {
			continue
		}
		seen[t.Term] = true
		terms = append(terms, t.Term)
		if len(terms) == maxQueryWords {
			break
		}
	}
	last, _ := utf8.DecodeLastRuneInString(text)
	finished := unicode.IsSpace(last)
	words := make([]queryWord, len(terms))
	for i, term := range terms {
		prefix := false
		switch cfg.queryType {
		case "prefixAll":
			prefix = true
		case "prefixLast":
			prefix = i == len(terms)-1 && !finished
		}
		key := wordKey{word: term, prefix: prefix, plurals: cfg.ignorePlurals, typo: cfg.typo}
		w, ok := ix.words.get(key)
		if !ok {
			w = ix.matchWord(term, prefix, cfg.typo, cfg.ignorePlurals)
			ix.words.put(key, w)
		}
		words[i] = w
	}
	return words
}

// scratch holds one search's per-record working memory; searches reuse it
// through a pool instead of allocating index-sized arrays each time.
type scratch struct {
	slot  []int32 // record → candidate index, -1 when not a candidate
	cands []candidate
	hits  []wordHit // len(cands) × number of words
	group []int32   // distinct group → winner index, -1 when none
	words int
	// Ranking keys, kept between searches; hits copy what they need.
	keys, distinctKeys []rankKey
}

type candidate struct {
	rec     uint32
	matched uint32 // bit i: word i matched
}

const maxWordPositions = 8

// wordHit is how one query word matched one record.
type wordHit struct {
	typos uint8 // noMatch when the word did not match
	exact bool
	n     uint8
	attr  int32
	pos   [maxWordPositions]uint32 // attribute<<16 | position
}

const noMatch = 255

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

func (s *scratch) reset(records, words int) {
	if len(s.slot) < records {
		s.slot = make([]int32, records)
		for i := range s.slot {
			s.slot[i] = -1
		}
	}
	for _, c := range s.cands {
		s.slot[c.rec] = -1
	}
	s.cands = s.cands[:0]
	s.hits = s.hits[:0]
	s.words = words
}

func (s *scratch) release() {
	for _, c := range s.cands {
		s.slot[c.rec] = -1
	}
	s.cands = s.cands[:0]
	s.hits = s.hits[:0]
	scratchPool.Put(s)
}

// candidates collects the records that match the words (all of them when
// required, any otherwise) and computes their ranking keys.
func (ix *Index) candidates(s *scratch, words []queryWord, mask, restrict bitset, cfg *config, required bool) []rankKey {
	if len(words) == 0 {
		return ix.allRecords(s, mask)
	}
	order := make([]int, len(words))
	for i := range order {
		order[i] = i
	}
	if required {
		// Rarest word first: later words only update the records it found.
		for i := 1; i < len(order); i++ {
			for j := i; j > 0 && words[order[j]].weight < words[order[j-1]].weight; j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
	}
	W := len(words)
	for step, w := range order {
		if required && step > 0 && len(s.cands) == 0 {
			break
		}
		for _, m := range words[w].matches {
			for _, p := range ix.postings[m.id] {
				rec := p.rec
				if mask != nil && !mask.has(int(rec)) {
					continue
				}
				if restrict != nil && !restrict.has(int(p.attr)) {
					continue
				}
				ci := s.slot[rec]
				if ci < 0 {
					if required && step > 0 {
						continue
					}
					ci = int32(len(s.cands))
					s.slot[rec] = ci
					s.cands = append(s.cands, candidate{rec: rec})
					for range W {
						s.hits = append(s.hits, wordHit{typos: noMatch})
					}
				}
				h := &s.hits[int(ci)*W+w]
				score := ix.attrScore(p)
				// The word's attribute is where it matched with the fewest
				// typos: typo ranks before attribute, so a typo match in a
				// better attribute must not lend it its place.
				switch {
				case h.typos == noMatch:
					s.cands[ci].matched |= 1 << uint(w)
					fallthrough
				case m.typos < h.typos:
					h.typos, h.exact, h.attr = m.typos, m.exact, score
				case m.typos == h.typos:
					h.exact = h.exact || m.exact
					h.attr = min(h.attr, score)
				}
				if W > 1 && h.n < maxWordPositions {
					h.pos[h.n] = uint32(p.attr)<<16 | uint32(p.pos)
					h.n++
				}
			}
		}
	}

	all := uint32(1)<<uint(W) - 1
	keys := s.keys[:0]
	for ci, c := range s.cands {
		if required && c.matched != all {
			continue
		}
		hits := s.hits[ci*W : (ci+1)*W]
		keys = append(keys, ix.rankOf(c, hits, words, cfg))
	}
	return keys
}

// attrScore ranks where a word matched: the searchable attribute's rank,
// then, for ordered attributes, how early in it.
func (ix *Index) attrScore(p posting) int32 {
	a := ix.attrs[p.attr]
	score := int32(a.rank) << 10
	if !a.unordered {
		score += int32(min(p.pos, 1023))
	}
	return score
}

func (ix *Index) allRecords(s *scratch, mask bitset) []rankKey {
	keys := s.keys[:0]
	for rec := range ix.objects {
		if mask == nil || mask.has(rec) {
			keys = append(keys, rankKey{rec: uint32(rec)})
		}
	}
	return keys
}

// rankOf computes a candidate's ranking criteria.
func (ix *Index) rankOf(c candidate, hits []wordHit, words []queryWord, cfg *config) rankKey {
	k := rankKey{rec: c.rec, words: uint8(bits.OnesCount32(c.matched)), attr: 1 << 30, firstWord: -1}
	for w, h := range hits {
		if h.typos == noMatch {
			continue
		}
		k.typos += h.typos
		if h.attr < k.attr {
			k.attr = h.attr
			k.firstWord = int16(w)
		}
		if h.exact {
			k.exact++
		}
	}
	if len(words) == 1 {
		k.exact = ix.singleWordExact(c.rec, words[0], hits[0], cfg.exactSingle)
	}
	for w := 0; w+1 < len(hits); w++ {
		a, b := hits[w], hits[w+1]
		if a.typos == noMatch || b.typos == noMatch {
			continue
		}
		k.proximity += proximity(a, b)
	}
	return k
}

// maxProximity is the distance given to two words that are far apart or
// in different attributes.
const maxProximity = 8

func proximity(a, b wordHit) uint16 {
	best := uint32(maxProximity)
	for _, pa := range a.pos[:a.n] {
		for _, pb := range b.pos[:b.n] {
			if pa>>16 != pb>>16 {
				continue
			}
			var d uint32
			if pb > pa {
				d = pb - pa
			} else {
				d = pa - pb + 1 // in the wrong order
			}
			best = min(best, d)
		}
	}
	return uint16(best)
}

// singleWordExact applies exactOnSingleWordQuery: with "attribute" a
// one-word query is exact only where a whole attribute is that word.
func (ix *Index) singleWordExact(rec uint32, w queryWord, h wordHit, mode string) uint8 {
	switch mode {
	case "none":
		return 0
	case "word":
		if h.exact {
			return 1
		}
		return 0
	}
	n := len(ix.attrs)
	for a := range n {
		t := ix.singleTerm[int(rec)*n+a]
		if t < 0 {
			continue
		}
		for _, m := range w.matches {
			if m.exact && uint32(t) == m.id {
				return 1
			}
		}
	}
	return 0
}

// applyTypoMode keeps, with typoTolerance "min", only the records with the
// fewest typos, and with "strict" those and the ones with one more.
func applyTypoMode(keys []rankKey, t typoConfig) []rankKey {
	if !t.min && !t.strict || len(keys) == 0 {
		return keys
	}
	fewest := keys[0].typos
	for _, k := range keys {
		fewest = min(fewest, k.typos)
	}
	limit := fewest
	if t.strict {
		limit++
	}
	out := keys[:0]
	for _, k := range keys {
		if k.typos <= limit {
			out = append(out, k)
		}
	}
	return out
}

// distinctKeys keeps the best n records of each distinct group.
func (ix *Index) distinctKeys(s *scratch, keys []rankKey, n int, less func(a, b *rankKey) bool) []rankKey {
	if n == 1 {
		if len(s.group) < len(ix.objects) {
			s.group = make([]int32, len(ix.objects))
			for i := range s.group {
				s.group[i] = -1
			}
		}
		out := s.distinctKeys[:0]
		for _, k := range keys {
			g := ix.distinct[k.rec]
			at := s.group[g]
			switch {
			case at < 0:
				s.group[g] = int32(len(out))
				out = append(out, k)
			case less(&k, &out[at]):
				out[at] = k
			}
		}
		for _, k := range out {
			s.group[ix.distinct[k.rec]] = -1
		}
		return out
	}
	topK(keys, len(keys), less)
	count := map[int32]int{}
	out := keys[:0]
	for _, k := range keys {
		g := ix.distinct[k.rec]
		if count[g] < n {
			count[g]++
			out = append(out, k)
		}
	}
	return out
}

// checkRestrict makes sure restrictSearchableAttributes names searchable
// attributes.
func (ix *Index) checkRestrict(paths []string) error {
	for _, p := range paths {
		found := false
		for _, a := range ix.attrs {
			if a.path == p {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("invalid value for restrictSearchableAttributes: %q is not a searchable attribute", p)
		}
	}
	return nil
}

// restrictMask is the set of searchable attribute indexes a query may
// match in; nil means all.
func (ix *Index) restrictMask(paths []string) bitset {
	if len(paths) == 0 {
		return nil
	}
	b := newBitset(len(ix.attrs))
	for i, a := range ix.attrs {
		for _, p := range paths {
			if a.path == p {
				b.set(i)
			}
		}
	}
	return b
}

// highlightTerms indexes the matched terms by their text, which is what a
// highlighter finds when it tokenizes an attribute.
func highlightTerms(ix *Index, words []queryWord) map[string]hlTerm {
	out := map[string]hlTerm{}
	for w, qw := range words {
		for _, m := range qw.matches {
			term := ix.terms[m.id]
			h := out[term]
			h.words |= 1 << uint(w)
			h.hlRunes = max(h.hlRunes, m.hlRunes)
			if m.hlRunes == 0 {
				h.hlRunes = -1 // the whole term, whatever another word says
			}
			out[term] = h
		}
	}
	return out
}

// check validates settings overridden by query parameters.
func (c *config) check() error {
	if c.hitsPerPage < 0 || c.hitsPerPage > MaxHitsPerPage {
		return fmt.Errorf("invalid value for hitsPerPage: must be between 0 and %d", MaxHitsPerPage)
	}
	for _, t := range []struct{ name, value string }{
		{"highlightPreTag", c.preTag}, {"highlightPostTag", c.postTag}, {"snippetEllipsisText", c.ellipsis},
	} {
		if len(t.value) > MaxTagBytes {
			return fmt.Errorf("invalid value for %s: at most %d bytes", t.name, MaxTagBytes)
		}
	}
	if c.distinct < 0 || c.distinct > 4 {
		return fmt.Errorf("invalid value for distinct: must be a boolean or a number between 0 and 4")
	}
	if c.typo.oneTypo < 1 || c.typo.twoTypos < c.typo.oneTypo {
		return fmt.Errorf("invalid value for minWordSizefor2Typos: must be at least minWordSizefor1Typo")
	}
	switch c.removeWords {
	case "none", "allOptional":
	case "lastWords", "firstWords":
		// Not implemented as such: folio makes every word optional instead.
		c.removeWords = "allOptional"
	default:
		return fmt.Errorf("invalid value for removeWordsIfNoResults: %q", c.removeWords)
	}
	switch c.queryType {
	case "prefixLast", "prefixAll", "prefixNone":
	default:
		return fmt.Errorf("invalid value for queryType: %q", c.queryType)
	}
	return nil
}

// MatchedWords lists the query's words, normalised, for matchedWords.
func (r *Result) MatchedWords() []string {
	out := make([]string, len(r.words))
	for i, w := range r.words {
		out[i] = w.term
	}
	return out
}
