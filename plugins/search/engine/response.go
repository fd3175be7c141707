package engine

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
)

// ResponseInfo is what the API adds to a result: the index name, the
// parameters as a query string, and the queryID of clickAnalytics.
type ResponseInfo struct {
	Index   string
	Params  string
	QueryID string
}

// AppendJSON writes the result in Algolia's response format.
func (r *Result) AppendJSON(b *bytes.Buffer, info ResponseInfo) {
	b.WriteString(`{"hits":[`)
	for i := range r.Hits {
		if i > 0 {
			b.WriteByte(',')
		}
		r.appendHit(b, &r.Hits[i])
	}
	b.WriteString(`],"nbHits":`)
	b.WriteString(strconv.Itoa(r.NbHits))
	b.WriteString(`,"page":`)
	b.WriteString(strconv.Itoa(r.Page))
	b.WriteString(`,"nbPages":`)
	b.WriteString(strconv.Itoa(r.NbPages))
	b.WriteString(`,"hitsPerPage":`)
	b.WriteString(strconv.Itoa(r.HitsPerPage))
	b.WriteString(`,"exhaustiveNbHits":true,"exhaustiveTypo":true,"exhaustive":{"nbHits":true,"typo":true},"query":`)
	writeJSONString(b, r.Query)
	b.WriteString(`,"params":`)
	writeJSONString(b, info.Params)
	b.WriteString(`,"index":`)
	writeJSONString(b, info.Index)
	if info.QueryID != "" {
		b.WriteString(`,"queryID":`)
		writeJSONString(b, info.QueryID)
	}
	if r.Facets != nil {
		b.WriteString(`,"facets":{`)
		for i, f := range r.Facets {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, f.Attr)
			b.WriteString(":{")
			for j, v := range f.Values {
				if j > 0 {
					b.WriteByte(',')
				}
				writeJSONString(b, v.Value)
				b.WriteByte(':')
				b.WriteString(strconv.Itoa(v.Count))
			}
			b.WriteByte('}')
		}
		b.WriteByte('}')
	}
	b.WriteString(`,"processingTimeMS":`)
	b.WriteString(strconv.FormatInt(max(r.Took.Milliseconds(), 1), 10))
	b.WriteByte('}')
}

func (r *Result) appendHit(b *bytes.Buffer, h *Hit) {
	obj := h.Object
	b.WriteString(`{"objectID":`)
	writeJSONString(b, obj.ID)
	r.appendRetrieved(b, obj)

	tokens := map[string][]Token{}
	tokensOf := func(path, text string, item int) []Token {
		key := path + "\x00" + strconv.Itoa(item)
		t, ok := tokens[key]
		if !ok {
			t = Tokenize(text)
			tokens[key] = t
		}
		return t
	}

	var hl []attrValue
	for _, path := range r.highlightPaths() {
		if v, ok := r.markAttr(obj, path, func(text string, item int) marked {
			return r.highlightAttr(text, tokensOf(path, text, item))
		}); ok {
			hl = append(hl, attrValue{path: path, json: v})
		}
	}
	if len(hl) > 0 {
		b.WriteString(`,"_highlightResult":`)
		writeNested(b, hl)
	}
	var sn []attrValue
	for _, spec := range r.cfg.snippet {
		if v, ok := r.markAttr(obj, spec.path, func(text string, item int) marked {
			m := r.snippetAttr(text, tokensOf(spec.path, text, item), spec.words)
			m.matchedWords = nil // snippets carry only value and matchLevel
			return m
		}); ok {
			sn = append(sn, attrValue{path: spec.path, json: v, snippet: true})
		}
	}
	if len(sn) > 0 {
		b.WriteString(`,"_snippetResult":`)
		writeNested(b, sn)
	}
	if r.wantRankingInfo() {
		k := h.rank
		b.WriteString(`,"_rankingInfo":{"promoted":false,"nbTypos":`)
		b.WriteString(strconv.Itoa(int(k.typos)))
		b.WriteString(`,"firstMatchedWord":`)
		b.WriteString(strconv.Itoa(max(int(k.firstWord), 0) * 1000))
		b.WriteString(`,"proximityDistance":`)
		b.WriteString(strconv.Itoa(int(k.proximity)))
		b.WriteString(`,"geoDistance":0,"geoPrecision":1,"nbExactWords":`)
		b.WriteString(strconv.Itoa(int(k.exact)))
		b.WriteString(`,"words":`)
		b.WriteString(strconv.Itoa(int(k.words)))
		b.WriteString(`,"filters":0,"userScore":`)
		b.WriteString(strconv.Itoa(len(r.ix.objects) - int(k.rec)))
		b.WriteByte('}')
	}
	b.WriteByte('}')
}

func (r *Result) wantRankingInfo() bool { return r.rankingInfo }

// appendRetrieved writes the attributes attributesToRetrieve selects:
// "*" (all, minus "-attribute" exclusions), whole attributes, or parts of
// object attributes ("hierarchy.lvl0").
func (r *Result) appendRetrieved(b *bytes.Buffer, obj *Object) {
	retrieve := r.cfg.retrieve
	all := retrieve == nil || slices.Contains(retrieve, "*")
	whole := map[string]bool{}
	parts := map[string][]string{}
	excluded := map[string]bool{}
	for _, p := range retrieve {
		if ex, ok := strings.CutPrefix(p, "-"); ok {
			excluded[ex] = true
			continue
		}
		if name, sub, ok := strings.Cut(p, "."); ok {
			parts[name] = append(parts[name], sub)
			continue
		}
		whole[p] = true
	}
	for _, f := range obj.Fields {
		switch {
		case excluded[f.Name]:
		case all || whole[f.Name]:
			b.WriteByte(',')
			writeJSONString(b, f.Name)
			b.WriteByte(':')
			b.Write(f.Raw)
		case parts[f.Name] != nil && f.Sub != nil:
			b.WriteByte(',')
			writeJSONString(b, f.Name)
			b.WriteString(":{")
			n := 0
			for _, sf := range f.Sub {
				if slices.Contains(parts[f.Name], sf.Name) {
					if n > 0 {
						b.WriteByte(',')
					}
					n++
					writeJSONString(b, sf.Name)
					b.WriteByte(':')
					b.Write(sf.Raw)
				}
			}
			b.WriteByte('}')
		}
	}
}

// highlightPaths are the attributes to highlight: attributesToHighlight,
// or every searchable attribute.
func (r *Result) highlightPaths() []string {
	if r.cfg.highlight != nil && !slices.Contains(r.cfg.highlight, "*") {
		return r.cfg.highlight
	}
	out := make([]string, len(r.ix.attrs))
	for i, a := range r.ix.attrs {
		out[i] = a.path
	}
	return out
}

// markAttr highlights or snippets one attribute: a string gives one
// object, an array of strings an array of them. Null and missing
// attributes give nothing.
func (r *Result) markAttr(obj *Object, path string, mark func(text string, item int) marked) ([]byte, bool) {
	f, ok := obj.Lookup(path)
	if !ok || len(f.Raw) == 0 {
		return nil, false
	}
	var b bytes.Buffer
	switch f.Raw[0] {
	case '"':
		s, _ := f.String()
		writeMarked(&b, mark(s, 0))
	case '[':
		texts := f.Texts()
		b.WriteByte('[')
		for i, t := range texts {
			if i > 0 {
				b.WriteByte(',')
			}
			writeMarked(&b, mark(t, i))
		}
		b.WriteByte(']')
	default:
		return nil, false
	}
	return b.Bytes(), true
}

func writeMarked(b *bytes.Buffer, m marked) {
	b.WriteString(`{"value":`)
	writeJSONString(b, m.value)
	b.WriteString(`,"matchLevel":`)
	writeJSONString(b, m.matchLevel)
	if m.matchedWords != nil {
		b.WriteString(`,"fullyHighlighted":`)
		b.WriteString(strconv.FormatBool(m.fully))
		b.WriteString(`,"matchedWords":[`)
		for i, w := range m.matchedWords {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, w)
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
}

type attrValue struct {
	path    string
	json    []byte
	snippet bool
}

// writeNested writes values keyed by path as nested objects:
// "hierarchy.lvl1" goes under "hierarchy". Order follows the first
// appearance of each name.
func writeNested(b *bytes.Buffer, values []attrValue) {
	b.WriteByte('{')
	var order []string
	groups := map[string][]attrValue{}
	for _, v := range values {
		name, rest, nested := strings.Cut(v.path, ".")
		if !nested {
			name, rest = v.path, ""
		}
		if _, ok := groups[name]; !ok {
			order = append(order, name)
		}
		groups[name] = append(groups[name], attrValue{path: rest, json: v.json, snippet: v.snippet})
	}
	for i, name := range order {
		if i > 0 {
			b.WriteByte(',')
		}
		writeJSONString(b, name)
		b.WriteByte(':')
		g := groups[name]
		if len(g) == 1 && g[0].path == "" {
			b.Write(g[0].json)
			continue
		}
		writeNested(b, g)
	}
	b.WriteByte('}')
}
