package docs

import "folio/core/markdown"

// tocItem is one entry of a doc's table of contents as the theme receives
// it; Value is the heading's inline HTML.
type tocItem struct {
	Value    string    `json:"value"`
	ID       string    `json:"id"`
	Level    int       `json:"level"`
	Children []tocItem `json:"children,omitempty"`
}

func tocFrom(items []markdown.TOCItem) []tocItem {
	out := make([]tocItem, len(items))
	for i, it := range items {
		out[i] = tocItem{Value: it.Value, ID: it.ID, Level: it.Level, Children: tocFrom(it.Children)}
	}
	return out
}
