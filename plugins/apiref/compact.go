package apiref

import (
	"bytes"
	"encoding/json"
)

// compact drops from TypeDoc's output what no page shows, before it is
// cached: the signatures, types and comments of members inherited from a
// @noInheritDoc class, which pages only link to. That is over a third of
// the Lexical packages' JSON, and every warm build decodes the cache.
func compact(out *runnerOutput) {
	p := &project{byID: map[int]*reflection{}}
	p.index(out.Project, nil)
	for _, r := range p.byID {
		if !r.is(kindProperty | kindMethod | kindAccessor | kindConstructor) {
			continue
		}
		if _, hidden := p.inheritedFromHidden(r); hidden {
			r.Signatures, r.GetSignature, r.SetSignature, r.Type, r.Comment = nil, nil, nil, nil, nil
		}
	}
}

// encodeCache writes the runner's output as compact JSON.
func encodeCache(out *runnerOutput) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
