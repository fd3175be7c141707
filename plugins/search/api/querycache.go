package api

import (
	"encoding/json"
	"net/url"
	"sort"
	"strings"
	"sync"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// queries remembers parsed search parameters. DocSearch sends the same
// parameters with every keystroke and only the query changes, so the rest
// is parsed once and reused: parsing them was a tenth of a search.
//
// The cache is bounded in bytes as well as entries: parameters are the
// client's to choose, and a few hundred distinct large ones must not stay
// in memory. Large parameters are parsed every time instead.
type queryCache struct {
	mu    sync.Mutex
	m     map[string]parsedParams
	bytes int // of the keys and echoes held
}

type parsedParams struct {
	query   *engine.Query // with an empty Text; never modified once cached
	encoded string        // the parameters but the query, for "params"
	err     error
}

const (
	maxCachedParams = 512
	// maxCachedEntry is the largest entry kept (key and echo); DocSearch's
	// parameters are about 700 bytes.
	maxCachedEntry = 8 << 10
	// maxCacheBytes bounds the whole cache.
	maxCacheBytes = 1 << 20
)

// parse turns parameters into a Query and their "params" echo.
func (c *queryCache) parse(params engine.Params) (*engine.Query, string, error) {
	text, rest, err := splitQuery(params)
	if err != nil {
		return nil, "", err
	}
	key := cacheKey(rest)
	c.mu.Lock()
	p, ok := c.m[key]
	c.mu.Unlock()
	if !ok {
		p.query, p.err = rest.Query()
		if p.err == nil {
			p.encoded = rest.Encode()
		}
		c.put(key, p)
	}
	if p.err != nil {
		return nil, "", p.err
	}
	q := *p.query
	q.Text = text
	encoded := "query=" + url.QueryEscape(text)
	if p.encoded != "" {
		encoded += "&" + p.encoded
	}
	return &q, encoded, nil
}

// put keeps p unless it is large; when the cache is full it starts over,
// which costs one parse per distinct parameter set.
func (c *queryCache) put(key string, p parsedParams) {
	size := len(key) + len(p.encoded)
	if size > maxCachedEntry {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedParams || c.bytes+size > maxCacheBytes {
		c.m, c.bytes = map[string]parsedParams{}, 0
	}
	if _, ok := c.m[key]; !ok {
		c.m[key] = p
		c.bytes += size
	}
}

// splitQuery takes the query text out of the parameters.
func splitQuery(params engine.Params) (string, engine.Params, error) {
	raw, ok := params["query"]
	if !ok {
		return "", params, nil
	}
	rest := make(engine.Params, len(params)-1)
	for k, v := range params {
		if k != "query" {
			rest[k] = v
		}
	}
	if string(raw) == "null" {
		return "", rest, nil
	}
	var text string
	if err := json.Unmarshal(raw, &text); err != nil {
		return "", nil, errInvalidQuery
	}
	return text, rest, nil
}

var errInvalidQuery = errorf(400, "invalid value for query: must be a string")

// cacheKey is the parameters in a canonical form: sorted names and their
// JSON as sent.
func cacheKey(p engine.Params) string {
	names := make([]string, 0, len(p))
	size := 0
	for k, v := range p {
		names = append(names, k)
		size += len(k) + len(v) + 2
	}
	sort.Strings(names)
	var b strings.Builder
	b.Grow(size)
	for _, k := range names {
		b.WriteString(k)
		b.WriteByte(0)
		b.Write(p[k])
		b.WriteByte(0)
	}
	return b.String()
}
