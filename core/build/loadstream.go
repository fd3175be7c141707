package build

import (
	"slices"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A reusable plugin's Load stream is kept in the build cache for the next
// build to replay (reuse.go). At 10,000 docs the stream is 4 MB even with
// the routes' bodies left out, and a one-doc edit changes one route of
// it: so it is kept in files of streamChunk items, each named by its
// bytes, as the page records are (cache_pages.go), and an edit writes one
// of them.

// streamChunk is how many items of a stream one file holds.
const streamChunk = 512

// writeStream writes the stream's files beside the cache's main file
// (those not there already) and returns their names, in order. The bodies
// of the routes whose digest the core holds (known, by the plugin's route
// path) are left out, as a plugin would leave them out (bodies.go).
func writeStream(main, seed string, items []*pluginpb.LoadItem, known map[string]string) ([]string, error) {
	chunks := make([][]*pluginpb.LoadItem, 0, (len(items)+streamChunk-1)/streamChunk)
	for i, it := range items {
		if i%streamChunk == 0 {
			chunks = append(chunks, make([]*pluginpb.LoadItem, 0, streamChunk))
		}
		chunks[len(chunks)-1] = append(chunks[len(chunks)-1], withoutKnownBody(it, known))
	}
	return writeBlobs(main, seed, chunks, nil)
}

// readStream reads a stream that writeStream wrote.
func readStream(main string, names []string) ([]*pluginpb.LoadItem, error) {
	chunks, err := readBlobs(main, names, func() *pluginpb.LoadItem { return &pluginpb.LoadItem{} })
	return slices.Concat(chunks...), err
}

// withoutKnownBody is the item as the cache keeps it: a route whose digest
// the core holds without its data and content.
func withoutKnownBody(it *pluginpb.LoadItem, known map[string]string) *pluginpb.LoadItem {
	r := it.GetRoute()
	if r == nil || r.BodyOmitted || r.Digest == "" || known[r.Path] != r.Digest {
		return it
	}
	// Every field but the body, shared rather than copied: a route's
	// body is most of its bytes.
	lean := &pluginpb.Route{}
	dst := lean.ProtoReflect()
	r.ProtoReflect().Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		if fd.Number() != bodyData && fd.Number() != bodyContent {
			dst.Set(fd, v)
		}
		return true
	})
	lean.BodyOmitted = true
	return &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Route{Route: lean}}
}

// The field numbers of a route's body (plugin.proto).
const (
	bodyData    = 4 // data_json
	bodyContent = 5 // content_html
)
