package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// FacetFilter is one "attribute:value" item of facetFilters.
type FacetFilter struct {
	Attr, Value string
	Negate      bool // "-attribute:value"
}

// Filters is facetFilters: the outer items are ANDed, each inner group is
// ORed. ["language:en", ["tag:a", "tag:b"]] is language:en AND (tag:a OR tag:b).
type Filters [][]FacetFilter

// maxFilterItems bounds the work one request can ask for.
const maxFilterItems = 100

// ParseFacetFilters reads facetFilters in every form Algolia accepts: an
// array of strings and string arrays, one string, a string holding that
// JSON array (the legacy params string), or "a:b,(c:d,c:e)".
func ParseFacetFilters(raw json.RawMessage) (Filters, error) {
	// In the string form each comma parts two items: past the cap, say so
	// before decoding (a request may hold a megabyte of them).
	// (A string that may hold a JSON array, starting with "[", a space
	// or an escape, is decoded first: its values may hold commas.)
	if t := bytes.TrimSpace(raw); len(t) > 1 && t[0] == '"' && !bytes.ContainsAny(t[1:2], "[\\ \t") &&
		bytes.Count(t, []byte(",")) > maxFilterItems {
		return nil, fmt.Errorf("facetFilters: at most %d filters", maxFilterItems)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("facetFilters: %s", DescribeJSONError(err))
	}
	return facetFiltersFrom(v)
}

func facetFiltersFrom(v any) (Filters, error) {
	var out Filters
	count := 0
	item := func(s string) (FacetFilter, error) {
		count++
		if count > maxFilterItems {
			return FacetFilter{}, fmt.Errorf("facetFilters: at most %d filters", maxFilterItems)
		}
		return parseFacetFilter(s)
	}
	switch x := v.(type) {
	case nil:
		return nil, nil
	case string:
		s := strings.TrimSpace(x)
		if strings.HasPrefix(s, "[") {
			var inner any
			if err := json.Unmarshal([]byte(s), &inner); err != nil {
				return nil, fmt.Errorf("facetFilters: %s", DescribeJSONError(err))
			}
			return facetFiltersFrom(inner)
		}
		return parseFacetFilterString(s)
	case []any:
		for _, el := range x {
			switch e := el.(type) {
			case string:
				f, err := item(e)
				if err != nil {
					return nil, err
				}
				out = append(out, []FacetFilter{f})
			case []any:
				var group []FacetFilter
				for _, g := range e {
					s, ok := g.(string)
					if !ok {
						return nil, fmt.Errorf("facetFilters: a nested array may only hold strings")
					}
					f, err := item(s)
					if err != nil {
						return nil, err
					}
					group = append(group, f)
				}
				if len(group) > 0 {
					out = append(out, group)
				}
			default:
				return nil, fmt.Errorf("facetFilters: items must be strings or arrays of strings")
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("facetFilters: must be an array or a string")
}

// parseFacetFilterString reads the legacy "a:b,(c:d,c:e)" form. Its items
// count toward the same maxFilterItems as the array form's, and it stops
// at the first one too many, before splitting the rest.
func parseFacetFilterString(s string) (Filters, error) {
	var out Filters
	count := 0
	item := func(text string) (FacetFilter, error) {
		count++
		if count > maxFilterItems {
			return FacetFilter{}, fmt.Errorf("facetFilters: at most %d filters", maxFilterItems)
		}
		return parseFacetFilter(strings.TrimSpace(text))
	}
	for len(s) > 0 {
		if strings.HasPrefix(s, "(") {
			end := strings.IndexByte(s, ')')
			if end < 0 {
				return nil, fmt.Errorf("facetFilters: unclosed parenthesis in %s", Excerpt(s))
			}
			part := s[1:end]
			s = strings.TrimPrefix(strings.TrimSpace(s[end+1:]), ",")
			var group []FacetFilter
			for more := true; more; {
				var it string
				it, part, more = strings.Cut(part, ",")
				f, err := item(it)
				if err != nil {
					return nil, err
				}
				group = append(group, f)
			}
			out = append(out, group)
		} else {
			var part string
			part, s, _ = strings.Cut(s, ",")
			f, err := item(part)
			if err != nil {
				return nil, err
			}
			out = append(out, []FacetFilter{f})
		}
		s = strings.TrimSpace(s)
	}
	return out, nil
}

func parseFacetFilter(s string) (FacetFilter, error) {
	var f FacetFilter
	switch {
	case strings.HasPrefix(s, `\-`):
		s = s[1:] // an escaped leading hyphen is part of the attribute
	case strings.HasPrefix(s, "-"):
		f.Negate, s = true, s[1:]
	}
	attr, value, ok := strings.Cut(s, ":")
	if !ok || strings.TrimSpace(attr) == "" {
		return FacetFilter{}, fmt.Errorf("facetFilters: %s is not attribute:value", Excerpt(s))
	}
	f.Attr, f.Value = strings.TrimSpace(attr), value
	return f, nil
}

// mask returns the records that pass the filters; nil means all.
func (ix *Index) mask(filters Filters) bitset {
	if len(filters) == 0 {
		return nil
	}
	m := ix.all.clone()
	group := newBitset(len(ix.objects))
	for _, g := range filters {
		clear(group)
		for _, f := range g {
			values := ix.facets[f.Attr][f.Value]
			switch {
			case f.Negate && values == nil:
				group.or(ix.all)
			case f.Negate:
				not := ix.all.clone()
				not.andNot(values)
				group.or(not)
			case values != nil:
				group.or(values)
			}
		}
		m.and(group)
	}
	return m
}
