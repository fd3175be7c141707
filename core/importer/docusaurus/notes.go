package docusaurus

import (
	"fmt"
	"strings"
)

// A Note is one setting of the Docusaurus site that the import did not
// carry over: where it is, why folio has no place for it, and what to do.
type Note struct {
	Key  string // where in docusaurus.config: presets[0].docs.remarkPlugins
	What string // the value, briefly: remark-math
	Why  string
	Do   string
}

func (n Note) String() string {
	var b strings.Builder
	b.WriteString(n.Key)
	if n.What != "" {
		fmt.Fprintf(&b, " (%s)", n.What)
	}
	b.WriteString(": ")
	b.WriteString(n.Why)
	if n.Do != "" {
		b.WriteString(" ")
		b.WriteString(n.Do)
	}
	return b.String()
}

// notes collects Notes while the config is mapped.
type notes []Note

func (ns *notes) add(key, what, why, do string) {
	*ns = append(*ns, Note{Key: key, What: what, Why: why, Do: do})
}

// describe names a value for a note: a stubbed package, a function, or
// the JSON of a small value.
func describe(v any) string {
	switch v := v.(type) {
	case map[string]any:
		if m, ok := v["__module"].(string); ok {
			if p, _ := v["__path"].(string); p != "" {
				return m + " " + p
			}
			return m
		}
		if f, ok := v["__function"].(string); ok {
			if f == "" {
				return "a function"
			}
			return "function " + f
		}
		if r, ok := v["__regexp"].(string); ok {
			return r
		}
		return "a table"
	case []any:
		parts := make([]string, 0, len(v))
		for _, item := range v {
			if list, ok := item.([]any); ok && len(list) > 0 {
				item = list[0] // [plugin, options]
			}
			parts = append(parts, describe(item))
		}
		return strings.Join(parts, ", ")
	case string:
		return v
	case nil:
		return "null"
	}
	return fmt.Sprint(v)
}

// isFunction tells a JavaScript function (a marker of evaluate.js).
func isFunction(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	_, ok = m["__function"]
	return ok
}
