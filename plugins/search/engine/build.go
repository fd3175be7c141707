package engine

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/blevesearch/vellum"
)

// Index is an immutable, searchable snapshot of records and settings.
// Searches may run on it from any number of goroutines.
type Index struct {
	settings  Settings
	cfg       *config
	objects   []Object
	attrs     []searchableAttr // resolved searchable attributes
	attrPaths []string

	dict     *vellum.FST // term → term id; ids follow the terms' sorted order
	terms    []string    // term id → term
	postings [][]posting // term id → occurrences, ordered by record

	// singleTerm[rec*len(attrs)+a] is the term id of an attribute made of
	// one word, else -1: exactOnSingleWordQuery "attribute".
	singleTerm []int32
	facets     map[string]map[string]bitset
	custom     []float64 // len(objects) × len(cfg.customRanking), smaller first
	distinct   []int32   // group of each record under attributeForDistinct
	all        bitset
	words      *wordCache
}

// posting is one occurrence of a term: record, searchable attribute and
// word position inside it.
type posting struct {
	rec  uint32
	attr uint8
	pos  uint16
}

const maxPosition = math.MaxUint16

// Build indexes objects with settings. Invalid settings are an error that
// names the setting.
func Build(objects []Object, settings Settings) (*Index, error) {
	cfg, err := settings.compile()
	if err != nil {
		return nil, err
	}
	ix := &Index{settings: settings, cfg: cfg, objects: objects}
	ix.attrs = cfg.searchable
	if cfg.searchableAuto {
		ix.attrs = discoverTextAttributes(objects)
	}
	for _, a := range ix.attrs {
		ix.attrPaths = append(ix.attrPaths, a.path)
	}
	if err := ix.indexTerms(); err != nil {
		return nil, err
	}
	ix.indexFacets()
	ix.indexCustomRanking()
	ix.indexDistinct()
	ix.all = newBitset(len(objects)).fill(len(objects))
	ix.SetWordCache(DefaultWordCache)
	return ix, nil
}

// discoverTextAttributes makes every text attribute searchable, in the
// order attributes first appear, when searchableAttributes is unset.
func discoverTextAttributes(objects []Object) []searchableAttr {
	var out []searchableAttr
	seen := map[string]bool{}
	var walk func(prefix string, fields []Field)
	walk = func(prefix string, fields []Field) {
		for _, f := range fields {
			path := prefix + f.Name
			if f.Sub != nil {
				walk(path+".", f.Sub)
				continue
			}
			if !seen[path] && len(f.Raw) > 0 && (f.Raw[0] == '"' || f.Raw[0] == '[') && len(out) < maxSearchableAttributes {
				seen[path] = true
				out = append(out, searchableAttr{path: path, rank: len(out)})
			}
		}
	}
	for i := range objects {
		walk("", objects[i].Fields)
	}
	return out
}

// indexTerms tokenizes every searchable attribute and builds the term
// dictionary (a vellum FST) and the postings.
func (ix *Index) indexTerms() error {
	ids := map[string]uint32{}
	var byTmp [][]posting
	var tmpTerms []string
	// Hierarchy texts repeat in every record of a page: tokenize each once.
	cache := map[string][]cachedToken{}
	nAttrs := len(ix.attrs)
	ix.singleTerm = make([]int32, len(ix.objects)*nAttrs)
	for rec := range ix.objects {
		obj := &ix.objects[rec]
		for a, attr := range ix.attrs {
			ix.singleTerm[rec*nAttrs+a] = -1
			f, ok := obj.Lookup(attr.path)
			if !ok {
				continue
			}
			base := 0
			words := 0
			single := int32(-1)
			for _, text := range f.Texts() {
				toks, ok := cache[text]
				if !ok {
					toks = tokensFor(text, ids, &tmpTerms, &byTmp)
					if len(text) < 256 {
						cache[text] = toks
					}
				}
				last := 0
				for _, t := range toks {
					pos := base + int(t.pos)
					if pos > maxPosition {
						break
					}
					byTmp[t.id] = append(byTmp[t.id], posting{rec: uint32(rec), attr: uint8(a), pos: uint16(pos)})
					last = int(t.pos)
					if !t.part {
						words++
						single = int32(t.id)
					}
				}
				// Array items are far apart: no proximity across them.
				base += last + 8
			}
			if words == 1 {
				ix.singleTerm[rec*nAttrs+a] = single // a temporary id, remapped below
			}
		}
	}

	// Term ids follow sorted order, so the FST maps a term to its id and a
	// prefix covers a contiguous range of ids.
	order := make([]uint32, len(tmpTerms))
	for i := range order {
		order[i] = uint32(i)
	}
	slices.SortFunc(order, func(a, b uint32) int { return strings.Compare(tmpTerms[a], tmpTerms[b]) })
	remap := make([]uint32, len(tmpTerms))
	ix.terms = make([]string, len(tmpTerms))
	ix.postings = make([][]posting, len(tmpTerms))
	var buf bytes.Buffer
	builder, err := vellum.New(&buf, nil)
	if err != nil {
		return err
	}
	for newID, tmp := range order {
		remap[tmp] = uint32(newID)
		ix.terms[newID] = tmpTerms[tmp]
		ix.postings[newID] = slices.Clip(byTmp[tmp])
		if err := builder.Insert([]byte(tmpTerms[tmp]), uint64(newID)); err != nil {
			return fmt.Errorf("term dictionary: %w", err)
		}
	}
	if err := builder.Close(); err != nil {
		return fmt.Errorf("term dictionary: %w", err)
	}
	if ix.dict, err = vellum.Load(buf.Bytes()); err != nil {
		return fmt.Errorf("term dictionary: %w", err)
	}
	for i, t := range ix.singleTerm {
		if t >= 0 {
			ix.singleTerm[i] = int32(remap[t])
		}
	}
	return nil
}

type cachedToken struct {
	id   uint32
	pos  uint16
	part bool
}

func tokensFor(text string, ids map[string]uint32, terms *[]string, postings *[][]posting) []cachedToken {
	toks := Tokenize(text)
	out := make([]cachedToken, 0, len(toks))
	for _, t := range toks {
		id, ok := ids[t.Term]
		if !ok {
			id = uint32(len(*terms))
			ids[t.Term] = id
			*terms = append(*terms, t.Term)
			*postings = append(*postings, nil)
		}
		pos := t.Pos
		if pos > maxPosition {
			pos = maxPosition
		}
		out = append(out, cachedToken{id: id, pos: uint16(pos), part: t.Part})
	}
	return out
}

// indexFacets records, for each attribute for faceting, the records that
// hold each value.
func (ix *Index) indexFacets() {
	ix.facets = map[string]map[string]bitset{}
	for _, path := range ix.cfg.facets {
		values := map[string]bitset{}
		for rec := range ix.objects {
			f, ok := ix.objects[rec].Lookup(path)
			if !ok {
				continue
			}
			for _, v := range f.Texts() {
				b, ok := values[v]
				if !ok {
					b = newBitset(len(ix.objects))
					values[v] = b
				}
				b.set(rec)
			}
		}
		ix.facets[path] = values
	}
}

// indexCustomRanking stores each record's custom ranking values so that
// smaller always ranks first; records without a value rank last.
func (ix *Index) indexCustomRanking() {
	n := len(ix.cfg.customRanking)
	ix.custom = make([]float64, len(ix.objects)*n)
	for rec := range ix.objects {
		for i, cr := range ix.cfg.customRanking {
			v := math.Inf(1)
			if f, ok := ix.objects[rec].Lookup(cr.path); ok {
				if x, ok := f.Number(); ok {
					v = x
					if cr.desc {
						v = -x
					}
				}
			}
			ix.custom[rec*n+i] = v
		}
	}
}

// indexDistinct gives records with the same attributeForDistinct value the
// same group; a record without one is a group of its own.
func (ix *Index) indexDistinct() {
	ix.distinct = make([]int32, len(ix.objects))
	groups := map[string]int32{}
	for rec := range ix.objects {
		key := "\x00" + ix.objects[rec].ID
		if ix.cfg.distinctAttr != "" {
			if f, ok := ix.objects[rec].Lookup(ix.cfg.distinctAttr); ok {
				key = string(f.Raw)
			}
		}
		g, ok := groups[key]
		if !ok {
			g = int32(len(groups))
			groups[key] = g
		}
		ix.distinct[rec] = g
	}
}

// Len is the number of records.
func (ix *Index) Len() int { return len(ix.objects) }

// Objects returns the records, in index order. The slice must not be
// modified.
func (ix *Index) Objects() []Object { return ix.objects }

// Settings returns the settings the index was built with.
func (ix *Index) Settings() Settings { return ix.settings }

// Terms is the number of distinct terms, for statistics.
func (ix *Index) Terms() int { return len(ix.terms) }
