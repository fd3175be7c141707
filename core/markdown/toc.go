package markdown

import (
	"fmt"
	"regexp"
)

// The table of contents can show heading levels 2 to 6; by default 2 and 3.
const (
	minTOCLevel        = 2
	maxTOCLevel        = 6
	defaultTOCMinLevel = 2
	defaultTOCMaxLevel = 3
)

// buildTOC nests the headings (h2 and below, with an id) into a tree, then
// keeps the levels from lo to hi. The tree is built before filtering so
// that an h4 under an h3 still lands under the h2 when h3 is filtered out:
// the children of a dropped entry move up to its place.
func buildTOC(headings []Heading, lo, hi int) []TOCItem {
	var flat []Heading
	for _, h := range headings {
		if h.Level >= minTOCLevel && h.ID != "" {
			flat = append(flat, h)
		}
	}
	// A heading's parent is the latest heading seen at any lower level.
	children := make([][]int, len(flat))
	var roots []int
	var lastAt [maxTOCLevel + 1]int
	for i := range lastAt {
		lastAt[i] = -1
	}
	for i, h := range flat {
		parent := -1
		for level := minTOCLevel; level < h.Level; level++ {
			parent = max(parent, lastAt[level])
		}
		if parent < 0 {
			roots = append(roots, i)
		} else {
			children[parent] = append(children[parent], i)
		}
		lastAt[h.Level] = i
	}
	var keep func(idx []int) []TOCItem
	keep = func(idx []int) []TOCItem {
		var out []TOCItem
		for _, i := range idx {
			kids := keep(children[i])
			h := flat[i]
			if h.Level < lo || h.Level > hi {
				out = append(out, kids...)
				continue
			}
			out = append(out, TOCItem{Value: withoutLinks(h.HTML), ID: h.ID, Level: h.Level, Children: kids})
		}
		return out
	}
	return keep(roots)
}

// tocLevels picks the page's level range: front matter over options.
// A page that raises only the minimum above the configured maximum gets
// that single level rather than an empty table.
func tocLevels(o *Options, page pageSettings) (lo, hi int) {
	lo, hi = o.TOCMinLevel, o.TOCMaxLevel
	if page.tocMin != 0 {
		lo = page.tocMin
	}
	if page.tocMax != 0 {
		hi = page.tocMax
	}
	return lo, max(lo, hi)
}

// validateTOCLevels checks a configured level range.
func validateTOCLevels(lo, hi int) error {
	if lo < minTOCLevel || lo > maxTOCLevel || hi < minTOCLevel || hi > maxTOCLevel {
		return fmt.Errorf("table of contents levels must be from %d to %d, got %d to %d", minTOCLevel, maxTOCLevel, lo, hi)
	}
	if lo > hi {
		return fmt.Errorf("table of contents minimum level %d is above the maximum %d", lo, hi)
	}
	return nil
}

var anchorTag = regexp.MustCompile(`</?a\b[^>]*>`)

// withoutLinks drops the <a> tags of a heading's HTML, keeping their text:
// a table of contents entry is itself a link, and links do not nest.
func withoutLinks(html string) string {
	return anchorTag.ReplaceAllString(html, "")
}
