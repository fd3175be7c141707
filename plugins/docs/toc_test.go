package docs

import (
	"reflect"
	"testing"

	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// A table of contents kept encoded decodes to what was encoded, an item
// without children with an empty list as mdpage.TOC makes it; a table
// that does not decode is empty.
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
	if got := encodeTOC([]mdpage.TOCItem{}); got != "" {
		t.Errorf("an empty table is encoded as %q, want \"\" as a missing one", got)
	}
	if got := enc[:len(enc)-2].items(); len(got) != 0 {
		t.Errorf("a cut table decodes to %+v", got)
	}
}
