package engine

// Query is one search: the query text and the search parameters that
// override the index's settings for it. Nil fields take the setting.
type Query struct {
	Text        string
	Page        int
	HitsPerPage *int

	AttributesToRetrieve  []string
	AttributesToHighlight []string // nil: the setting; empty: none
	AttributesToSnippet   []string
	HighlightPreTag       *string
	HighlightPostTag      *string
	SnippetEllipsisText   *string

	FacetFilters Filters
	Facets       []string
	// MaxValuesPerFacet bounds each facet's value counts (default 100).
	MaxValuesPerFacet int

	Distinct                     *int
	TypoTolerance                *string
	MinWordSizefor1Typo          *int
	MinWordSizefor2Typos         *int
	AllowTyposOnNumericTokens    *bool
	IgnorePlurals                *bool
	RemoveWordsIfNoResults       *string
	QueryType                    *string
	RestrictSearchableAttributes []string

	GetRankingInfo bool
	ClickAnalytics bool
	// HasAttributesToHighlight distinguishes an explicit empty list.
	HasAttributesToHighlight bool
}

// effective merges the query's parameters over the index's settings.
func (q *Query) effective(base *config) (*config, error) {
	c := *base
	if q.HitsPerPage != nil {
		// A search asking for more than the maximum gets the maximum, as
		// with Algolia; a setting over it is refused (check).
		c.hitsPerPage = min(*q.HitsPerPage, MaxHitsPerPage)
	}
	if q.AttributesToRetrieve != nil {
		c.retrieve = q.AttributesToRetrieve
	}
	if q.HasAttributesToHighlight {
		c.highlight = q.AttributesToHighlight
		if c.highlight == nil {
			c.highlight = []string{}
		}
	}
	if q.AttributesToSnippet != nil {
		specs, err := parseSnippets(q.AttributesToSnippet)
		if err != nil {
			return nil, err
		}
		c.snippet = specs
	}
	if q.HighlightPreTag != nil {
		c.preTag = *q.HighlightPreTag
	}
	if q.HighlightPostTag != nil {
		c.postTag = *q.HighlightPostTag
	}
	if q.SnippetEllipsisText != nil {
		c.ellipsis = *q.SnippetEllipsisText
	}
	if q.Distinct != nil {
		c.distinct = *q.Distinct
		if c.distinctAttr == "" {
			c.distinct = 0
		}
	}
	if q.MinWordSizefor1Typo != nil {
		c.typo.oneTypo = *q.MinWordSizefor1Typo
	}
	if q.MinWordSizefor2Typos != nil {
		c.typo.twoTypos = *q.MinWordSizefor2Typos
	}
	if q.AllowTyposOnNumericTokens != nil {
		c.typo.numericTypos = *q.AllowTyposOnNumericTokens
	}
	if q.TypoTolerance != nil {
		c.typo.min, c.typo.strict = false, false
		if err := c.typo.apply(*q.TypoTolerance); err != nil {
			return nil, err
		}
	}
	if q.IgnorePlurals != nil {
		c.ignorePlurals = *q.IgnorePlurals
	}
	if q.RemoveWordsIfNoResults != nil {
		c.removeWords = *q.RemoveWordsIfNoResults
	}
	if q.QueryType != nil {
		c.queryType = *q.QueryType
	}
	return &c, nil
}

// HitsPerPage is how many hits q asks of ix: its hitsPerPage, clamped as a
// search clamps it, or the index's setting.
func (ix *Index) HitsPerPage(q *Query) int {
	if q.HitsPerPage != nil {
		return max(0, min(*q.HitsPerPage, MaxHitsPerPage))
	}
	return ix.cfg.hitsPerPage
}
