package docs

import (
	"reflect"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// A table of contents kept encoded decodes to what was encoded, and the
// store reads the same bytes back without decoding them, after which the
// record goes on; a cut or too deep table is corrupt, as decoding finds it.
func TestEncodedTOC(t *testing.T) {
	toc := []mdpage.TOCItem{
		{Value: "One", ID: "one", Level: 2, Children: []mdpage.TOCItem{{Value: "Two", ID: "two", Level: 3, Children: []mdpage.TOCItem{}}}},
		{Value: "Three", ID: "three", Level: 2, Children: []mdpage.TOCItem{}},
	}
	enc := encodeTOC(toc)
	if got := enc.items(); !reflect.DeepEqual(got, toc) {
		t.Errorf("items() = %+v, want %+v", got, toc)
	}
	if got := encodeTOC(nil).items(); len(got) != 0 {
		t.Errorf("an empty table decodes to %+v", got)
	}
	if string(encodedTOC("").appendTo(nil)) != string(encodeTOC(nil)) {
		t.Error(`"" is not written as an empty table`)
	}

	w := &writer{}
	w.b = enc.appendTo(w.b)
	w.str("after")
	r := &reader{b: w.b}
	if got := r.encodedTOC(); got != enc || r.str() != "after" || r.err != nil {
		t.Errorf("read back %q (then err %v), want %q", got, r.err, enc)
	}

	deep := []mdpage.TOCItem{}
	for range 10 {
		deep = []mdpage.TOCItem{{Value: "x", Level: 2, Children: deep}}
	}
	for name, b := range map[string]string{"cut": string(enc[:len(enc)-2]), "too deep": string(encodeTOC(deep))} {
		r := &reader{b: []byte(b)}
		if r.encodedTOC(); r.err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
