package bundle

import (
	"crypto/sha256"
	"sync"
)

// MDXMemo keeps the MDX compiler's replies from one bundle to the next, for
// a process that bundles a site again and again (folio dev): an edit to one
// page then compiles that page, not every MDX file of the site. A reply is
// a function of its request (the prepared source, its format and variant,
// the image sizes the compiler writes in, the MDX components pages bind)
// and of the compiler itself, so the request's bytes and the compiler's
// identity are the key. Only the replies the last bundle used are kept,
// which bounds it to one site's pages. The zero value is ready; nil
// remembers nothing.
type MDXMemo struct {
	mu       sync.Mutex
	compiler string // the identity the entries were made with
	entries  map[[sha256.Size]byte]mdxReply
	used     map[[sha256.Size]byte]mdxReply // this bundle's, kept by end
}

// begin starts a bundle with the compiler named by identity (its script and
// packages, as the caller stamps them): another compiler drops everything.
func (m *MDXMemo) begin(identity string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if identity != m.compiler {
		m.compiler, m.entries = identity, nil
	}
	m.used = map[[sha256.Size]byte]mdxReply{}
}

// end keeps what this bundle used, and forgets the rest (a page's older
// texts). A bundle that compiled nothing (it stopped before its pages)
// keeps everything for the next.
func (m *MDXMemo) end() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.used) > 0 {
		m.entries = m.used
	}
	m.used = nil
}

func mdxKey(request []byte) [sha256.Size]byte { return sha256.Sum256(request) }

// get returns the reply remembered for a request.
func (m *MDXMemo) get(key [sha256.Size]byte) (mdxReply, bool) {
	if m == nil {
		return mdxReply{}, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	rep, ok := m.entries[key]
	if ok && m.used != nil {
		m.used[key] = rep
	}
	return rep, ok
}

// put remembers a reply.
func (m *MDXMemo) put(key [sha256.Size]byte, rep mdxReply) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.used != nil {
		m.used[key] = rep
	}
}
