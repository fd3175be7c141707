package docs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"unicode/utf8"

	"github.com/folio-docs/folio/core/diag"
)

// jsonNode is a JSON value with the line it starts on and, for objects,
// the order of its keys: sidebars are ordered (the first one gives the
// docs' main page) and their errors name a line.
type jsonNode struct {
	Line   int
	Column int // in characters, where the value (an object member: its key) starts
	Value  any // string, json.Number, bool, nil; unset for objects and arrays
	Keys   []string
	Fields map[string]*jsonNode
	Items  []*jsonNode
	IsObj  bool
	IsList bool
}

// parseJSONWithLines decodes src; a syntax error names its line.
func parseJSONWithLines(src []byte) (*jsonNode, error) {
	var newlines []int
	for i, c := range src {
		if c == '\n' {
			newlines = append(newlines, i)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	p := &jsonParser{dec: dec, src: src, newlines: newlines}
	node, err := p.value()
	if err == nil {
		if _, extra := dec.Token(); extra != io.EOF {
			err = fmt.Errorf("unexpected content after the top-level value")
		}
	}
	if err != nil {
		offset := dec.InputOffset()
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			offset = syn.Offset
		}
		line, column := p.position(offset)
		return nil, &lineError{Line: line, Column: column, Err: err}
	}
	return node, nil
}

type lineError struct {
	Line, Column int
	Err          error
}

func (e *lineError) Error() string { return fmt.Sprintf("%d:%d: %v", e.Line, e.Column, e.Err) }

// diagnostic places e in file.
func (e *lineError) diagnostic(file string) *diag.Diagnostic {
	return diag.Errorf(file, e.Line, e.Column, "%v", e.Err)
}

type jsonParser struct {
	dec      *json.Decoder
	src      []byte
	newlines []int // offsets of every line break of src
}

// position is the 1-based line and character column of a byte offset.
func (p *jsonParser) position(offset int64) (line, column int) {
	i := sort.SearchInts(p.newlines, int(offset))
	start := 0
	if i > 0 {
		start = p.newlines[i-1] + 1
	}
	end := min(int(offset), len(p.src))
	return i + 1, utf8.RuneCount(p.src[start:max(start, end)]) + 1
}

// startOf is where the token read after offset begins: between two tokens
// JSON has only blanks, commas and colons.
func (p *jsonParser) startOf(offset int64) int64 {
	for int(offset) < len(p.src) {
		switch p.src[offset] {
		case ' ', '\t', '\r', '\n', ',', ':':
			offset++
			continue
		}
		break
	}
	return offset
}

// value reads the next value. The decoder's offset after a token is the
// token's end, which is on the token's own line (JSON strings hold no raw
// newlines).
func (p *jsonParser) value() (*jsonNode, error) {
	before := p.dec.InputOffset()
	tok, err := p.dec.Token()
	if err == io.EOF {
		return nil, fmt.Errorf("unexpected end of JSON")
	}
	if err != nil {
		return nil, err
	}
	n := &jsonNode{}
	n.Line, n.Column = p.position(p.startOf(before))
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.IsObj, n.Fields = true, map[string]*jsonNode{}
			for p.dec.More() {
				keyStart := p.startOf(p.dec.InputOffset())
				keyTok, err := p.dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := keyTok.(string)
				child, err := p.value()
				if err != nil {
					return nil, err
				}
				// A member is placed at its key: "label": 3 is wrong at
				// "label".
				child.Line, child.Column = p.position(keyStart)
				if _, dup := n.Fields[key]; !dup {
					n.Keys = append(n.Keys, key)
				}
				n.Fields[key] = child
			}
		case '[':
			n.IsList = true
			for p.dec.More() {
				child, err := p.value()
				if err != nil {
					return nil, err
				}
				n.Items = append(n.Items, child)
			}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	default:
		n.Value = t
	}
	return n, nil
}

// fromGo builds a node tree (without lines) from decoded JSON, for
// sidebars written inline in site.toml. Object keys come sorted: TOML
// tables reach the plugin without their order.
func fromGo(v any) *jsonNode {
	switch t := v.(type) {
	case map[string]any:
		n := &jsonNode{IsObj: true, Fields: map[string]*jsonNode{}}
		for k := range t {
			n.Keys = append(n.Keys, k)
		}
		sort.Strings(n.Keys)
		for _, k := range n.Keys {
			n.Fields[k] = fromGo(t[k])
		}
		return n
	case []any:
		n := &jsonNode{IsList: true}
		for _, item := range t {
			n.Items = append(n.Items, fromGo(item))
		}
		return n
	default:
		return &jsonNode{Value: t}
	}
}

func (n *jsonNode) str() (string, bool) {
	s, ok := n.Value.(string)
	return s, ok && !n.IsObj && !n.IsList
}

func (n *jsonNode) isNull() bool { return !n.IsObj && !n.IsList && n.Value == nil }

func (n *jsonNode) boolean() (bool, bool) {
	b, ok := n.Value.(bool)
	return b, ok
}

func (n *jsonNode) kind() string {
	switch {
	case n.IsObj:
		return "an object"
	case n.IsList:
		return "a list"
	}
	switch n.Value.(type) {
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	default:
		return "a number"
	}
}
