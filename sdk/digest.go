package sdk

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"

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
	// One buffer, hashed once: a hash write per field, and binary.Write's
	// reflection, cost the docs plugin a tenth of its Load at 10,000 docs.
	n := 64 + len(r.Path) + len(r.Component) + len(r.Module) + len(r.DataJson) + sha256.Size
	for _, k := range r.SharedKeys {
		n += 8 + len(k)
	}
	b := make([]byte, 0, n)
	b = appendField(b, r.Path)
	b = appendField(b, r.Component)
	b = appendField(b, r.Module)
	b = appendField(b, r.DataJson)
	b = appendField(b, contentSum[:])
	b = binary.LittleEndian.AppendUint64(b, uint64(len(r.SharedKeys)))
	for _, k := range r.SharedKeys {
		b = appendField(b, k)
	}
	if m := r.Meta; m != nil {
		b = appendField(b, "meta")
		b = appendField(b, m.Title)
		b = appendField(b, m.Description)
		b = appendField(b, m.Sidebar)
		b = appendField(b, m.SourcePath)
		b = append(b, flag(m.Noindex), flag(m.Unlisted))
		// Last and only when set, so that routes without a twin keep the
		// digests they had before the field existed.
		if m.Markdown != "" {
			b = appendField(b, m.Markdown)
		}
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
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

// appendField appends v with its length first, so that no two different
// routes hash the same bytes.
func appendField[T string | []byte](b []byte, v T) []byte {
	b = binary.LittleEndian.AppendUint64(b, uint64(len(v)))
	return append(b, v...)
}

func flag(b bool) byte {
	if b {
		return 1
	}
	return 0
}
