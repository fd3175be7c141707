package mdpage

import "github.com/folio-docs/folio/core/markdown"

// TOCItem is one entry of a page's table of contents as the theme
// receives it (the same shape as a doc's); Value is the heading's inline
// HTML.
type TOCItem struct {
	Value    string    `json:"value"`
	ID       string    `json:"id"`
	Level    int       `json:"level"`
	Children []TOCItem `json:"children,omitempty"`
}

// TOC converts the pipeline's table of contents; an empty one is an empty
// list, never null, so the theme can take its length.
func TOC(items []markdown.TOCItem) []TOCItem {
	out := make([]TOCItem, len(items))
	for i, it := range items {
		out[i] = TOCItem{Value: it.Value, ID: it.ID, Level: it.Level, Children: TOC(it.Children)}
	}
	return out
}
