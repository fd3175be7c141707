package build

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A reusable plugin's Load stream is kept for the next build to replay
// (reuse.go). At 10,000 docs it is 4 MB without the routes' bodies, of
// which a one-doc edit changes one route: so it is kept in blobs of
// streamChunk items, as the page records are, and an edit writes one.
const streamChunk = 512

// writeStream writes the stream's blobs and returns their names. The
// bodies of the routes whose digest the core holds (known, by the
// plugin's route path) are left out, as a plugin would (bodies.go).
func writeStream(main, seed string, items []*pluginpb.LoadItem, known map[string]string) ([]string, error) {
	lean := make([]*pluginpb.LoadItem, len(items))
	for i, it := range items {
		lean[i] = withoutKnownBody(it, known)
	}
	return writeBlobs(main, seed, slices.Collect(slices.Chunk(lean, streamChunk)), nil)
}

// readStream reads a stream that writeStream wrote.
func readStream(main string, names []string) ([]*pluginpb.LoadItem, error) {
	chunks, err := readBlobs(main, names, func() *pluginpb.LoadItem { return &pluginpb.LoadItem{} })
	return slices.Concat(chunks...), err
}

// withoutKnownBody is the item as the cache keeps it: a route whose digest
// the core holds without its body.
func withoutKnownBody(it *pluginpb.LoadItem, known map[string]string) *pluginpb.LoadItem {
	r := it.GetRoute()
	if r == nil || r.BodyOmitted || r.Digest == "" || known[r.Path] != r.Digest {
		return it
	}
	// Every other field, shared: the body is most of a route's bytes.
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

// A plugin that declares sends_route_changes is told when the core holds
// its last Load's stream (routes_held): its Load then sends the routes
// that changed and the paths of those gone (removed_route), and the core
// takes the others from the kept stream, read while the plugin loads.

// errHeldLost says the kept stream could not give the routes a Load left
// out; the plugin then loads again, told nothing is held.
var errHeldLost = errors.New("the routes left out are not in the kept Load stream")

// heldStream is a plugin's kept stream, read in the background.
type heldStream struct {
	read func() ([]*pluginpb.LoadItem, error)
}

func readHeld(main string, names []string) *heldStream {
	read := sync.OnceValues(func() ([]*pluginpb.LoadItem, error) { return readStream(main, names) })
	go read()
	return &heldStream{read}
}

// routes are the kept routes the Load left out: each path of known it
// neither sent nor removed, without its body. errHeldLost when the stream
// lacks one with its known digest, or a removed route is not one of known.
func (h *heldStream) routes(known map[string]string, sent []*pluginpb.Route, removed []string) ([]*pluginpb.LoadItem, error) {
	items, err := h.read()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errHeldLost, err)
	}
	left := make(map[string]bool, len(known))
	for path := range known {
		left[path] = true
	}
	for _, r := range sent {
		delete(left, r.Path)
	}
	for _, path := range removed {
		if _, ok := known[path]; !ok {
			return nil, fmt.Errorf("%w: removed route %s is not one of the routes the core holds", errHeldLost, path)
		}
		delete(left, path)
	}
	out := make([]*pluginpb.LoadItem, 0, len(left))
	for _, it := range items {
		r := it.GetRoute()
		if r == nil || !left[r.Path] || r.Digest != known[r.Path] {
			continue
		}
		delete(left, r.Path)
		out = append(out, withoutKnownBody(it, known))
	}
	if len(left) > 0 {
		return nil, fmt.Errorf("%w: it lacks %d of them", errHeldLost, len(left))
	}
	return out, nil
}

// ordered is the stream to keep, of this Load's items (sent) and the
// routes taken from the kept stream (held): the items that are not routes,
// then the routes in the kept stream's order, a route sent again in its
// kept one's place, then the new ones. So the stream's blobs are the last
// build's but for the few a change touched; in the order received, every
// blob would be written again.
func (h *heldStream) ordered(sent, held []*pluginpb.LoadItem) []*pluginpb.LoadItem {
	out := make([]*pluginpb.LoadItem, 0, len(sent)+len(held))
	routes := make(map[string]*pluginpb.LoadItem, len(held)+len(sent))
	var news []*pluginpb.LoadItem
	for _, it := range sent {
		if r := it.GetRoute(); r == nil {
			out = append(out, it)
		} else {
			if _, dup := routes[r.Path]; !dup { // a second one stays behind the first
				routes[r.Path] = it
			}
			news = append(news, it)
		}
	}
	for _, it := range held {
		routes[it.GetRoute().Path] = it
	}
	placed := make(map[*pluginpb.LoadItem]bool, len(routes))
	kept, _ := h.read()
	for _, it := range kept {
		if r := it.GetRoute(); r != nil {
			if now, ok := routes[r.Path]; ok && !placed[now] {
				placed[now] = true
				out = append(out, now)
			}
		}
	}
	for _, it := range news {
		if !placed[it] {
			out = append(out, it)
		}
	}
	return out
}
