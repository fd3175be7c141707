package engine

import "sync"

// wordCache remembers which terms a query word matches. DocSearch sends a
// query on every keystroke, so the first words of a query come back again
// and again ("editor", "editor s", "editor st"...), and finding typo
// matches is the costliest part of a search. Entries never go stale: an
// index is immutable, and a new one starts with an empty cache.
type wordCache struct {
	mu  sync.Mutex
	m   map[wordKey]queryWord
	max int
}

type wordKey struct {
	word    string
	prefix  bool
	plurals bool
	typo    typoConfig
}

// DefaultWordCache is how many query words an index remembers.
const DefaultWordCache = 4096

func (c *wordCache) get(k wordKey) (queryWord, bool) {
	if c == nil {
		return queryWord{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	w, ok := c.m[k]
	return w, ok
}

func (c *wordCache) put(k wordKey, w queryWord) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		// Start over rather than track ages: the words people type most
		// come back within a few queries.
		clear(c.m)
	}
	c.m[k] = w
}

// SetWordCache sets how many query words the index remembers; 0 turns the
// cache off (benchmarks measure searches without it too).
func (ix *Index) SetWordCache(n int) {
	if n <= 0 {
		ix.words = nil
		return
	}
	ix.words = &wordCache{m: map[wordKey]queryWord{}, max: n}
}
