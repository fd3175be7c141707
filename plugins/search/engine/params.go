package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// Params are search parameters as a client sends them: the members of a
// request object, or the decoded legacy params string.
type Params map[string]json.RawMessage

// paramKind says how a parameter's value is read.
type paramKind int

const (
	kindString paramKind = iota
	kindInt
	kindBool
	kindList // array of strings; a comma-separated string is accepted too
	kindAny  // JSON as sent (facetFilters, distinct, typoTolerance, ...)
	kindIgnored
)

// knownParams are the search parameters folio understands, and those it
// accepts without effect (analytics, rules, personalization: features of
// the hosted service that do not change which records match).
var knownParams = map[string]paramKind{
	"query": kindString, "page": kindInt, "hitsPerPage": kindInt,
	"attributesToRetrieve": kindList, "attributesToHighlight": kindList, "attributesToSnippet": kindList,
	"highlightPreTag": kindString, "highlightPostTag": kindString, "snippetEllipsisText": kindString,
	"facetFilters": kindAny, "facets": kindList, "maxValuesPerFacet": kindInt,
	"distinct": kindAny, "typoTolerance": kindAny, "minWordSizefor1Typo": kindInt, "minWordSizefor2Typos": kindInt,
	"allowTyposOnNumericTokens": kindBool, "ignorePlurals": kindAny, "removeWordsIfNoResults": kindString,
	"queryType": kindString, "restrictSearchableAttributes": kindList, "getRankingInfo": kindBool,
	"clickAnalytics": kindBool,

	"analytics": kindIgnored, "analyticsTags": kindIgnored, "userToken": kindIgnored,
	"enablePersonalization": kindIgnored, "personalizationImpact": kindIgnored, "enableRules": kindIgnored,
	"ruleContexts": kindIgnored, "enableABTest": kindIgnored, "advancedSyntax": kindIgnored,
	"advancedSyntaxFeatures": kindIgnored, "synonyms": kindIgnored, "replaceSynonymsInHighlight": kindIgnored,
	"percentileComputation": kindIgnored, "explain": kindIgnored, "responseFields": kindIgnored,
	"sortFacetValuesBy": kindIgnored, "facetingAfterDistinct": kindIgnored, "maxFacetHits": kindIgnored,
	"naturalLanguages": kindIgnored, "queryLanguages": kindIgnored, "removeStopWords": kindIgnored,
	"decompoundQuery": kindIgnored, "alternativesAsExact": kindIgnored, "enableReRanking": kindIgnored,
	"renderingContent": kindIgnored, "mode": kindIgnored, "minProximity": kindIgnored,
	"attributeCriteriaComputedByMinProximity": kindIgnored, "exactOnSingleWordQuery": kindIgnored,
	"disableTypoToleranceOnAttributes": kindIgnored, "keepDiacriticsOnCharacters": kindIgnored,
	"optionalWords": kindIgnored, "tagFilters": kindIgnored, "optionalFilters": kindIgnored,
	"numericFilters": kindIgnored, "filters": kindIgnored, "sumOrFiltersScores": kindIgnored,
}

// unsupportedFilters are filter parameters folio cannot apply. Ignoring a
// filter would return records the client means to exclude, so a non-empty
// one is an error.
var unsupportedFilters = []string{"filters", "numericFilters", "tagFilters", "optionalFilters"}

// ParseParamsString decodes the legacy form "query=a&hitsPerPage=20":
// numbers and booleans as text, arrays as JSON or comma-separated.
func ParseParamsString(s string) (Params, error) {
	values, err := url.ParseQuery(s)
	if err != nil {
		return nil, fmt.Errorf("params: %s", err)
	}
	out := Params{}
	for name, vs := range values {
		v := vs[len(vs)-1]
		kind, known := knownParams[name]
		if !known {
			return nil, fmt.Errorf("Unknown parameter: %s", excerptName(name))
		}
		out[name] = stringParamJSON(v, kind)
	}
	return out, nil
}

// stringParamJSON turns a params-string value into the JSON a flattened
// request would carry.
func stringParamJSON(v string, kind paramKind) json.RawMessage {
	switch kind {
	case kindInt, kindBool, kindAny, kindIgnored:
		if json.Valid([]byte(v)) && v != "" {
			return json.RawMessage(v)
		}
	case kindList:
		t := strings.TrimSpace(v)
		if strings.HasPrefix(t, "[") && json.Valid([]byte(t)) {
			return json.RawMessage(t)
		}
		var items []string
		if t != "" {
			for _, it := range strings.Split(t, ",") {
				items = append(items, strings.TrimSpace(it))
			}
		}
		b, _ := json.Marshal(items)
		return b
	}
	b, _ := json.Marshal(v)
	return b
}

// Query turns the parameters into a Query; errors name the parameter.
func (p Params) Query() (*Query, error) {
	q := &Query{}
	for _, name := range sortedKeys(p) {
		raw := p[name]
		kind, ok := knownParams[name]
		if !ok {
			return nil, fmt.Errorf("Unknown parameter: %s", excerptName(name))
		}
		if string(raw) == "null" {
			continue
		}
		if kind == kindIgnored {
			if isFilterSet(name, raw) {
				return nil, fmt.Errorf("%s is not supported by this search service: use facetFilters", name)
			}
			continue
		}
		if err := q.set(name, raw, kind); err != nil {
			return nil, fmt.Errorf("invalid value for %s: %s", name, err)
		}
	}
	return q, nil
}

func isFilterSet(name string, raw json.RawMessage) bool {
	for _, f := range unsupportedFilters {
		if f != name {
			continue
		}
		var v any
		if json.Unmarshal(raw, &v) != nil {
			return true
		}
		switch x := v.(type) {
		case string:
			return strings.TrimSpace(x) != ""
		case []any:
			return len(x) > 0
		case nil:
			return false
		}
		return true
	}
	return false
}

func (q *Query) set(name string, raw json.RawMessage, kind paramKind) error {
	var (
		s   string
		n   int
		b   bool
		l   []string
		err error
	)
	switch kind {
	case kindString:
		if json.Unmarshal(raw, &s) != nil {
			err = fmt.Errorf("must be a string")
		}
	case kindInt:
		n, err = intParam(raw)
	case kindBool:
		b, err = boolParam(raw)
	case kindList:
		l, err = listParam(raw)
	}
	if err != nil {
		return err
	}
	switch name {
	case "query":
		q.Text = s
	case "page":
		q.Page = n
	case "hitsPerPage":
		q.HitsPerPage = &n
	case "attributesToRetrieve":
		q.AttributesToRetrieve = l
	case "attributesToHighlight":
		q.AttributesToHighlight, q.HasAttributesToHighlight = l, true
	case "attributesToSnippet":
		q.AttributesToSnippet = l
		if l == nil {
			q.AttributesToSnippet = []string{}
		}
	case "highlightPreTag":
		q.HighlightPreTag = &s
	case "highlightPostTag":
		q.HighlightPostTag = &s
	case "snippetEllipsisText":
		q.SnippetEllipsisText = &s
	case "facetFilters":
		q.FacetFilters, err = ParseFacetFilters(raw)
	case "facets":
		q.Facets = l
	case "maxValuesPerFacet":
		q.MaxValuesPerFacet = n
	case "distinct":
		var d distinctValue
		if err = json.Unmarshal(raw, &d); err == nil {
			v := int(d)
			q.Distinct = &v
		}
	case "typoTolerance":
		var t typoToleranceValue
		if err = json.Unmarshal(raw, &t); err == nil {
			v := string(t)
			q.TypoTolerance = &v
		}
	case "minWordSizefor1Typo":
		q.MinWordSizefor1Typo = &n
	case "minWordSizefor2Typos":
		q.MinWordSizefor2Typos = &n
	case "allowTyposOnNumericTokens":
		q.AllowTyposOnNumericTokens = &b
	case "ignorePlurals":
		var pv pluralsValue
		if err = json.Unmarshal(raw, &pv); err == nil {
			v := bool(pv)
			q.IgnorePlurals = &v
		}
	case "removeWordsIfNoResults":
		q.RemoveWordsIfNoResults = &s
	case "queryType":
		q.QueryType = &s
	case "restrictSearchableAttributes":
		q.RestrictSearchableAttributes = l
	case "getRankingInfo":
		q.GetRankingInfo = b
	case "clickAnalytics":
		q.ClickAnalytics = b
	}
	if err != nil {
		// Every path's error in the client's terms: a decoder's message
		// (distinct, typoTolerance, ignorePlurals) loses its Go types.
		return fmt.Errorf("%s", strings.TrimPrefix(DescribeJSONError(err), "facetFilters: "))
	}
	return nil
}

// excerptName shows a parameter name as sent when it is short, else an
// excerpt of it.
func excerptName(name string) string {
	if len(name) <= excerptBytes {
		return name
	}
	return Excerpt(name)
}

// intParam reads an integer sent as a number or a string. Values beyond
// 32 bits are refused here, before any arithmetic sees them: Algolia's
// integer parameters are all far smaller, and page × hitsPerPage must not
// overflow.
func intParam(raw json.RawMessage) (int, error) {
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return 0, fmt.Errorf("must be an integer")
		}
		n = json.Number(s)
	}
	i, err := strconv.ParseInt(string(n), 10, 32)
	if err != nil {
		var num *strconv.NumError
		if errors.As(err, &num) && num.Err == strconv.ErrRange {
			return 0, fmt.Errorf("must be an integer between %d and %d", math.MinInt32, math.MaxInt32)
		}
		return 0, fmt.Errorf("must be an integer")
	}
	return int(i), nil
}

func boolParam(raw json.RawMessage) (bool, error) {
	var b bool
	if json.Unmarshal(raw, &b) == nil {
		return b, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil && (s == "true" || s == "false") {
		return s == "true", nil
	}
	return false, fmt.Errorf("must be a boolean")
}

// MaxListItems bounds a list parameter (attributesToRetrieve, facets, …):
// every item is work for every hit, and DocSearch sends ten at most.
const MaxListItems = 100

func listParam(raw json.RawMessage) ([]string, error) {
	l, err := listItems(raw)
	if err != nil {
		return nil, err
	}
	if len(l) > MaxListItems {
		return nil, fmt.Errorf("at most %d items", MaxListItems)
	}
	return l, nil
}

func listItems(raw json.RawMessage) ([]string, error) {
	var l []string
	if json.Unmarshal(raw, &l) == nil {
		if l == nil {
			l = []string{}
		}
		return l, nil
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return nil, fmt.Errorf("must be an array of strings")
	}
	if strings.HasPrefix(strings.TrimSpace(s), "[") {
		if json.Unmarshal([]byte(s), &l) == nil {
			return l, nil
		}
		return nil, fmt.Errorf("must be an array of strings")
	}
	l = []string{}
	for _, it := range strings.Split(s, ",") {
		if it = strings.TrimSpace(it); it != "" {
			l = append(l, it)
		}
	}
	return l, nil
}

func sortedKeys(p Params) []string {
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Encode writes the parameters as Algolia echoes them in "params": a query
// string, with arrays and objects as JSON.
func (p Params) Encode() string {
	v := url.Values{}
	for _, k := range sortedKeys(p) {
		raw := p[k]
		var s string
		if json.Unmarshal(raw, &s) == nil {
			v.Set(k, s)
			continue
		}
		v.Set(k, string(raw))
	}
	return v.Encode()
}
