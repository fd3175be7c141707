package apiref

import (
	"encoding/json"
	"fmt"
	"strings"
)

// frontMatter is the YAML block a generated doc starts with. Values are
// written as JSON, which YAML reads as the same strings and numbers.
type frontMatter struct {
	Title string
	// Description is the page's meta description (search engines and
	// social cards read it).
	Description     string
	SidebarLabel    string
	SidebarPosition int
	HideTOC         bool
	// EditURL is the page's "edit" link; empty writes null (no link), as
	// generated pages have no source of their own here.
	EditURL string
}

func (f frontMatter) write(b *strings.Builder) {
	b.WriteString("---\n")
	if f.Title != "" {
		fmt.Fprintf(b, "title: %s\n", yamlString(f.Title))
	}
	if f.Description != "" {
		fmt.Fprintf(b, "description: %s\n", yamlString(f.Description))
	}
	if f.SidebarLabel != "" {
		fmt.Fprintf(b, "sidebar_label: %s\n", yamlString(f.SidebarLabel))
	}
	if f.SidebarPosition != 0 {
		fmt.Fprintf(b, "sidebar_position: %d\n", f.SidebarPosition)
	}
	if f.HideTOC {
		b.WriteString("hide_table_of_contents: true\n")
	}
	if f.EditURL != "" {
		fmt.Fprintf(b, "custom_edit_url: %s\n", yamlString(f.EditURL))
	} else {
		b.WriteString("custom_edit_url: null\n")
	}
	b.WriteString("---\n\n")
}

func yamlString(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}
