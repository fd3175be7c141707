package bundle

import (
	"crypto/sha256"
	"sync"
)

// MDXSession is what the MDX compiler keeps from one bundle to the next in
// a process that bundles a site again and again (folio dev), so that an
// edit to one page compiles that page, in a compiler already running:
//
//   - The replies. A reply is a function of its request (the prepared
//     source, its format and variant, the image sizes the compiler writes
//     in, the MDX components pages bind) and of the compiler itself, so
//     the request's bytes and the compiler's identity are the key. Only
//     the replies the last bundle used are kept, which bounds them to one
//     site's pages; one from a compiler that died is not kept.
//   - The Node process, which holds nothing between requests. A process
//     that ended is started again at the next compile.
//
// Another compiler identity (its script or its packages changed) drops
// both. The zero value is ready; Close ends the process. A nil
// *MDXSession keeps nothing: each bundle starts its own compiler.
type MDXSession struct {
	mu       sync.Mutex
	compiler string // the identity the replies and the process are of
	node     string
	entries  map[[sha256.Size]byte]mdxReply
	used     map[[sha256.Size]byte]mdxReply // this bundle's, kept by end
	proc     *mdxProcess
}

// begin starts a bundle with the compiler named by identity (its script
// and packages, as the caller stamps them) run by node.
func (m *MDXSession) begin(identity, node string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if identity != m.compiler || node != m.node {
		m.compiler, m.node, m.entries = identity, node, nil
		m.stopLocked()
	}
	m.used = map[[sha256.Size]byte]mdxReply{}
}

// end keeps what this bundle used, and forgets the rest (a page's older
// texts). A bundle that compiled nothing (it stopped before its pages)
// keeps everything for the next.
func (m *MDXSession) end() {
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

// get returns the reply kept for a request.
func (m *MDXSession) get(key [sha256.Size]byte) (mdxReply, bool) {
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

// put keeps a reply.
func (m *MDXSession) put(key [sha256.Size]byte, rep mdxReply) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.used != nil {
		m.used[key] = rep
	}
}

// process is the session's running compiler, started when there is none
// or the last one ended.
func (m *MDXSession) process(node, script string) (*mdxProcess, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.proc != nil && m.proc.alive() {
		return m.proc, nil
	}
	m.stopLocked()
	p, err := startMDXProcess(node, script)
	if err != nil {
		return nil, err
	}
	m.proc = p
	return p, nil
}

// Close ends the session's compiler.
func (m *MDXSession) Close() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.stopLocked()
}

func (m *MDXSession) stopLocked() {
	if m.proc != nil {
		m.proc.close()
		m.proc = nil
	}
}
