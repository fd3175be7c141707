package engine

import (
	"slices"
	"strings"
)

// defaultMaxValuesPerFacet is Algolia's default for maxValuesPerFacet.
const defaultMaxValuesPerFacet = 100

// facetCounts counts, for each requested facet ("*" for all attributes
// for faceting), how many matching records hold each value. Counts are
// taken before distinct, as Algolia does by default.
func (ix *Index) facetCounts(names []string, keys []rankKey, limit int) []FacetCounts {
	if limit <= 0 {
		limit = defaultMaxValuesPerFacet
	}
	matching := newBitset(len(ix.objects))
	for _, k := range keys {
		matching.set(int(k.rec))
	}
	var attrs []string
	for _, n := range names {
		if n == "*" {
			attrs = append(attrs[:0], ix.cfg.facets...)
			break
		}
		if _, ok := ix.facets[n]; ok && !slices.Contains(attrs, n) {
			attrs = append(attrs, n)
		}
	}
	var out []FacetCounts
	for _, attr := range attrs {
		fc := FacetCounts{Attr: attr}
		for value, recs := range ix.facets[attr] {
			if n := recs.countAnd(matching); n > 0 {
				fc.Values = append(fc.Values, FacetValue{Value: value, Count: n})
			}
		}
		slices.SortFunc(fc.Values, func(a, b FacetValue) int {
			if a.Count != b.Count {
				return b.Count - a.Count
			}
			return strings.Compare(a.Value, b.Value)
		})
		if len(fc.Values) > limit {
			fc.Values = fc.Values[:limit]
		}
		out = append(out, fc)
	}
	return out
}
