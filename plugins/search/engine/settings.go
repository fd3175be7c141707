package engine

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Settings are an index's settings as Algolia names them
// (searchableAttributes, customRanking, ...), kept as sent so that a
// settings read returns what was written, unknown keys included.
type Settings map[string]json.RawMessage

// Merge applies a partial update: each key replaces the old value, and
// null resets it to the default (Algolia's PUT /settings).
func (s Settings) Merge(update Settings) Settings {
	out := Settings{}
	for k, v := range s {
		out[k] = v
	}
	for k, v := range update {
		if string(v) == "null" {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

// config is the typed view of the settings the engine uses.
type config struct {
	searchable     []searchableAttr
	facets         []string // attribute paths
	customRanking  []customRank
	ranking        []criterion
	distinct       int
	distinctAttr   string
	retrieve       []string
	highlight      []string // nil: every searchable attribute
	snippet        []snippetSpec
	preTag         string
	postTag        string
	ellipsis       string
	hitsPerPage    int
	typo           typoConfig
	ignorePlurals  bool
	removeWords    string // "none" or "allOptional"
	queryType      string // prefixLast, prefixAll, prefixNone
	exactSingle    string // attribute, word, none
	paginationCap  int
	searchableAuto bool // no searchableAttributes: every text attribute
}

type searchableAttr struct {
	path      string
	rank      int
	unordered bool
}

type customRank struct {
	path string
	desc bool
}

type snippetSpec struct {
	path  string
	words int
}

type typoConfig struct {
	enabled      bool
	min          bool // "min": only results with the fewest typos
	strict       bool // "strict": the fewest typos and one more
	oneTypo      int
	twoTypos     int
	numericTypos bool
}

// criterion is one step of the ranking formula.
type criterion int

const (
	critWords criterion = iota
	critFilters
	critTypo
	critAttribute
	critProximity
	critExact
	critCustom
)

var criterionNames = map[string]criterion{
	"words": critWords, "filters": critFilters, "typo": critTypo, "attribute": critAttribute,
	"proximity": critProximity, "exact": critExact, "custom": critCustom,
}

// DefaultRanking is Algolia's order as DocSearch indices use it.
var DefaultRanking = []string{"words", "filters", "typo", "attribute", "proximity", "exact", "custom"}

// Defaults that apply when a setting is absent.
const (
	defaultHitsPerPage   = 20
	MaxHitsPerPage       = 1000
	defaultPaginationCap = 1000
	defaultSnippetWords  = 10
	// MaxValuesPerFacet is Algolia's own maximum.
	MaxValuesPerFacet = 1000
	// MaxTagBytes bounds highlightPreTag, highlightPostTag and
	// snippetEllipsisText. Algolia documents no limit; every highlighted
	// word repeats the tags, so they must be small. DocSearch sends
	// "<mark>", InstantSearch "__ais-highlight__".
	MaxTagBytes = 64
)

// compile checks the settings and fills in defaults. Errors name the key.
func (s Settings) compile() (*config, error) {
	c := &config{
		distinctAttr:  "",
		preTag:        "<em>",
		postTag:       "</em>",
		ellipsis:      "…",
		hitsPerPage:   defaultHitsPerPage,
		removeWords:   "none",
		queryType:     "prefixLast",
		exactSingle:   "attribute",
		paginationCap: defaultPaginationCap,
		typo:          typoConfig{enabled: true, oneTypo: 4, twoTypos: 8},
	}
	var err error
	get := func(key string, into any) {
		raw, ok := s[key]
		if !ok || err != nil {
			return
		}
		if e := json.Unmarshal(raw, into); e != nil {
			err = fmt.Errorf("invalid value for %s: %s", key, DescribeJSONError(e))
		}
	}

	var searchable []string
	get("searchableAttributes", &searchable)
	get("attributesForFaceting", &c.facets)
	var custom, ranking, snippet []string
	get("customRanking", &custom)
	get("ranking", &ranking)
	var distinct distinctValue
	get("distinct", &distinct)
	c.distinct = int(distinct)
	get("attributeForDistinct", &c.distinctAttr)
	get("attributesToRetrieve", &c.retrieve)
	if _, ok := s["attributesToHighlight"]; ok {
		c.highlight = []string{}
		get("attributesToHighlight", &c.highlight)
	}
	get("attributesToSnippet", &snippet)
	get("highlightPreTag", &c.preTag)
	get("highlightPostTag", &c.postTag)
	get("snippetEllipsisText", &c.ellipsis)
	get("hitsPerPage", &c.hitsPerPage)
	get("minWordSizefor1Typo", &c.typo.oneTypo)
	get("minWordSizefor2Typos", &c.typo.twoTypos)
	numeric := true
	get("allowTyposOnNumericTokens", &numeric)
	var tolerance typoToleranceValue = "true"
	get("typoTolerance", &tolerance)
	var plurals pluralsValue
	get("ignorePlurals", &plurals)
	c.ignorePlurals = bool(plurals)
	get("removeWordsIfNoResults", &c.removeWords)
	get("queryType", &c.queryType)
	get("exactOnSingleWordQuery", &c.exactSingle)
	get("paginationLimitedTo", &c.paginationCap)
	if err != nil {
		return nil, err
	}
	// Algolia allows typos on numbers unless told otherwise; folio's
	// DocSearch settings turn them off.
	c.typo.numericTypos = numeric
	if err := c.typo.apply(string(tolerance)); err != nil {
		return nil, err
	}

	if c.searchable, err = parseSearchable(searchable); err != nil {
		return nil, err
	}
	c.searchableAuto = len(searchable) == 0
	for i, f := range c.facets {
		c.facets[i] = facetAttributeName(f)
	}
	for _, r := range custom {
		cr, err := parseCustomRank(r)
		if err != nil {
			return nil, err
		}
		c.customRanking = append(c.customRanking, cr)
	}
	if len(ranking) == 0 {
		ranking = DefaultRanking
	}
	for _, r := range ranking {
		if crit, ok := criterionNames[r]; ok {
			c.ranking = append(c.ranking, crit)
			continue
		}
		// asc(attr)/desc(attr) in ranking act like custom ranking at that
		// point; folio applies them within the custom step.
		if cr, err := parseCustomRank(r); err == nil {
			c.customRanking = append(c.customRanking, cr)
			continue
		}
		if r == "geo" {
			continue
		}
		return nil, fmt.Errorf("invalid value for ranking: unknown criterion %q", r)
	}
	if c.snippet, err = parseSnippets(snippet); err != nil {
		return nil, err
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	if c.distinct > 0 && c.distinctAttr == "" {
		c.distinct = 0 // Algolia ignores distinct without an attribute
	}
	switch c.exactSingle {
	case "attribute", "word", "none":
	default:
		return nil, fmt.Errorf("invalid value for exactOnSingleWordQuery: %q", c.exactSingle)
	}
	if c.paginationCap <= 0 {
		c.paginationCap = defaultPaginationCap
	}
	return c, nil
}

func (t *typoConfig) apply(tolerance string) error {
	switch tolerance {
	case "true":
		t.enabled = true
	case "false":
		t.enabled = false
	case "min":
		t.enabled, t.min = true, true
	case "strict":
		t.enabled, t.strict = true, true
	default:
		return fmt.Errorf("invalid value for typoTolerance: %q", tolerance)
	}
	return nil
}

// parseSearchable reads searchableAttributes: "a", "unordered(a)", and
// "a,b" for attributes of equal rank.
func parseSearchable(list []string) ([]searchableAttr, error) {
	var out []searchableAttr
	seen := map[string]bool{}
	for rank, entry := range list {
		unordered := false
		if inner, ok := strings.CutPrefix(entry, "unordered("); ok {
			if !strings.HasSuffix(inner, ")") {
				return nil, fmt.Errorf("invalid value for searchableAttributes: %q", entry)
			}
			entry, unordered = strings.TrimSuffix(inner, ")"), true
		} else if inner, ok := strings.CutPrefix(entry, "ordered("); ok {
			entry = strings.TrimSuffix(inner, ")")
		}
		for _, path := range strings.Split(entry, ",") {
			path = strings.TrimSpace(path)
			if path == "" {
				return nil, fmt.Errorf("invalid value for searchableAttributes: empty attribute in %q", list[rank])
			}
			if seen[path] {
				continue
			}
			seen[path] = true
			out = append(out, searchableAttr{path: path, rank: rank, unordered: unordered})
		}
	}
	if len(out) > maxSearchableAttributes {
		return nil, fmt.Errorf("invalid value for searchableAttributes: at most %d attributes", maxSearchableAttributes)
	}
	return out, nil
}

// maxSearchableAttributes keeps an attribute's index in one byte.
const maxSearchableAttributes = 64

// facetAttributeName strips filterOnly(), searchable() and
// afterDistinct() from an attributesForFaceting entry.
func facetAttributeName(s string) string {
	for _, mod := range []string{"filterOnly(", "searchable(", "afterDistinct("} {
		if inner, ok := strings.CutPrefix(s, mod); ok {
			return strings.TrimSuffix(inner, ")")
		}
	}
	return s
}

func parseCustomRank(s string) (customRank, error) {
	for _, dir := range []string{"asc(", "desc("} {
		if inner, ok := strings.CutPrefix(s, dir); ok && strings.HasSuffix(inner, ")") {
			return customRank{path: strings.TrimSuffix(inner, ")"), desc: dir == "desc("}, nil
		}
	}
	return customRank{}, fmt.Errorf("invalid value for customRanking: %q must be asc(attribute) or desc(attribute)", s)
}

// parseSnippets reads attributesToSnippet entries "content:15" ("content"
// alone means 10 words).
func parseSnippets(list []string) ([]snippetSpec, error) {
	var out []snippetSpec
	for _, entry := range list {
		path, n, hasCount := strings.Cut(entry, ":")
		words := defaultSnippetWords
		if hasCount {
			if _, err := fmt.Sscanf(n, "%d", &words); err != nil || words < 1 || words > 1000 {
				return nil, fmt.Errorf("invalid value for attributesToSnippet: %q needs a word count between 1 and 1000", entry)
			}
		}
		if path == "" {
			return nil, fmt.Errorf("invalid value for attributesToSnippet: empty attribute in %q", entry)
		}
		out = append(out, snippetSpec{path: path, words: words})
	}
	return out, nil
}

// distinctValue accepts true/false or a number.
type distinctValue int

func (d *distinctValue) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case "true":
		*d = 1
		return nil
	case "false":
		*d = 0
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("must be a boolean or a number")
	}
	*d = distinctValue(n)
	return nil
}

// typoToleranceValue accepts true, false, "true", "false", "min", "strict".
type typoToleranceValue string

func (t *typoToleranceValue) UnmarshalJSON(b []byte) error {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch x := v.(type) {
	case bool:
		*t = typoToleranceValue(fmt.Sprint(x))
	case string:
		*t = typoToleranceValue(x)
	default:
		return fmt.Errorf("must be a boolean, \"min\" or \"strict\"")
	}
	return nil
}

// pluralsValue accepts a boolean or a list of languages (any list with
// "en" turns English plurals on).
type pluralsValue bool

func (p *pluralsValue) UnmarshalJSON(b []byte) error {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch x := v.(type) {
	case bool:
		*p = pluralsValue(x)
	case string:
		*p = pluralsValue(x == "true" || strings.Contains(x, "en"))
	case []any:
		*p = false
		for _, l := range x {
			if l == "en" {
				*p = true
			}
		}
	default:
		return fmt.Errorf("must be a boolean or a list of languages")
	}
	return nil
}

// Keys lists the settings' keys in order, for stable output.
func (s Settings) Keys() []string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Validate reports whether the settings can be compiled.
func (s Settings) Validate() error {
	_, err := s.compile()
	return err
}
