package sdk

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A route digest lets the core skip what did not change (see Route.digest
// in plugin.proto): a route sent with the same digest as in the last build
// keeps its data file, and one whose digest is in LoadRequest.known_digests
// can be sent without its body at all. A plugin that keeps its own content
// hashes (the docs plugin keeps one per parsed file) digests a route
// without producing its content; any other plugin calls SetDigest.

// DigestRoute returns the digest of r with its content given by its
// SHA-256 (contentSum) rather than by r.ContentHtml, which is ignored.
// Every other field of r counts, the digest fields themselves aside.
func DigestRoute(r *pluginpb.Route, contentSum [sha256.Size]byte) string {
	h := sha256.New()
	field := func(s string) { writeField(h, []byte(s)) }
	field(r.Path)
	field(r.Component)
	field(r.Module)
	writeField(h, r.DataJson)
	writeField(h, contentSum[:])
	binary.Write(h, binary.LittleEndian, uint64(len(r.SharedKeys)))
	for _, k := range r.SharedKeys {
		field(k)
	}
	if m := r.Meta; m != nil {
		field("meta")
		field(m.Title)
		field(m.Description)
		field(m.Sidebar)
		field(m.SourcePath)
		h.Write([]byte{flag(m.Noindex), flag(m.Unlisted)})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// SetDigest gives r the digest of its fields as they are.
func SetDigest(r *pluginpb.Route) {
	r.Digest = DigestRoute(r, sha256.Sum256([]byte(r.ContentHtml)))
}

// OmitKnownBody empties r's data and content and marks its body omitted
// when the core holds them already: when r has a digest and it is the one
// req lists for r's path. It reports whether it did.
func OmitKnownBody(req *pluginpb.LoadRequest, r *pluginpb.Route) bool {
	if !KnownBody(req, r.Path, r.Digest) {
		return false
	}
	r.DataJson, r.ContentHtml, r.BodyOmitted = nil, "", true
	return true
}

// KnownBody reports whether the core holds the body of the route at path
// with the given digest: a plugin asks it before producing the body.
func KnownBody(req *pluginpb.LoadRequest, path, digest string) bool {
	return digest != "" && req.GetKnownDigests()[path] == digest
}

// writeField writes b with its length first, so that no two different
// routes hash the same bytes.
func writeField(h hash.Hash, b []byte) {
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
	h.Write(n[:])
	h.Write(b)
}

func flag(b bool) byte {
	if b {
		return 1
	}
	return 0
}
