package config

import (
	"strconv"
	"strings"
)

// keyPath is a key as errors name it: dotted, with the index of each array
// element on the way, e.g. themeConfig.navbar.items[2].docId. The error
// reporter, the line index and the shape check all build keys with it, so
// that the same key always prints, and looks up, the same way.
type keyPath []segment

// segment is a table key or, when index >= 0, an array element.
type segment struct {
	name  string
	index int
}

func (p keyPath) key(name string) keyPath {
	return append(p[:len(p):len(p)], segment{name: name, index: -1})
}

func (p keyPath) at(i int) keyPath {
	return append(p[:len(p):len(p)], segment{index: i})
}

func (p keyPath) parent() keyPath {
	if len(p) == 0 {
		return p
	}
	return p[:len(p)-1]
}

func (p keyPath) String() string {
	var b strings.Builder
	for i, s := range p {
		if s.index >= 0 {
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(s.index))
			b.WriteByte(']')
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(quoteKey(s.name))
	}
	return b.String()
}

// quoteKey writes a key the way TOML would need it, so that a key with a dot
// or a space in it cannot be mistaken for two keys.
func quoteKey(k string) string {
	if k == "" {
		return `""`
	}
	for _, r := range k {
		if !isBareKeyRune(r) {
			return strconv.Quote(k)
		}
	}
	return k
}

func isBareKeyRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-'
}

// path builds a keyPath from plain table keys.
func path(names ...string) keyPath {
	var p keyPath
	for _, n := range names {
		p = p.key(n)
	}
	return p
}

// lookup finds the value at p in a tree decoded by BurntSushi/toml. Unlike
// MetaData.IsDefined it can step through arrays of tables.
func (p keyPath) lookup(tree map[string]any) (any, bool) {
	var cur any = tree
	for _, s := range p {
		if s.index >= 0 {
			items, ok := asList(cur)
			if !ok || s.index >= len(items) {
				return nil, false
			}
			cur = items[s.index]
			continue
		}
		tbl, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		if cur, ok = tbl[s.name]; !ok {
			return nil, false
		}
	}
	return cur, true
}

// asList accepts both shapes BurntSushi/toml gives an array: []any for an
// inline array and []map[string]any for an array of tables.
func asList(v any) ([]any, bool) {
	switch v := v.(type) {
	case []any:
		return v, true
	case []map[string]any:
		out := make([]any, len(v))
		for i, t := range v {
			out[i] = t
		}
		return out, true
	}
	return nil, false
}
