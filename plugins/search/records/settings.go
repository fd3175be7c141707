package records

import "encoding/json"

// Settings returns the index settings DocSearch records are meant for,
// with Algolia's names, as `folio search push` sends them and folio's own
// service applies them:
//   - the hierarchy is searched before the text, the page title (lvl1)
//     first, then the section (lvl0), then the headings in order
//     (attribute ranking), and position inside a level does not count.
//     DocSearch's crawler puts lvl0 first; but a section name ("React",
//     "API") then outranks every title for a query that names it, and
//     "@lexical/react" found the React guides before the package's page;
//     docs/search.md has the measurements;
//   - ties go to higher pageRank, then higher levels, then earlier
//     records in the page;
//   - one hit per URL (anchor included);
//   - one typo from 4 letters, two from 8, none in numbers;
//   - when no record has every word, the words become optional.
func Settings() map[string]json.RawMessage {
	s := map[string]any{
		"searchableAttributes": []string{
			"unordered(hierarchy.lvl1)", "unordered(hierarchy.lvl0)", "unordered(hierarchy.lvl2)",
			"unordered(hierarchy.lvl3)", "unordered(hierarchy.lvl4)", "unordered(hierarchy.lvl5)",
			"unordered(hierarchy.lvl6)", "content",
		},
		"attributesForFaceting":     []string{"type", "lang", "language", "version", "docusaurus_tag"},
		"customRanking":             []string{"desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"},
		"ranking":                   []string{"words", "filters", "typo", "attribute", "proximity", "exact", "custom"},
		"distinct":                  true,
		"attributeForDistinct":      "url",
		"attributesToSnippet":       []string{"content:10"},
		"attributesToRetrieve":      []string{"hierarchy", "content", "anchor", "url", "url_without_anchor", "type"},
		"highlightPreTag":           "<mark>",
		"highlightPostTag":          "</mark>",
		"snippetEllipsisText":       "…",
		"minWordSizefor1Typo":       4,
		"minWordSizefor2Typos":      8,
		"allowTyposOnNumericTokens": false,
		"ignorePlurals":             true,
		"removeWordsIfNoResults":    "allOptional",
		"advancedSyntax":            true,
		"separatorsToIndex":         "_",
	}
	out := map[string]json.RawMessage{}
	for k, v := range s {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err) // static values
		}
		out[k] = b
	}
	return out
}
