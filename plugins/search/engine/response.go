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

// AppendJSON writes the result in Algolia's response format into b, whole,
// with a highlight budget of its own.
func (r *Result) AppendJSON(b *bytes.Buffer, info ResponseInfo) {
	r.WriteJSON(NewStream(b, nil, 0), info) // without a flush function, nothing fails
}

// WriteJSON writes the result in Algolia's response format to s, flushing
// between hits as s asks and spending its highlight budget. An error is
// the flush function's: the answer is then incomplete.
func (r *Result) WriteJSON(s *Stream, info ResponseInfo) error {
	r.prepareLayout()
	r.writing = writingPool.Get().(*writing)
	r.stream = s
	defer func() {
		clear(r.marked) // its slices point into this answer's buffer
		r.longText = ""
		writingPool.Put(r.writing)
		r.writing = nil
		r.stream = nil
	}()
	b := s.Buf
	b.WriteString(`{"hits":[`)
	for i := range r.Hits {
		if i > 0 {
			b.WriteByte(',')
		}
		r.appendHit(b, &r.Hits[i])
		if s.full() {
			clear(r.marked) // the buffer they point into is reused
			if err := s.Flush(); err != nil {
				return err
			}
		}
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
	return nil
}

// layout is what every hit of a result writes, worked out once.
type layout struct {
	all      bool                // attributesToRetrieve has "*"
	whole    map[string]bool     // attributes retrieved whole
	parts    map[string][]string // object attributes retrieved in part
	excluded map[string]bool     // "-attribute"
	hl       []group             // _highlightResult
	sn       []group             // _snippetResult
	// What to do with each attribute name, decided on first sight.
	actions map[string]retrieveAction
}

type retrieveAction uint8

const (
	skipAttr retrieveAction = iota
	wholeAttr
	partsOfAttr
)

func (l *layout) action(name string) retrieveAction {
	if a, ok := l.actions[name]; ok {
		return a
	}
	a := skipAttr
	switch {
	case l.excluded[name]:
	case l.all || l.whole[name]:
		a = wholeAttr
	case l.parts[name] != nil:
		a = partsOfAttr
	}
	l.actions[name] = a
	return a
}

// group is a top-level key of _highlightResult or _snippetResult: one
// attribute ("content"), or an object of them ("hierarchy" → lvl0…).
type group struct {
	name     string
	path     string // a leaf: the attribute's path
	words    int    // snippet length, for snippets
	children []group
}

func (r *Result) prepareLayout() {
	if r.layout != nil {
		return
	}
	l := &layout{whole: map[string]bool{}, parts: map[string][]string{}, excluded: map[string]bool{}, actions: map[string]retrieveAction{}}
	l.all = r.cfg.retrieve == nil || slices.Contains(r.cfg.retrieve, "*")
	// Repeated names are written once: each costs work on every hit.
	for _, p := range r.cfg.retrieve {
		if ex, ok := strings.CutPrefix(p, "-"); ok {
			l.excluded[ex] = true
		} else if name, sub, ok := strings.Cut(p, "."); ok {
			if !slices.Contains(l.parts[name], sub) {
				l.parts[name] = append(l.parts[name], sub)
			}
		} else {
			l.whole[p] = true
		}
	}
	paths := r.ix.attrPaths
	if r.cfg.highlight != nil && !slices.Contains(r.cfg.highlight, "*") {
		paths = r.cfg.highlight
	}
	seen := map[string]bool{}
	for _, p := range paths {
		if !seen[p] {
			seen[p] = true
			l.hl = addToGroups(l.hl, p, 0)
		}
	}
	clear(seen)
	for _, s := range r.cfg.snippet {
		if !seen[s.path] {
			seen[s.path] = true
			l.sn = addToGroups(l.sn, s.path, s.words)
		}
	}
	r.layout = l
}

func addToGroups(groups []group, path string, words int) []group {
	name, rest, nested := strings.Cut(path, ".")
	if !nested {
		return append(groups, group{name: path, path: path, words: words})
	}
	for i := range groups {
		if groups[i].name == name && groups[i].path == "" {
			groups[i].children = append(groups[i].children, group{name: rest, path: path, words: words})
			return groups
		}
	}
	return append(groups, group{name: name, children: []group{{name: rest, path: path, words: words}}})
}

func (r *Result) appendHit(b *bytes.Buffer, h *Hit) {
	obj := h.Object
	b.WriteString(`{"objectID":`)
	writeJSONString(b, obj.ID)
	r.appendRetrieved(b, obj)
	if len(r.layout.hl) > 0 {
		b.WriteString(`,"_highlightResult":`)
		r.appendGroups(b, obj, r.layout.hl, false)
	}
	if len(r.layout.sn) > 0 {
		b.WriteString(`,"_snippetResult":`)
		r.appendGroups(b, obj, r.layout.sn, true)
	}
	if r.rankingInfo {
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

// appendRetrieved writes the attributes attributesToRetrieve selects:
// "*" (all, minus "-attribute" exclusions), whole attributes, or parts of
// object attributes ("hierarchy.lvl0").
func (r *Result) appendRetrieved(b *bytes.Buffer, obj *Object) {
	l := r.layout
	for _, f := range obj.Fields {
		switch l.action(f.Name) {
		case wholeAttr:
			b.WriteByte(',')
			writeJSONString(b, f.Name)
			b.WriteByte(':')
			b.Write(f.Raw)
		case partsOfAttr:
			if f.Sub == nil {
				continue
			}
			b.WriteByte(',')
			writeJSONString(b, f.Name)
			b.WriteString(":{")
			n := 0
			for _, sf := range f.Sub {
				if slices.Contains(l.parts[f.Name], sf.Name) {
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

// appendGroups writes highlight or snippet results keyed like the record:
// {"hierarchy":{"lvl1":{…}},"content":{…}}. Null and missing attributes,
// and numbers, get none.
func (r *Result) appendGroups(b *bytes.Buffer, obj *Object, groups []group, snippet bool) {
	b.WriteByte('{')
	first := true
	for _, g := range groups {
		if g.path != "" {
			f, ok := obj.Lookup(g.path)
			if !ok || !markable(f) {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			writeJSONString(b, g.name)
			b.WriteByte(':')
			r.appendMarked(b, f, g.words, snippet)
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		writeJSONString(b, g.name)
		b.WriteByte(':')
		r.appendGroups(b, obj, g.children, snippet)
	}
	b.WriteByte('}')
}

// maxCachedText: headings repeat across hits, paragraphs do not.
const maxCachedText = 200

func markable(f Field) bool { return len(f.Raw) > 0 && (f.Raw[0] == '"' || f.Raw[0] == '[') }

// markKey names one highlight or snippet of a text within a result.
type markKey struct {
	text  string
	words int // 0: a highlight
}

// appendMarked writes one attribute's result: an object for a string, an
// array of them for an array of strings. Hits of one page share their
// headings, so each text is marked once per result.
func (r *Result) appendMarked(b *bytes.Buffer, f Field, words int, snippet bool) {
	one := func(text string) {
		key := markKey{text: text}
		if snippet {
			key.words = words
		}
		// Every text counts against the budget, marked before or not, so
		// where highlighting stops does not depend on the cache.
		if !r.stream.spendHighlight(len(text)) {
			r.appendUnmarked(b, text, words, snippet)
			return
		}
		if cached, ok := r.marked[key]; ok {
			b.Write(cached)
			return
		}
		from := b.Len()
		if snippet {
			r.appendSnippet(b, text, words)
		} else {
			r.appendHighlight(b, text)
		}
		if len(text) <= maxCachedText {
			r.marked[key] = b.Bytes()[from:b.Len():b.Len()]
		}
	}
	if s, ok := f.String(); ok {
		one(s)
		return
	}
	b.WriteByte('[')
	for i, t := range f.Texts() {
		if i > 0 {
			b.WriteByte(',')
		}
		one(t)
	}
	b.WriteByte(']')
}
