package docs

import (
	"unsafe"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/plugins/internal/cachepb"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
)

// encodedTOC is a doc's table of contents as the parse store keeps it (an
// encoded cachepb.Toc). A kept parse's is read from its shard as bytes: a
// Load hashes it into the route's key as it is, and decodes it only for a
// route whose data it encodes, which on a warm build is a few docs of
// thousands. "" is an empty table.
type encodedTOC string

func encodeTOC(items []mdpage.TOCItem) encodedTOC {
	b, _ := proto.Marshal(&cachepb.Toc{Items: tocToProto(items)})
	return encodedTOC(b)
}

// items decodes the table; one that does not decode (none does, the
// store's files being checked) is empty.
func (t encodedTOC) items() []mdpage.TOCItem {
	if t == "" {
		return nil
	}
	var m cachepb.Toc
	if proto.Unmarshal(unsafe.Slice(unsafe.StringData(string(t)), len(t)), &m) != nil {
		return nil
	}
	return tocFromProto(m.Items)
}

func tocToProto(items []mdpage.TOCItem) []*cachepb.TocItem {
	var out []*cachepb.TocItem
	for _, it := range items {
		out = append(out, &cachepb.TocItem{Value: it.Value, Id: it.ID, Level: int32(it.Level), Children: tocToProto(it.Children)})
	}
	return out
}

// tocFromProto gives every item a Children list, empty when it has none,
// as mdpage.TOC makes it.
func tocFromProto(items []*cachepb.TocItem) []mdpage.TOCItem {
	out := make([]mdpage.TOCItem, len(items))
	for i, it := range items {
		out[i] = mdpage.TOCItem{Value: it.Value, ID: it.Id, Level: int(it.Level), Children: tocFromProto(it.Children)}
	}
	return out
}
