package build

import (
	"errors"
	"fmt"
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

// A plugin that declares sends_route_changes is told, when the core holds
// its last Load's stream (routes_held), that it may leave out the routes
// whose digest the core holds: its Load then sends the routes that
// changed and the paths of those it no longer has (removed_route), and
// the core takes the others from the stream it kept. The kept stream is
// read while the plugin loads, so that reading it costs the build no
// time the plugin's Load does not take anyway.

// errHeldLost says that the kept stream could not give the routes a Load
// left out; the plugin then loads again, told nothing is held.
var errHeldLost = errors.New("the routes left out are not in the kept Load stream")

// heldStream is a plugin's kept stream, read in the background.
type heldStream struct {
	done  chan struct{}
	items []*pluginpb.LoadItem
	err   error
}

// readHeld begins reading the stream that writeStream wrote.
func readHeld(main string, names []string) *heldStream {
	h := &heldStream{done: make(chan struct{})}
	go func() {
		defer close(h.done)
		h.items, h.err = readStream(main, names)
	}()
	return h
}

// routes are the kept routes the Load left out: each path of known that
// the Load neither sent (sent) nor removed, as the kept stream has it,
// without its body (the core holds it). errHeldLost when the stream could
// not be read or does not hold such a route with its known digest, or
// when a removed route is not one of known.
func (h *heldStream) routes(known map[string]string, sent []*pluginpb.Route, removed []string) ([]*pluginpb.LoadItem, error) {
	<-h.done
	if h.err != nil {
		return nil, fmt.Errorf("%w: %v", errHeldLost, h.err)
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
	for _, it := range h.items {
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

// ordered is the stream to keep for the next build, of this Load's items
// (sent, removed routes left out) and the routes taken from the kept
// stream (held): the items that are not routes in their order, then the
// routes in the kept stream's order, a route sent again in the place of
// its kept one, then the routes that are new. In the last stream's order
// the stream's files are the last build's but for the few a change
// touched (writeStream writes only those); in the order received, every
// route held would move, and every file be written again.
func (h *heldStream) ordered(sent, held []*pluginpb.LoadItem) []*pluginpb.LoadItem {
	out := make([]*pluginpb.LoadItem, 0, len(sent)+len(held))
	routes := make(map[string]*pluginpb.LoadItem, len(held)+len(sent))
	var news []*pluginpb.LoadItem
	for _, it := range sent {
		if r := it.GetRoute(); r == nil {
			out = append(out, it)
		} else if _, dup := routes[r.Path]; dup {
			news = append(news, it) // a second route at one path stays behind the first
		} else {
			routes[r.Path] = it
			news = append(news, it)
		}
	}
	for _, it := range held {
		routes[it.GetRoute().Path] = it
	}
	placed := make(map[*pluginpb.LoadItem]bool, len(routes))
	for _, it := range h.items {
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
